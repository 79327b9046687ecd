import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { rowsOf } from '../../test/database';
import { users } from '../accounts/schema';
import { newCustomer } from '../cart/test-helpers';
import { notifications } from './schema';
import type { NotificationMessage } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { worker: false });
  await seedDemoShop(t.services);
}, 180_000);
afterAll(() => t.close());

const message = { key: 'subscription_ended', params: { number: 'A-1' } } satisfies NotificationMessage;

/** What the counter must always equal: the unread rows, counted the slow way. */
async function counted(userId: string) {
  const [row] = rowsOf<{ n: number }>(
    await t.services.db.execute(
      sql`select count(*)::int as n from notifications where user_id = ${userId} and read = 0`,
    ),
  );
  return Number(row!.n);
}

describe("the header's unread count is a counter kept in the writing transaction", () => {
  it('follows inserts (one by one and in a batch), reads, "mark all read" and deletes', async () => {
    const { notifications: service, db, clock } = t.services;
    const user = await newCustomer(t.services);
    const other = await newCustomer(t.services);
    expect(await service.unreadCount(user)).toBe(0);

    const first = await service.create(user, message);
    await service.create(user, message);
    await service.create(other, message);
    await db.insert(notifications).values(
      [user, user, other, user].map((userId, i) => ({
        userId,
        messageKey: 'subscription_ended',
        read: i === 3 ? 1 : 0,
        createdAt: clock.now(),
      })),
    );
    expect(await service.unreadCount(user)).toBe(4);
    expect(await service.unreadCount(other)).toBe(2);

    await service.markRead(user, first.id);
    await service.markRead(user, first.id); // already read: no change
    expect(await service.unreadCount(user)).toBe(3);

    // A rolled-back insert leaves the counter as it was.
    await expect(
      db.transaction(async (tx) => {
        await service.create(user, message, { tx });
        throw new Error('called off');
      }),
    ).rejects.toThrow('called off');
    expect(await service.unreadCount(user)).toBe(3);

    await db.delete(notifications).where(eq(notifications.id, (await service.create(user, message)).id));
    expect(await service.unreadCount(user)).toBe(await counted(user));

    expect(await service.markAllRead(user)).toBe(3);
    expect(await service.unreadCount(user)).toBe(0);
    expect(await service.unreadCount(other)).toBe(await counted(other));
  });

  it("reads the cart count with it in one statement, and a deleted customer's counter goes with them", async () => {
    const { notifications: service, cart, db } = t.services;
    const user = await newCustomer(t.services);
    await service.create(user, message);
    await cart.add(user, { type: 'service', service_id: 'stockage-climatise' });
    expect(await service.unreadCountWith(user, { cart: cart.countSql(user) })).toEqual({
      unread: 1,
      cart: 1,
    });
    await db.delete(users).where(eq(users.id, user));
    expect(await service.unreadCount(user)).toBe(0);
  });
});
