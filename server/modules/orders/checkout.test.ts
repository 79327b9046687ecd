import { randomUUID } from 'node:crypto';
import { isolate } from '../../../common/i18n/bidi';
import { asc, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cartItems } from '../cart/schema';
import { notifications } from '../notifications/schema';
import { countRows, pendingSandboxEvents, sandboxSigned } from '../payments/test-helpers';
import { promoCodes, promoRedemptions } from '../promotions/schema';
import { orderLines, orders } from './schema';
import { CheckoutErrors, OrderErrors } from './errors';
import { customerWithCart, emailOf, historyOf, mailSubjectsTo } from './test-helpers';
import { type TestApp, useTestApp } from '../../test/harness';

let t: TestApp;
// No worker: mails and the sandbox's webhooks stay in the outbox, where the tests count and deliver them.
useTestApp((started) => (t = started), {}, { worker: false, seeded: true });

const CARTON = { service: 'carton-double-cannelure', package: 'lot-100' };
const STORAGE = { service: 'stockage-climatise' };
const card = (number: string) => ({ number, expiry: '12/30', cvc: '123', name: 'Salma Benali' });
const deliver = (body: string) =>
  request(t.app).post('/api/payments/webhooks/sandbox').set(sandboxSigned(t.services, body)).send(body);
const orderCount = async () => (await t.services.db.select({ n: count() }).from(orders))[0]!.n;
const place = (customerId: string, paymentMode: 'pay_now' | 'pay_later', key = randomUUID()) =>
  t.services.orders.placeOrder({ customerId, locale: 'fr', paymentMode, idempotencyKey: key });

describe('placing an order', () => {
  it('pay later: snapshots the lines, On hand, empties the cart, tells the customer in their language', async () => {
    const customer = await customerWithCart(t.services, [STORAGE, CARTON], 'ar');
    const quote = await t.services.cart.quote(customer, 'fr');
    const { order, created, payment } = await t.services.orders.placeOrder({
      customerId: customer,
      locale: 'fr',
      paymentMode: 'pay_later',
      notes: '  Livraison le matin  ',
      links: ['https://example.test/plan.pdf'],
      idempotencyKey: randomUUID(),
    });
    expect(created).toBe(true);
    expect(payment).toBeNull();
    expect(order).toMatchObject({
      status: 'pending',
      payStatus: 'on_hand',
      paymentMode: 'pay_later',
      currency: 'MAD',
      subtotalMinor: quote.totals.subtotal.minor,
      discountMinor: quote.totals.discountTotal.minor,
      totalMinor: quote.totals.total.minor,
      extraInfo: 'Livraison le matin',
      links: ['https://example.test/plan.pdf'],
    });
    expect(order.number).toMatch(/^2026-\d{6}$/);
    const lines = await t.services.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position));
    expect(lines).toEqual([
      expect.objectContaining({
        type: 'service',
        serviceSlug: 'stockage-climatise',
        packageSlug: null,
        nameFr: 'Stockage climatisé',
        priceMinor: 45000,
        discountType: 'percent',
        discountValue: 10,
        discountMinor: 4500,
        finalPriceMinor: 40500,
        billingPeriod: 'month',
        paymentKind: 'subscription',
      }),
      expect.objectContaining({
        type: 'package',
        serviceSlug: 'carton-double-cannelure',
        packageSlug: 'lot-100',
      }),
    ]);
    expect(new Set([lines[0]!.nameFr, lines[0]!.nameEn, lines[0]!.nameAr]).size).toBe(3);
    // Each line carries its order's date, which the dashboard's sales by service read (ADR-0704).
    expect(lines.map((line) => line.placedAt)).toEqual(lines.map(() => order.createdAt));
    expect(await historyOf(t.services, order.id)).toEqual(['pay_status:pending→on_hand:customer']);
    expect(await t.services.db.select().from(cartItems).where(eq(cartItems.customerId, customer))).toEqual(
      [],
    );
    expect(await mailSubjectsTo(t.services, await emailOf(t.services, customer))).toEqual(
      [`تم استلام الطلب ${isolate(order.number)}`].sort(),
    );
    const [notice] = await t.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, customer));
    expect(notice).toMatchObject({ messageKey: 'order_placed', messageParams: { number: order.number } });
  });

  it('places an order just after the catalogue changed (its cached texts dropped), copying what each item includes', async () => {
    const customer = await customerWithCart(t.services, [CARTON]);
    t.services.catalog.invalidate();
    // Built inside the order's transaction, the texts would wait forever for PGlite's one connection.
    const { order } = await place(customer, 'pay_later');
    const [line] = await t.services.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const { service } = (await t.services.catalog.getService('ar', CARTON.service))!;
    const included = service.packages.find((p) => p.slug === CARTON.package)!.features;
    expect(included.length).toBeGreaterThan(0);
    expect(line!.features!.ar).toEqual(included);
  }, 15_000);

  it('refuses a cart that cannot be paid, with its reasons, and writes nothing', async () => {
    const customer = await customerWithCart(t.services, []);
    const before = await orderCount();
    await expect(place(customer, 'pay_later')).rejects.toMatchObject({
      code: CheckoutErrors.cartNotPayable,
      details: { reasons: ['empty'] },
    });
    expect(await orderCount()).toBe(before);
  });

  it('10 concurrent checkouts with one key: one order, one payment, one provider call, one page', async () => {
    const customer = await customerWithCart(t.services, [CARTON]);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(customer, 'pay_now', key)));
    expect(new Set(answers.map((a) => a.order.id)).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.payment?.redirectUrl)).size).toBe(1);
    expect(answers[0]!.payment!.redirectUrl).toMatch(/\/payments\/sandbox\//);
    const orderId = answers[0]!.order.id;
    expect(await countRows(t.services, 'orders', `customer_id = '${customer}'`)).toBe(1);
    expect(await countRows(t.services, 'payments', `purpose_id = '${orderId}'`)).toBe(1);
    const [payment] = await t.services.payments.listFor('order', orderId);
    expect(await countRows(t.services, 'sandbox_payments', `reference = '${payment!.id}'`)).toBe(1);
    // And again later: the same order, the same page.
    const again = await place(customer, 'pay_now', key);
    expect([again.order.id, again.created, again.payment?.redirectUrl]).toEqual([
      orderId,
      false,
      answers[0]!.payment!.redirectUrl,
    ]);
  });
});

describe('the payment of an order', () => {
  async function paidOnThePage(number: string) {
    const customer = await customerWithCart(t.services, [CARTON], 'fr');
    const { order, payment } = await place(customer, 'pay_now');
    const [row] = await t.services.payments.listFor('order', order.id);
    const before = await pendingSandboxEvents(t.services);
    await t.services.payments.sandbox.hosted.pay(row!.providerRef!, card(number));
    const events = (await pendingSandboxEvents(t.services)).filter((e) => !before.includes(e));
    return { customer, order, paymentId: payment!.id, events };
  }

  it('two webhook deliveries and the redirect at once: paid and approved once, one mail', async () => {
    const { customer, order, paymentId, events } = await paidOnThePage('4242424242424242');
    await Promise.all([
      deliver(events[0]!),
      deliver(events[0]!),
      t.services.payments.confirm(paymentId, 'redirect'),
    ]);
    const [after] = await t.services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'approved', payStatus: 'paid' });
    expect(await t.services.payments.history(paymentId)).toHaveLength(1);
    const history = await historyOf(t.services, order.id);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatch(/^pay_status:pending→paid:(webhook|system)$/);
    expect(history[1]).toMatch(/^status:pending→approved:(webhook|system)$/);
    expect(await mailSubjectsTo(t.services, await emailOf(t.services, customer))).toEqual(
      [`Commande ${order.number} reçue`, `Paiement effectué avec succès — commande ${order.number}`].sort(),
    );
  });

  it('a declined card: the order stays Pending, the customer is told, and may retry', async () => {
    const { customer, order, events } = await paidOnThePage('4000000000000002');
    expect((await deliver(events[0]!)).status).toBe(200);
    const [after] = await t.services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'pending', payStatus: 'pending' });
    expect(await historyOf(t.services, order.id)).toEqual([]);
    expect(await mailSubjectsTo(t.services, await emailOf(t.services, customer))).toEqual(
      [`Commande ${order.number} reçue`, `Paiement non abouti — commande ${order.number}`].sort(),
    );
  });

  it('a refund moves the pay status to Refund', async () => {
    const { order, paymentId, events } = await paidOnThePage('4242424242424242');
    await deliver(events[0]!);
    await t.services.payments.refund({ paymentId, idempotencyKey: `refund-${paymentId}`, actor: 'admin' });
    const [after] = await t.services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.payStatus).toBe('refund');
    expect((await historyOf(t.services, order.id)).at(-1)).toBe('pay_status:paid→refund:admin');
  });
});

describe('promo codes at checkout', () => {
  async function codeWithUses(usageLimit: number) {
    const code = `LAST${randomUUID().slice(0, 8).toUpperCase()}`;
    const id = await t.services.promotions.create({
      code,
      discountType: 'percent',
      discountValue: 10,
      usageLimit,
    });
    return { id, code };
  }
  const usedOf = async (id: number) =>
    (await t.services.db.select({ used: promoCodes.used }).from(promoCodes).where(eq(promoCodes.id, id)))[0]!
      .used;

  it('a last use wanted by two customers at once is taken once; the other checkout is refused, nothing written', async () => {
    const promo = await codeWithUses(1);
    const a = await customerWithCart(t.services, [CARTON]);
    const b = await customerWithCart(t.services, [CARTON]);
    for (const customer of [a, b])
      expect((await t.services.cart.applyPromoCode(customer, promo.code, 'fr')).ok).toBe(true);
    const results = await Promise.allSettled([place(a, 'pay_later'), place(b, 'pay_later')]);
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: CheckoutErrors.promoRefused,
      details: { reason: 'limit_reached' },
    });
    expect(await usedOf(promo.id)).toBe(1);
    expect(await countRows(t.services, 'orders', `promo_code_id = ${promo.id}`)).toBe(1);
    const winner = (placed[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof place>>>).value.order;
    expect(winner.promoCode).toBe(promo.code);
    expect(winner.discountMinor).toBeGreaterThan(0);
    // The refused customer's cart is left as it was.
    const loser = winner.customerId === a ? b : a;
    expect(await countRows(t.services, 'cart_items', `customer_id = '${loser}'`)).toBe(1);
    expect(await countRows(t.services, 'orders', `customer_id = '${loser}'`)).toBe(0);
  });

  it('cancelling an unpaid order gives the use back, once; a paid order cannot be cancelled by its customer', async () => {
    const promo = await codeWithUses(1);
    const customer = await customerWithCart(t.services, [CARTON]);
    await t.services.cart.applyPromoCode(customer, promo.code, 'fr');
    const { order } = await place(customer, 'pay_later');
    expect(await usedOf(promo.id)).toBe(1);
    await Promise.all([
      t.services.orders.cancel(customer, order.id),
      t.services.orders.cancel(customer, order.id),
    ]);
    expect(await usedOf(promo.id)).toBe(0);
    const [redemption] = await t.services.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.orderId, order.id));
    expect(redemption!.releasedAt).not.toBeNull();
    expect(await historyOf(t.services, order.id)).toEqual([
      'pay_status:pending→on_hand:customer',
      'status:pending→canceled:customer',
    ]);
    expect(await mailSubjectsTo(t.services, await emailOf(t.services, customer))).toEqual(
      [`Order ${order.number} received`, `Order ${order.number}: Canceled`].sort(),
    );
    // The notification names the status in the reader's language.
    for (const [locale, word] of [
      ['fr', 'Annulée'],
      ['en', 'Canceled'],
      ['ar', 'ملغى'],
    ] as const) {
      const page = await t.services.notifications.list(customer, locale);
      expect(page.data[0]!.title).toBe(
        locale === 'fr'
          ? `Commande ${order.number} : ${word}`
          : locale === 'en'
            ? `Order ${order.number}: ${word}`
            : `الطلب ${isolate(order.number)}: ${word}`,
      );
    }

    const paid = await customerWithCart(t.services, [CARTON]);
    const placed = await place(paid, 'pay_now');
    const [row] = await t.services.payments.listFor('order', placed.order.id);
    await t.services.payments.sandbox.hosted.pay(row!.providerRef!, card('4242424242424242'));
    await t.services.payments.confirm(row!.id, 'redirect');
    await expect(t.services.orders.cancel(paid, placed.order.id)).rejects.toMatchObject({
      code: OrderErrors.transitionRefused,
    });
  });
});
