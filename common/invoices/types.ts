import type { Locale } from '../i18n/languages';

/**
 * What an invoice is, as both sides see it (ADR-0400). The server owns the rules
 * (server/modules/invoices); the browser only shows what it was sent.
 */

/** Paid, On hand, Pending, Refund (spec §3), and Canceled: an unpaid invoice annulled by a credit note. */
export const INVOICE_STATUSES = ['pending', 'on_hand', 'paid', 'refund', 'canceled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice, or a credit note that cancels one (its own numbering series). */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Who changed an invoice's status: recorded on every history row (the orders' actors). */
export const INVOICE_ACTORS = ['customer', 'admin', 'webhook', 'scheduler', 'system'] as const;
export type InvoiceActor = (typeof INVOICE_ACTORS)[number];

/** A text in the three languages (a line's name is copied from the order or the subscription). */
export interface Names {
  fr: string;
  en: string;
  ar: string;
}

/** The seller as printed on the invoice, copied from the site settings when it is issued. */
export interface SellerSnapshot {
  legalName: string;
  /** The address in the site's default language (and on invoices issued before `addresses`). */
  address: string;
  /** The address in each language, as the settings gave it when issued (ADR-0400). */
  addresses?: Partial<Record<Locale, string>>;
  registrations: { label: string; value: string }[];
  email: string;
  phone: string;
}

/** The customer as printed on the invoice, copied from the profile when it is issued. */
export interface CustomerSnapshot {
  name: string;
  company: string;
  email: string;
  billingAddress: string;
  country: string;
}
