import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL_APPLICATION_NAME } from '../db/connection';
import { seedDemoShop } from '../db/seed';
import { customerWithToken } from '../modules/cart/test-helpers';
import { createTestApp } from '../test/app';
import { connectionUrlOf, rowsOf } from '../test/database';
import { createTestPages, visitor } from '../test/pages';

// PGlite is one embedded connection inside the process: there is no connection to lose.
/**
 * Starts `requests` while `table` is locked (so they wait on it, each holding a pooled connection),
 * then has the server end the pool's connections; their answers.
 */
async function cutWhileWaiting<T>(
  admin: pg.Client,
  table: string,
  requests: () => PromiseLike<T>,
): Promise<T> {
  await admin.query('begin');
  await admin.query(`lock table ${table} in access exclusive mode`);
  const inFlight = requests();
  await new Promise((resolve) => setTimeout(resolve, 700));
  await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = $1 and datname = current_database()`,
    [POOL_APPLICATION_NAME],
  );
  await admin.query('rollback');
  return await inFlight;
}

describe.skipIf(!process.env.DATABASE_URL)('a checkout whose connection is lost (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestApp({}, { worker: false });
    await seedDemoShop(t.services);
    admin = new pg.Client({ connectionString: connectionUrlOf(t.database)! });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  it('answers 503 with Retry-After in the reader’s language; the same key again places one order', async () => {
    const { id, auth } = await customerWithToken(t.services);
    const added = await request(t.app)
      .post('/api/cart/items')
      .set(auth)
      .send({ type: 'package', service_id: 'carton-double-cannelure', package_id: 'lot-100' });
    expect(added.status).toBe(201);
    const key = randomUUID();
    const checkout = () =>
      request(t.app)
        .post('/api/checkout')
        .set({ ...auth, 'Idempotency-Key': key, 'Accept-Language': 'fr' })
        .send({ payment_mode: 'pay_later' });

    // The checkouts wait on the orders table, each holding a pooled connection, when the server cuts them.
    const cut = await cutWhileWaiting(admin, 'orders', () => Promise.all([checkout(), checkout()]));
    for (const res of cut) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.body).toEqual({
        message: 'La boutique est momentanément indisponible. Réessayez dans un instant.',
      });
    }

    // The customer retries with the same key: one order, however many times.
    const [first, again] = [await checkout(), await checkout()];
    expect(first.status).toBe(201);
    expect(again.body.data.order.id).toBe(first.body.data.order.id);
    const orders = rowsOf<{ n: number }>(
      await t.services.db.execute(sql`select count(*)::int as n from orders where customer_id = ${id}`),
    );
    expect(orders[0]!.n).toBe(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a page whose connection is lost (PostgreSQL)', () => {
  it('answers 503 with Retry-After, and the next visit is served', async () => {
    const t = await createTestPages({}, { worker: false });
    const admin = new pg.Client({ connectionString: connectionUrlOf(t.database)! });
    await admin.connect();
    try {
      await seedDemoShop(t.services);
      const browser = visitor(t.app);
      expect((await browser.get('/fr/search-result?q=carton')).status).toBe(200);
      // A search not stored yet (ADR-0101) reads its table: it waits on it, holding a connection,
      // when cut.
      const path = '/fr/search-result?q=papier';
      const res = await cutWhileWaiting(admin, 'search_documents', () => browser.get(path));
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect((await browser.get(path)).status).toBe(200);
    } finally {
      await admin.end();
      await t.close();
    }
  });
});
