/**
 * What a subscription is, as both sides see it (ADR-0401). The server owns the rules
 * (server/modules/subscriptions); the browser only shows what it was sent.
 */
import type { BillingPeriod } from '../catalog/types';
import type { DateLabel } from '../format/dates';
import type { PaymentMode } from '../orders/types';

/**
 * Pending: bought with pay now, its first payment not in yet. Active: paid (or On hand) up to the
 * period end. Past due: a renewal is unpaid. Canceled: the customer stopped it, it ends at the end
 * of the period already paid (and can be resumed until then). Ended: over, final.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due', 'canceled', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Who changed a subscription: recorded on every history row (the orders' actors). */
export const SUBSCRIPTION_ACTORS = ['customer', 'admin', 'webhook', 'scheduler', 'system'] as const;
export type SubscriptionActor = (typeof SUBSCRIPTION_ACTORS)[number];

export interface SubscriptionMoney {
  minor: number;
  currency: string;
  label: string;
}

/** A subscription as the API and the package page show it, every text written by the server. */
export interface SubscriptionView {
  id: string;
  order_id: string | null;
  order_number: string;
  line_id: number;
  name: string;
  status: SubscriptionStatus;
  status_label: string;
  period: BillingPeriod;
  period_label: string;
  payment_mode: PaymentMode;
  payment_mode_label: string;
  /** What each renewal costs (the item's own discount applies to every period). */
  amount: SubscriptionMoney;
  current_period_start: DateLabel;
  current_period_end: DateLabel;
  /** When it is billed next (a retry's date while past due); null once it will not be. */
  next_billing_at: DateLabel | null;
  /** When it ends (canceled: the end of the paid period) or ended; null while it renews. */
  ends_at: DateLabel | null;
  can_cancel: boolean;
  can_resume: boolean;
}
