import type { PaymentActor, PaymentStatus } from '../../../common/payments/types';
import type { Db } from '../../db/types';
import type { payments } from './schema';

export type PaymentRow = typeof payments.$inferSelect;

/** One status change of a payment, as the module that owns its purpose receives it. */
export interface PaymentChange {
  /** The payment after the change. */
  payment: PaymentRow;
  from: PaymentStatus;
  to: PaymentStatus;
  actor: PaymentActor;
  /** The admin behind it (a refund they asked for), else null. */
  actorId: string | null;
  reason: string | null;
  /** The provider event behind it (webhook), else null. */
  eventId: string | null;
}

/**
 * Applies a payment's change to what it pays for (an order, a renewal), with the transaction of
 * the change: it commits with it or not at all. Throwing rolls the change back (a webhook is then
 * answered 503, and the provider delivers it again).
 */
export type PaymentResultHandler = (tx: Db, change: PaymentChange) => Promise<void>;

const PURPOSE = /^[a-z][a-z0-9_.-]{1,39}$/;

/**
 * What each kind of payment is for, and who applies its results: the order lifecycle
 * (orders/lifecycle.ts, registered in server/services.ts) "order", the subscriptions "renewal". A
 * checkout for a purpose nobody handles is refused, so a result never lands nowhere.
 */
export function createResultRegistry() {
  const handlers = new Map<string, PaymentResultHandler>();
  return {
    register(purpose: string, handler: PaymentResultHandler) {
      if (!PURPOSE.test(purpose)) throw new Error(`invalid payment purpose "${purpose}"`);
      if (handlers.has(purpose)) throw new Error(`payment purpose "${purpose}" already has a handler`);
      handlers.set(purpose, handler);
    },
    has: (purpose: string) => handlers.has(purpose),
    async run(tx: Db, change: PaymentChange) {
      const handler = handlers.get(change.payment.purpose);
      if (!handler) throw new Error(`no handler for payments of purpose "${change.payment.purpose}"`);
      await handler(tx, change);
    },
  };
}

export type ResultRegistry = ReturnType<typeof createResultRegistry>;
