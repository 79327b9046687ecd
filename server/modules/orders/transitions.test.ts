import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus, PayStatus } from '../../../common/orders/types';
import { createTestApp } from '../../test/app';
import { newCustomer } from '../cart/test-helpers';
import { nextOrderNumber } from './numbers';
import { orderHistory, orders } from './schema';
import { OrderErrors } from './errors';
import { moveStatus, movePayStatus } from './transitions';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp({}, { worker: false });
  customerId = await newCustomer(t.services);
});
afterAll(() => t.close());

/** An order written straight to the table, in the given statuses. */
async function newOrder(status: OrderStatus = 'pending', payStatus: PayStatus = 'pending') {
  const now = t.services.clock.now();
  return t.services.db.transaction(async (tx) => {
    const n = await nextOrderNumber(tx, 2030);
    const id = randomUUID();
    await tx.insert(orders).values({
      id,
      ...n,
      customerId,
      status,
      payStatus,
      paymentMode: 'pay_later',
      locale: 'fr',
      currency: 'MAD',
      subtotalMinor: 1000,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor: 1000,
      checkoutKey: randomUUID(),
      createdAt: now,
      updatedAt: now,
    });
    return id;
  });
}

const historyOf = (orderId: string) =>
  t.services.db
    .select({
      field: orderHistory.field,
      from: orderHistory.fromValue,
      to: orderHistory.toValue,
      actor: orderHistory.actor,
    })
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.id));

describe('order transitions', () => {
  it('move by compare-and-set and write one history row each, with the actor', async () => {
    const id = await newOrder();
    const { clock, db } = t.services;
    await db.transaction((tx) => movePayStatus(tx, clock, { orderId: id, to: 'paid', actor: 'webhook' }));
    await db.transaction((tx) => moveStatus(tx, clock, { orderId: id, to: 'approved', actor: 'webhook' }));
    await db.transaction((tx) => moveStatus(tx, clock, { orderId: id, to: 'done', actor: 'admin' }));
    expect(await historyOf(id)).toEqual([
      { field: 'pay_status', from: 'pending', to: 'paid', actor: 'webhook' },
      { field: 'status', from: 'pending', to: 'approved', actor: 'webhook' },
      { field: 'status', from: 'approved', to: 'done', actor: 'admin' },
    ]);
  });

  it('do nothing when the order is already there (a repeat writes no second row)', async () => {
    const id = await newOrder();
    const { clock, db } = t.services;
    const first = await db.transaction((tx) =>
      moveStatus(tx, clock, { orderId: id, to: 'canceled', actor: 'customer' }),
    );
    const again = await db.transaction((tx) =>
      moveStatus(tx, clock, { orderId: id, to: 'canceled', actor: 'customer' }),
    );
    expect([first.moved, again.moved]).toEqual([true, false]);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('refuse a move the machine does not allow with a typed error, and write nothing', async () => {
    const { clock, db } = t.services;
    const paid = await newOrder('pending', 'paid');
    await expect(
      db.transaction((tx) => moveStatus(tx, clock, { orderId: paid, to: 'canceled', actor: 'customer' })),
    ).rejects.toMatchObject({ code: OrderErrors.transitionRefused });
    const closed = await newOrder('closed', 'paid');
    await expect(
      db.transaction((tx) => moveStatus(tx, clock, { orderId: closed, to: 'approved', actor: 'admin' })),
    ).rejects.toMatchObject({ code: OrderErrors.transitionRefused });
    await expect(
      db.transaction((tx) => movePayStatus(tx, clock, { orderId: closed, to: 'pending', actor: 'admin' })),
    ).rejects.toMatchObject({ code: OrderErrors.transitionRefused });
    const [row] = await db.select().from(orders).where(eq(orders.id, paid));
    expect(row!.status).toBe('pending');
    expect(await historyOf(paid)).toEqual([]);
    expect(await historyOf(closed)).toEqual([]);
  });

  it('answer orders.not_found for an unknown order', async () => {
    await expect(
      t.services.db.transaction((tx) =>
        moveStatus(tx, t.services.clock, { orderId: randomUUID(), to: 'approved', actor: 'admin' }),
      ),
    ).rejects.toMatchObject({ code: OrderErrors.notFound });
  });

  it('number a year in sequence, each year from 1', async () => {
    const { db } = t.services;
    const a = await nextOrderNumber(db, 2041);
    const b = await nextOrderNumber(db, 2041);
    const other = await nextOrderNumber(db, 2042);
    expect([a.number, b.number, other.number]).toEqual(['2041-000001', '2041-000002', '2042-000001']);
  });
});
