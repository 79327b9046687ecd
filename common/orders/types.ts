/**
 * What an order is, as both sides see it (ADR-0303). The server owns the rules
 * (server/modules/orders); the browser only shows what it was sent.
 */

/** The order's life (spec §3): Pending, Approved, Done, Canceled, Closed, Rejected. */
export const ORDER_STATUSES = ['pending', 'approved', 'done', 'canceled', 'closed', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where the money stands (spec §3): Pending, On hand, Paid, Refund. */
export const PAY_STATUSES = ['pending', 'on_hand', 'paid', 'refund'] as const;
export type PayStatus = (typeof PAY_STATUSES)[number];

/** How the customer chose to pay at checkout. */
export const PAYMENT_MODES = ['pay_now', 'pay_later'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Who changed an order: recorded on every history row. */
export const ORDER_ACTORS = ['customer', 'admin', 'webhook', 'scheduler', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** The two fields that have a state machine, and a history. */
export type OrderField = 'status' | 'pay_status';

export type OrderLineType = 'service' | 'package';
