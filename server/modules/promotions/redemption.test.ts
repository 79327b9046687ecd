import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type Database } from '../../db/connection';
import { createTestApp } from '../../test/app';
import { connectionUrlOf, rowsOf } from '../../test/database';
import { newCustomer } from '../cart/test-helpers';
import { promoCodes, promoRedemptions } from './schema';
import { createPromotionsService } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
/**
 * Where concurrent checkouts run: on PostgreSQL a pool of its own with a connection per racer (as
 * separate server processes would); PGlite has one connection, whose transactions take turns.
 */
let racers: Database;
beforeAll(async () => {
  t = await createTestApp({}, { worker: false });
  const url = connectionUrlOf(t.database);
  racers = url ? postgresDatabase(url, 12) : t.database;
});
afterAll(async () => {
  if (racers !== t.database) await racers.close();
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
let codes = 0;
const newCode = (overrides: Partial<Parameters<typeof t.services.promotions.create>[0]> = {}) =>
  t.services.promotions.create({
    code: `RACE${++codes}`,
    discountType: 'percent',
    discountValue: 10,
    ...overrides,
  });
let orders = 0;
const orderId = () => `order-${++orders}`;

async function usedOf(id: number) {
  const [row] = await t.services.db
    .select({ used: promoCodes.used })
    .from(promoCodes)
    .where(eq(promoCodes.id, id));
  return row!.used;
}
async function redemptionsOf(id: number) {
  const [row] = await t.services.db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.promoCodeId, id));
  return row!.n;
}

/**
 * `n` checkouts at once, each in a transaction of its own that redeems the code for a new order
 * and holds its transaction open a moment before committing. On PostgreSQL they all start their
 * transaction before any redeems (a barrier), so they truly overlap.
 */
async function raceRedemptions(n: number, promoCodeId: number, customers: string[]) {
  const promotions = createPromotionsService({ db: racers.db, clock: t.clock });
  let arrived = 0;
  let release!: () => void;
  const allThere = new Promise<void>((resolve) => (release = resolve));
  const barrier = async () => {
    if (racers.kind !== 'postgres') return;
    if (++arrived === n) release();
    await allThere;
  };
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      racers.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await barrier();
        const result = await promotions.redeem(tx, {
          promoCodeId,
          customerId: customers[i % customers.length]!,
          orderId: orderId(),
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
        return result;
      }),
    ),
  );
}

describe('redeeming a code in the order’s transaction', () => {
  it('takes one use and writes who used it for which order; releasing gives it back once', async () => {
    const { promotions, db } = t.services;
    const customer = await newCustomer(t.services);
    const id = await newCode({ usageLimit: 3 });
    const order = orderId();
    expect(
      await db.transaction((tx) =>
        promotions.redeem(tx, { promoCodeId: id, customerId: customer, orderId: order }),
      ),
    ).toEqual({
      ok: true,
    });
    expect(await usedOf(id)).toBe(1);
    expect(await promotions.usesBy(id, customer)).toBe(1);
    expect(await db.transaction((tx) => promotions.release(tx, order))).toBe(true);
    expect(await db.transaction((tx) => promotions.release(tx, order))).toBe(false);
    expect(await db.transaction((tx) => promotions.release(tx, 'order-never-placed'))).toBe(false);
    expect(await usedOf(id)).toBe(0);
    expect(await promotions.usesBy(id, customer)).toBe(0);
  });

  it('refuses a paused, not yet valid, expired or used-up code, changing nothing else of the order', async () => {
    const { promotions, db } = t.services;
    const customer = await newCustomer(t.services);
    const now = t.clock.now().getTime();
    const cases = [
      [await newCode({ status: 'paused' }), 'paused'],
      [await newCode({ startsAt: new Date(now + DAY) }), 'not_started'],
      [await newCode({ endsAt: new Date(now) }), 'expired'],
      [await newCode({ usageLimit: 0 }), 'limit_reached'],
    ] as const;
    for (const [id, reason] of cases) {
      const outcome = await db.transaction(async (tx) => {
        // The order's own writes before the redemption are kept when the code is refused.
        await tx.execute(sql`create temporary table if not exists order_work (n int) on commit drop`);
        await tx.execute(sql`insert into order_work values (1)`);
        const result = await promotions.redeem(tx, {
          promoCodeId: id,
          customerId: customer,
          orderId: orderId(),
        });
        const [row] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from order_work`));
        return { result, kept: row!.n };
      });
      expect(outcome).toEqual({ result: { ok: false, reason }, kept: 1 });
      expect([await usedOf(id), await redemptionsOf(id)]).toEqual([0, 0]);
    }
  });

  it('refuses a second use by a customer at their limit, and gives the use back (savepoint)', async () => {
    const { promotions, db } = t.services;
    const customer = await newCustomer(t.services);
    const id = await newCode({ perCustomerLimit: 1, usageLimit: 10 });
    const redeem = () =>
      db.transaction((tx) =>
        promotions.redeem(tx, { promoCodeId: id, customerId: customer, orderId: orderId() }),
      );
    expect(await redeem()).toEqual({ ok: true });
    expect(await redeem()).toEqual({ ok: false, reason: 'customer_limit_reached' });
    expect(await usedOf(id)).toBe(1);
  });

  it('one code per order: a second redemption for the same order fails and takes nothing', async () => {
    const { promotions, db } = t.services;
    const customer = await newCustomer(t.services);
    const first = await newCode();
    const second = await newCode();
    const order = orderId();
    await db.transaction((tx) =>
      promotions.redeem(tx, { promoCodeId: first, customerId: customer, orderId: order }),
    );
    await expect(
      db.transaction((tx) =>
        promotions.redeem(tx, { promoCodeId: second, customerId: customer, orderId: order }),
      ),
    ).rejects.toThrow();
    expect(await usedOf(second)).toBe(0);
  });

  it('the database keeps `used` within the limit whatever the code does', async () => {
    const id = await newCode({ usageLimit: 1 });
    await expect(
      t.services.db.update(promoCodes).set({ used: 2 }).where(eq(promoCodes.id, id)),
    ).rejects.toThrow();
  });
});

describe(`concurrent checkouts (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('two checkouts racing for the last remaining use: exactly one gets it', async () => {
    const customers = [await newCustomer(t.services), await newCustomer(t.services)];
    const id = await newCode({ usageLimit: 5 });
    const earlier = await raceRedemptions(4, id, customers);
    expect(earlier.every((r) => r.ok)).toBe(true);
    expect(await usedOf(id)).toBe(4);
    const results = await raceRedemptions(2, id, customers);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'limit_reached' }]);
    expect([await usedOf(id), await redemptionsOf(id)]).toEqual([5, 5]);
  });

  it('ten checkouts for three remaining uses: three get one', async () => {
    const customers = await Promise.all(Array.from({ length: 10 }, () => newCustomer(t.services)));
    const id = await newCode({ usageLimit: 3 });
    const results = await raceRedemptions(10, id, customers);
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect([await usedOf(id), await redemptionsOf(id)]).toEqual([3, 3]);
  });

  it('one customer’s ten checkouts at once use a once-per-customer code once', async () => {
    const customer = await newCustomer(t.services);
    const id = await newCode({ perCustomerLimit: 1 });
    const results = await raceRedemptions(10, id, [customer]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'customer_limit_reached')).toHaveLength(9);
    expect([await usedOf(id), await redemptionsOf(id)]).toEqual([1, 1]);
  });

  it('five cancellations of one order at once give its use back once', async () => {
    const { promotions, db } = t.services;
    const customer = await newCustomer(t.services);
    const id = await newCode({ usageLimit: 2 });
    const order = orderId();
    await db.transaction((tx) =>
      promotions.redeem(tx, { promoCodeId: id, customerId: customer, orderId: order }),
    );
    await db.transaction((tx) =>
      promotions.redeem(tx, { promoCodeId: id, customerId: customer, orderId: orderId() }),
    );
    const racing = createPromotionsService({ db: racers.db, clock: t.clock });
    const released = await Promise.all(
      Array.from({ length: 5 }, () => racers.db.transaction((tx) => racing.release(tx, order))),
    );
    expect(released.filter(Boolean)).toHaveLength(1);
    expect(await usedOf(id)).toBe(1);
  });
});
