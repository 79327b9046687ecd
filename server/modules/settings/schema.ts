import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, parentId, requiredTexts, translationsTable } from '../../db/columns';
import type { SocialLinks } from '../../../common/settings/types';

export type { SocialLinks };

/** One row: the company's public details shown in the header, footer and contact pages. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  /** Bumped by every admin save (ADR-0700). */
  version: integer('version').notNull().default(1),
  companyName: text('company_name').notNull(),
  emails: jsonb('emails').$type<string[]>().notNull(),
  phones: jsonb('phones').$type<string[]>().notNull(),
  social: jsonb('social').$type<SocialLinks>().notNull(),
  certificationUrl: text('certification_url').notNull(),
  /** The seller printed on invoices (ADR-0400): legal name, registered address, registration numbers. */
  legalName: text('legal_name').notNull().default(''),
  legalAddress: text('legal_address').notNull().default(''),
  registrations: jsonb('registrations').$type<{ label: string; value: string }[]>().notNull().default([]),
  /** Tax added to invoices, in basis points (2000 = 20 %); 0 by default. */
  taxRateBp: integer('tax_rate_bp').notNull().default(0),
  /** Days an On hand or Pending invoice is due after it is issued. */
  paymentDelayDays: integer('payment_delay_days').notNull().default(30),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const siteSettingsTranslations = translationsTable(
  'site_settings_translations',
  { settingsId: parentId('settings_id', () => siteSettings.id) },
  {
    ...requiredTexts('tagline', 'address'),
    openingHours: text('opening_hours').notNull(),
    /** The seller's address on invoices in this language; empty: another language's (ADR-0400). */
    legalAddress: text('legal_address').notNull().default(''),
  },
);
