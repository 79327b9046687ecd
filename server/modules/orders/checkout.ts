import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { PaymentMode } from '../../../common/orders/types';
import { yearIn } from '../../../common/format/dates';
import { insertRows } from '../../db/insert-rows';
import { preparedStatement } from '../../db/prepared';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { accountDirectory, billingContactColumns } from '../accounts/read-model';
import type { CartService } from '../cart/service';
import type { CatalogService } from '../catalog/service';
import { isDomainError } from '../../platform/domain-error';
import type { PaymentStatus } from '../../../common/payments/types';
import { idempotencyConflict, PaymentErrors } from '../payments/errors';
import type { PaymentsService } from '../payments/service';
import type { PromotionsService } from '../promotions/service';
import type { SettingsService } from '../settings/service';
import { cartNotPayable, orderTransitionRefused, promoRedemptionRefused } from './errors';
import { lineSnapshots } from './lines';
import type { OrderLifecycle } from './lifecycle';
import { nextOrderNumber } from './numbers';
import { orderHistory, orderLines, orders } from './schema';
import type { HistoryMove, LineRow } from './read';
import { mayMovePayStatus } from './state-machine';
import type { OrderRow } from './transitions';

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
  /**
   * A new order's lines and history as this checkout wrote them (the lines with their ids), for
   * its answer without reading them back; null when the key had already placed it.
   */
  written: { lines: LineRow[]; history: HistoryMove[] } | null;
  /** Pay now: where to send the browser (null when the order is already paid or being paid). */
  payment: { id: string; redirectUrl: string | null } | null;
}

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  publicUrl: string;
  cart: Pick<CartService, 'quote' | 'clearWrites' | 'add'>;
  catalog: Pick<CatalogService, 'warm'>;
  /** The seller and the tax rate, read once in the checkout's transaction for the cart and the invoice. */
  settings: Pick<SettingsService, 'getBillingSettings'>;
  promotions: Pick<PromotionsService, 'redeem'>;
  payments: Pick<PaymentsService, 'startCheckout' | 'confirm'>;
  /** The order's lifecycle: what placing it writes beside the order (notice, invoice, subscriptions). */
  lifecycle: Pick<OrderLifecycle, 'placed'>;
}

/** The order a customer's key placed (the replay's answer). */
const orderByKey = preparedStatement('order_by_checkout_key', (db, name) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, sql.placeholder('customerId')),
        eq(orders.checkoutKey, sql.placeholder('key')),
      ),
    )
    .prepare(name),
);

/** The customer's row, locked: one checkout of a customer at a time (what the mail and invoice need). */
const lockCustomer = preparedStatement('checkout_lock_customer', (db, name) =>
  db
    .select({ id: accountDirectory.id, ...billingContactColumns })
    .from(accountDirectory)
    .where(eq(accountDirectory.id, sql.placeholder('customerId')))
    .for('no key update')
    .prepare(name),
);

/** A line as the checkout inserted it, with the id the database gave it: the row a read would answer. */
function writtenLine(line: ReturnType<typeof lineSnapshots>[number], id: number): LineRow {
  return {
    id,
    orderId: line.orderId,
    position: line.position,
    type: line.type,
    serviceId: line.serviceId,
    serviceSlug: line.serviceSlug,
    packageId: line.packageId ?? null,
    packageSlug: line.packageSlug ?? null,
    nameFr: line.nameFr,
    nameEn: line.nameEn,
    nameAr: line.nameAr,
    currency: line.currency,
    priceMinor: line.priceMinor,
    discountType: line.discountType ?? null,
    discountValue: line.discountValue ?? null,
    discountMinor: line.discountMinor,
    finalPriceMinor: line.finalPriceMinor,
    billingPeriod: line.billingPeriod ?? null,
    paymentKind: line.paymentKind ?? null,
    features: line.features ?? null,
    placedAt: line.placedAt,
  };
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
    const [row] = await orderByKey(executor, { customerId, key });
    return row ?? null;
  }

  async function placeInTx(input: PlaceOrderInput): Promise<Omit<PlacedOrder, 'payment'>> {
    // The lines' names are read in every language inside the transaction: from cached texts only.
    await deps.catalog.warm();
    const now = clock.now();
    // Before the transaction, in a statement of its own: concurrent checkouts never wait on the
    // counter while another writes its order. A checkout that fails (or replays) leaves a gap.
    const number = await nextOrderNumber(db, yearIn(now, deps.timeZone));
    return db.transaction(async (tx) => {
      // One checkout of a customer at a time: a concurrent one with the same key waits here, then
      // finds the order this one placed (READ COMMITTED: a new statement sees the commit). The row
      // read is what the mail and the invoice need of the customer.
      const [customer] = await lockCustomer(tx, { customerId: input.customerId });
      if (!customer) throw new Error('no such customer');
      const paramsHash = checkoutParamsHash(input);
      const existing = await findByKey(tx, input.customerId, input.idempotencyKey);
      if (existing) {
        // The same key is the same request: with other parameters it is a client's mistake, refused
        // rather than answered with an order that is not what this request asked for.
        if (existing.checkoutParamsHash !== null && existing.checkoutParamsHash !== paramsHash)
          throw idempotencyConflict();
        return { order: existing, created: false, written: null };
      }

      const billing = await deps.settings.getBillingSettings(tx);
      const quote = await deps.cart.quote(input.customerId, input.locale, {
        tx,
        taxRateBp: billing.taxRateBp,
      });
      if (!quote.payable) throw cartNotPayable(quote.reasons);
      // An attached code that no longer reduces the cart refuses the checkout rather than charging
      // the full price the customer did not expect: they remove the code or change the cart.
      if (quote.promo?.reason) throw promoRedemptionRefused(quote.promo.reason);
      const promo = quote.promo?.record ?? null;
      const id = randomUUID();
      if (promo) {
        const redeemed = await deps.promotions.redeem(tx, {
          promoCodeId: promo.id,
          customerId: input.customerId,
          orderId: id,
        });
        if (!redeemed.ok) throw promoRedemptionRefused(redeemed.reason);
      }
      // Pay later puts the money On hand at once: the order is written there, with the move's
      // history row, as the state machine allows the customer.
      const payLater = input.paymentMode === 'pay_later';
      if (payLater && !mayMovePayStatus('pending', 'on_hand', 'customer'))
        throw orderTransitionRefused({ field: 'pay_status', from: 'pending', to: 'on_hand' }, 'customer');
      const order: OrderRow = {
        id,
        ...number,
        customerId: input.customerId,
        status: 'pending',
        payStatus: payLater ? 'on_hand' : 'pending',
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
      };
      const lines = lineSnapshots(order, quote);
      const history = payLater
        ? [
            {
              orderId: id,
              field: 'pay_status',
              fromValue: 'pending',
              toValue: 'on_hand',
              actor: 'customer',
              at: now,
            } as const,
          ]
        : [];
      // Placed: the order's rows, with its notice and invoice in one statement (the lifecycle); the
      // lines' ids come back from it, for the answer.
      const ids = await deps.lifecycle.placed<{ id: number; position: number }>(
        tx,
        { order, lines, customer, billing },
        [
          insertRows(orders, [order]),
          {
            name: 'order_lines',
            write: insertRows(orderLines, lines, { returning: [orderLines.id, orderLines.position] }),
          },
          ...(history.length ? [insertRows(orderHistory, history)] : []),
          ...deps.cart.clearWrites(tx, input.customerId),
        ],
        'order_lines',
      );
      await input.alsoInTransaction?.(tx, order);
      const idAt = new Map(ids.map((row) => [Number(row.position), Number(row.id)]));
      const written = lines.map((line) => writtenLine(line, idAt.get(line.position)!));
      return { order, created: true, written: { lines: written, history } };
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
      .select({ email: accountDirectory.email })
      .from(accountDirectory)
      .where(eq(accountDirectory.id, order.customerId!));
    const lines = await db
      .select({ paymentKind: orderLines.paymentKind })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    // A subscription bought with pay now saves the customer's method for its renewals.
    const saveMethod = lines.some((line) => line.paymentKind === 'subscription');
    return paymentFor(order, locale, customer!.email, saveMethod, attemptKey);
  }

  async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
    const placed = await placeInTx(input);
    const { order } = placed;
    if (order.paymentMode !== 'pay_now') return { ...placed, payment: null };
    return { ...placed, payment: await startPayment(order, order.locale as Locale) };
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
