import { eq } from 'drizzle-orm';
import type { AttachmentOwner } from '../../../common/attachments/types';
import type { CheckoutDetails } from '../../../common/checkout/schemas';
import type { CheckoutDraft } from '../../../common/checkout/types';
import type { Locale } from '../../../common/i18n/languages';
import type { PaymentMode } from '../../../common/orders/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { AttachmentsService, IncomingFile } from '../attachments/service';
import type { OrdersService } from '../orders/service';
import type { PaymentsService } from '../payments/service';
import { checkoutDrafts } from './schema';

/** Where a placed order sends the browser: the provider's page, or our thank-you page. */
export type PlacedCheckout =
  | { kind: 'pay'; orderId: string; redirectUrl: string }
  | { kind: 'thank-you'; orderId: string }
  | { kind: 'missing-payment-mode' };

/**
 * The checkout's steps on the server (ADR-0304): a draft per customer (notes, links, files,
 * payment mode) that the order adopts in its own transaction, and the return from the payment page.
 */
export function createCheckoutService(deps: {
  db: Db;
  clock: Clock;
  orders: Pick<OrdersService, 'placeOrder' | 'owned' | 'payAgain' | 'findByCheckoutKey'>;
  payments: Pick<PaymentsService, 'listFor' | 'confirm'>;
  attachments: Pick<
    AttachmentsService,
    'list' | 'prepare' | 'discard' | 'store' | 'transaction' | 'adopt' | 'remove'
  >;
}) {
  const { db, clock, attachments } = deps;
  const filesOf = (customerId: string): AttachmentOwner => ({ ownerKind: 'checkout', ownerId: customerId });

  async function read(customerId: string): Promise<CheckoutDraft> {
    const [row] = await db.select().from(checkoutDrafts).where(eq(checkoutDrafts.customerId, customerId));
    return {
      notes: row?.notes ?? '',
      links: row?.links ?? [],
      paymentMode: row?.paymentMode ?? null,
      files: await attachments.list(filesOf(customerId)),
    };
  }

  function upsert(executor: Db, customerId: string, set: Partial<typeof checkoutDrafts.$inferInsert>) {
    const values = { customerId, updatedAt: clock.now(), ...set };
    return executor
      .insert(checkoutDrafts)
      .values(values)
      .onConflictDoUpdate({ target: checkoutDrafts.customerId, set: values });
  }

  /**
   * The details step: notes and links, and the files chosen with them — all or nothing: a refused
   * file (attachments.refused) saves neither the files nor the text. Images are decoded before the
   * transaction opens.
   */
  async function saveDetails(customerId: string, details: CheckoutDetails, files: IncomingFile[]) {
    const prepared = files.length ? await attachments.prepare(files) : null;
    try {
      await attachments.transaction(async (tx) => {
        await upsert(tx, customerId, { notes: details.notes || null, links: details.links });
        if (prepared)
          await attachments.store({ ...filesOf(customerId), uploaderId: customerId, files: prepared }, tx);
      });
    } finally {
      if (prepared) await attachments.discard(prepared);
    }
  }

  const removeFile = (customerId: string, fileId: string) => attachments.remove(fileId, filesOf(customerId));

  async function choosePayment(customerId: string, paymentMode: PaymentMode) {
    await upsert(db, customerId, { paymentMode });
  }

  /**
   * Places the order from the cart and the draft with the key the confirm step was rendered with:
   * the same key again (a double click, a reload of the POST) is the same order and the same
   * payment page. The draft and its files go to the order in the order's transaction.
   */
  async function place(customerId: string, locale: Locale, key: string): Promise<PlacedCheckout> {
    const draft = await read(customerId);
    if (!draft.paymentMode) {
      // The draft is gone when this key already placed the order: answer where that one went.
      const order = await deps.orders.findByCheckoutKey(customerId, key);
      if (!order) return { kind: 'missing-payment-mode' };
      const again = await deps.orders.payAgain(customerId, order.id, key, locale);
      const url = again?.payment?.redirectUrl;
      return url
        ? { kind: 'pay', orderId: order.id, redirectUrl: url }
        : { kind: 'thank-you', orderId: order.id };
    }
    const placed = await deps.orders.placeOrder({
      customerId,
      locale,
      paymentMode: draft.paymentMode,
      notes: draft.notes || null,
      links: draft.links,
      idempotencyKey: key,
      alsoInTransaction: async (tx, order) => {
        await attachments.adopt(tx, filesOf(customerId), { ownerKind: 'order', ownerId: order.id });
        await tx.delete(checkoutDrafts).where(eq(checkoutDrafts.customerId, customerId));
      },
    });
    const url = placed.payment?.redirectUrl;
    return url
      ? { kind: 'pay', orderId: placed.order.id, redirectUrl: url }
      : { kind: 'thank-you', orderId: placed.order.id };
  }

  /**
   * The success URL's loader: the provider is asked about the attempt named by `?payment=` (its
   * checkout reference) and its answer applied through payments' one idempotent function
   * (ADR-0301) — the webhook may have done it already, or may do it at the same moment. An
   * attempt of another order is ignored. Null when the order is not the customer's.
   */
  async function returnFromPayment(customerId: string, orderId: string, checkoutRef: string | null) {
    const order = await deps.orders.owned(customerId, orderId);
    if (!order) return null;
    if (checkoutRef && order.paymentMode === 'pay_now') {
      const attempts = await deps.payments.listFor('order', order.id);
      const attempt = attempts.find((p) => p.providerRef === checkoutRef);
      if (attempt) await deps.payments.confirm(attempt.id, 'redirect');
    }
    return (await deps.orders.owned(customerId, orderId))!;
  }

  return { read, saveDetails, removeFile, choosePayment, place, returnFromPayment };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
