import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import type { Locale } from '../../../common/i18n/languages';
import type { Services } from '../../services';
import { users } from '../accounts/schema';
import { customerWithToken, newCustomer } from '../cart/test-helpers';
import { historyRowsOf } from '../../test/history';
import { outboxMailsTo } from '../../test/outbox';
import { orderHistory, orders } from './schema';

/** A customer whose mails are written in `locale`, with items in their cart. */
export async function customerWithCart(
  services: Services,
  items: { service: string; package?: string }[],
  locale: Locale = 'en',
) {
  const id = await newCustomer(services);
  await services.db.update(users).set({ locale }).where(eq(users.id, id));
  for (const item of items) {
    const added = await services.cart.add(
      id,
      item.package
        ? { type: 'package', service_id: item.service, package_id: item.package }
        : { type: 'service', service_id: item.service },
    );
    if (!added.ok) throw new Error(`could not add ${item.service}: ${added.reason}`);
  }
  return id;
}

/** The subjects of the mails waiting in the outbox for `to`, sorted (jobs of one instant have no order). */
export async function mailSubjectsTo(services: Services, to: string) {
  return (await outboxMailsTo(services, to)).map((mail) => mail.subject).sort();
}

export async function emailOf(services: Services, customerId: string) {
  const [row] = await services.db.select({ email: users.email }).from(users).where(eq(users.id, customerId));
  return row!.email;
}

/** An order's history as "field:from→to:actor". */
export async function historyOf(services: Services, orderId: string) {
  const rows = await historyRowsOf(services, orderHistory, orderHistory.orderId, orderId);
  return rows.map((row) => `${row.field}:${row.fromValue}→${row.toValue}:${row.actor}`);
}

/** A customer (writing in `locale`) with a pay-now order placed through the API: its payment and payment page. */
export async function payNowOrderThroughApi(t: { app: Express; services: Services }, locale: Locale = 'fr') {
  const api = () => request(t.app);
  const { id: customer, auth } = await customerWithToken(t.services);
  await t.services.db.update(users).set({ locale }).where(eq(users.id, customer));
  await api()
    .post('/api/cart/items')
    .set(auth)
    .send({ type: 'package', service_id: 'carton-double-cannelure', package_id: 'lot-100' });
  const placed = await api()
    .post('/api/checkout')
    .set({ ...auth, 'Idempotency-Key': randomUUID(), 'Accept-Language': locale })
    .send({ payment_mode: 'pay_now' });
  expect(placed.status).toBe(201);
  const orderId = placed.body.data.order.id as string;
  const [payment] = await t.services.payments.listFor('order', orderId);
  return { customer, auth, orderId, payment: payment!, pageUrl: placed.body.data.redirect_url as string };
}

/** A payment's moves as `from→to:actor[:reason]`, oldest first. */
export const paymentHistoryOf = async (services: Services, paymentId: string) =>
  (await services.payments.history(paymentId)).map(
    (h) => `${h.fromStatus}→${h.toStatus}:${h.actor}${h.reason ? `:${h.reason}` : ''}`,
  );

/** A canceled order whose late payment the scheduler refunded: the order, its history and the payment's say so. */
export async function expectLatePaymentRefunded(services: Services, orderId: string, paymentId: string) {
  const [order] = await services.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order).toMatchObject({ status: 'canceled', payStatus: 'refund' });
  expect(await historyOf(services, orderId)).toEqual([
    'status:pending→canceled:customer',
    expect.stringMatching(/^pay_status:pending→paid:(scheduler|webhook)$/),
    'pay_status:paid→refund:scheduler',
  ]);
  expect(await paymentHistoryOf(services, paymentId)).toEqual([
    expect.stringMatching(/^pending→succeeded:(scheduler|webhook)$/),
    'succeeded→refunded:scheduler:order_canceled',
  ]);
}
