import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { OrderActor, PaymentMode } from '../../../common/orders/types';
import { yearIn } from '../../../common/format/dates';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { users } from '../accounts/schema';
import type { CartService } from '../cart/service';
import type { CatalogService } from '../catalog/service';
import { isDomainError } from '../../platform/domain-error';
import type { PaymentStatus } from '../../../common/payments/types';
import { idempotencyConflict, PaymentErrors } from '../payments/errors';
import type { PaymentsService } from '../payments/service';
import type { PromotionsService } from '../promotions/service';
import { cartNotPayable, promoRedemptionRefused } from './errors';
import { lineSnapshots } from './lines';
import type { AnnounceOrder } from './notices';
import { nextOrderNumber } from './numbers';
import { orderLines, orders } from './schema';
import { movePayStatus, type OrderRow } from './transitions';

export interface PlaceOrderInput {
  customerId: string;
  locale: Locale;
  paymentMode: PaymentMode;
  notes?: string | null;
  links?: string[];
  /** The client's Idempotency-Key: the same key again is the same order (and the same payment page). */
  idempotencyKey: string;
  /**
   * More writes of the caller in the order's transaction, once the order is written (the checkout
   * draft's files adopted by the order, ADR-0304): a throw here places nothing.
   */
  alsoInTransaction?: (tx: Db, order: OrderRow) => Promise<void>;
}

export interface PlacedOrder {
  order: OrderRow;
  /** False when the key had already placed it. */
  created: boolean;
  /** Pay now: where to send the browser (null when the order is already paid or being paid). */
  payment: { id: string; redirectUrl: string | null } | null;
}

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  publicUrl: string;
  cart: Pick<CartService, 'quote' | 'clear' | 'add'>;
  catalog: Pick<CatalogService, 'readForSale' | 'warm'>;
  promotions: Pick<PromotionsService, 'redeem'>;
  payments: Pick<PaymentsService, 'startCheckout' | 'confirm'>;
  announce: AnnounceOrder;
  /** The order's invoice (ADR-0400), written in the order's own transactions. */
  billing?: OrderBillingHooks;
}

/** What the invoices module does when an order's money moves; each call is in the order's transaction. */
export interface OrderBillingHooks {
  placed(tx: Db, orderId: string): Promise<void>;
  paid(tx: Db, orderId: string, actor: OrderActor): Promise<void>;
  refunded(tx: Db, orderId: string, actor: OrderActor): Promise<void>;
  canceled(tx: Db, orderId: string, actor: OrderActor): Promise<void>;
}

/** What identifies a checkout request beside its key: its parameters, in a fixed order. */
export function checkoutParamsHash(input: Pick<PlaceOrderInput, 'paymentMode' | 'notes' | 'links'>): string {
  const params = [input.paymentMode, input.notes ?? null, input.links ?? []];
  return createHash('sha256').update(JSON.stringify(params)).digest('hex');
}

/**
 * The checkout (ADR-0303): the cart becomes an order in one transaction — priced by the cart,
 * numbered, its lines copied, its promo code redeemed, the cart emptied, the customer told through
 * the outbox. Pay now then opens the provider's page, after the commit (ADR-0301).
 */
export function createCheckout(deps: CheckoutDeps) {
  const { db, clock } = deps;

  async function findByKey(executor: Db, customerId: string, key: string) {
    const [row] = await executor
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.checkoutKey, key)));
    return row ?? null;
  }

  async function placeInTx(input: PlaceOrderInput): Promise<{ order: OrderRow; created: boolean }> {
    // The lines' names are read in every language inside the transaction: from cached texts only.
    await deps.catalog.warm();
    return db.transaction(async (tx) => {
      // One checkout of a customer at a time: a concurrent one with the same key waits here, then
      // finds the order this one placed (READ COMMITTED: a new statement sees the commit).
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, input.customerId))
        .for('no key update');
      const paramsHash = checkoutParamsHash(input);
      const existing = await findByKey(tx, input.customerId, input.idempotencyKey);
      if (existing) {
        // The same key is the same request: with other parameters it is a client's mistake, refused
        // rather than answered with an order that is not what this request asked for.
        if (existing.checkoutParamsHash !== null && existing.checkoutParamsHash !== paramsHash)
          throw idempotencyConflict();
        return { order: existing, created: false };
      }

      const quote = await deps.cart.quote(input.customerId, input.locale, tx);
      if (!quote.payable) throw cartNotPayable(quote.reasons);
      const now = clock.now();
      const id = randomUUID();
      const number = await nextOrderNumber(tx, yearIn(now, deps.timeZone));
      // An attached code that no longer reduces the cart refuses the checkout rather than charging
      // the full price the customer did not expect: they remove the code or change the cart.
      if (quote.promo?.reason) throw promoRedemptionRefused(quote.promo.reason);
      const promo = quote.promo?.record ?? null;
      const [inserted] = await tx
        .insert(orders)
        .values({
          id,
          ...number,
          customerId: input.customerId,
          status: 'pending',
          payStatus: 'pending',
          paymentMode: input.paymentMode,
          locale: input.locale,
          currency: quote.currency,
          subtotalMinor: quote.totals.subtotal.minor,
          discountMinor: quote.totals.discountTotal.minor,
          taxRateBp: quote.totals.taxRateBp,
          taxMinor: quote.totals.tax.minor,
          totalMinor: quote.totals.total.minor,
          promoCodeId: promo?.id ?? null,
          promoCode: promo?.code ?? null,
          extraInfo: input.notes?.trim() || null,
          links: input.links ?? [],
          checkoutKey: input.idempotencyKey,
          checkoutParamsHash: paramsHash,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      let order = inserted!;
      await tx.insert(orderLines).values(await lineSnapshots(tx, deps.catalog, order, quote));
      if (promo) {
        const redeemed = await deps.promotions.redeem(tx, {
          promoCodeId: promo.id,
          customerId: input.customerId,
          orderId: id,
        });
        if (!redeemed.ok) throw promoRedemptionRefused(redeemed.reason);
      }
      if (input.paymentMode === 'pay_later')
        order = (await movePayStatus(tx, clock, { orderId: id, to: 'on_hand', actor: 'customer' })).order;
      await deps.billing?.placed(tx, id);
      await deps.cart.clear(tx, input.customerId);
      await input.alsoInTransaction?.(tx, order);
      await deps.announce(tx, order, { kind: 'placed' });
      return { order, created: true };
    });
  }

  /** Opens (or finds again, by its key) the provider's page for an unpaid pay-now order. */
  async function paymentFor(
    order: OrderRow,
    locale: Locale,
    customerEmail: string,
    saveMethod: boolean,
    attemptKey = order.checkoutKey,
  ) {
    if (order.paymentMode !== 'pay_now' || order.payStatus !== 'pending' || order.status !== 'pending')
      return null;
    // The checkout's return pages (ADR-0304): the thank-you page confirms with the provider; the
    // payment step says why it failed and offers another attempt.
    const returnTo = `${deps.publicUrl}/${locale}/checkout/${order.id}`;
    try {
      const payment = await deps.payments.startCheckout({
        idempotencyKey: `order:${order.id}:${attemptKey}`,
        purpose: 'order',
        purposeId: order.id,
        customerId: order.customerId,
        amount: { minor: order.totalMinor, currency: order.currency },
        description: `Emballo ${order.number}`,
        customerEmail,
        locale,
        successUrl: `${returnTo}/thank-you?payment={CHECKOUT_ID}`,
        cancelUrl: `${returnTo}/pay`,
        saveMethod,
      });
      return { id: payment.id, redirectUrl: payment.redirectUrl };
    } catch (error) {
      // Paid, or being paid, on an earlier page: confirm that one rather than open another.
      if (!isDomainError<{ paymentId: string; status: PaymentStatus }>(error, PaymentErrors.attemptOpen))
        throw error;
      await deps.payments.confirm(error.details.paymentId, 'redirect');
      return { id: error.details.paymentId, redirectUrl: null };
    }
  }

  async function startPayment(order: OrderRow, locale: Locale, attemptKey?: string) {
    const [customer] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, order.customerId!));
    const lines = await db
      .select({ paymentKind: orderLines.paymentKind })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    // A subscription bought with pay now saves the customer's method for its renewals.
    const saveMethod = lines.some((line) => line.paymentKind === 'subscription');
    return paymentFor(order, locale, customer!.email, saveMethod, attemptKey);
  }

  async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
    const { order, created } = await placeInTx(input);
    if (order.paymentMode !== 'pay_now') return { order, created, payment: null };
    return { order, created, payment: await startPayment(order, order.locale as Locale) };
  }

  /**
   * Another attempt to pay an unpaid pay-now order (after a decline), with the client's new
   * Idempotency-Key: the payments module closes the earlier page first (ADR-0301). Null when the
   * order is not awaiting payment.
   */
  async function payAgain(order: OrderRow, locale: Locale, attemptKey: string) {
    return startPayment(order, locale, attemptKey);
  }

  return {
    placeOrder,
    payAgain,
    findByKey: (customerId: string, key: string) => findByKey(db, customerId, key),
  };
}
