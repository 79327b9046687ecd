import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import express from 'express';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type Database } from '../../db/connection';
import { LISTENER_APPLICATION_NAME } from '../../db/listen';
import { seedDemoShop } from '../../db/seed';
import { anonymousPages } from '../../http/anonymous-pages';
import { issueXsrfCookie } from '../../http/xsrf';
import { createTestApp } from '../../test/app';
import { connectionUrlOf, createTestDatabase, rowsOf } from '../../test/database';
import { waitFor } from '../../test/wait';
import { customerWithToken } from '../cart/test-helpers';

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Two instances of the service on one database, as two processes behind a load balancer: on
 * PostgreSQL each has a pool of its own (a second process's view); on PGlite they share the one
 * embedded connection, the notifications going through it.
 */
let database: Database;
let second: Database;
let a: App;
let b: App;
const postgresUrl = () => connectionUrlOf(database);

beforeAll(async () => {
  database = await createTestDatabase();
  const url = connectionUrlOf(database);
  second = url ? postgresDatabase(url, 4) : database;
  a = await createTestApp({}, { database, worker: false });
  b = await createTestApp({}, { database: second, worker: false });
  await seedDemoShop(a.services);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  if (second !== database) await second?.close();
  await database?.close();
});

const SLUG = 'carton-double-cannelure';

async function serviceId(slug = SLUG) {
  const [row] = rowsOf<{ id: number }>(
    await a.services.db.execute(sql`select id from services where slug = ${slug}`),
  );
  return row!.id;
}

/** A rename as the editor (or psql) makes it: one statement on a catalogue table, through `db`. */
async function rename(db: Database['db'], name: string, locale = 'fr') {
  const id = await serviceId();
  await db.execute(
    sql`update service_translations set name = ${name} where service_id = ${id} and locale = ${locale}`,
  );
}

const nameOn = async (app: App) => (await app.services.catalog.getService('fr', SLUG))?.service.name;

describe('caches across instances', () => {
  it('a rename through one instance reaches the other instance within a second', async () => {
    // Both have built their catalogue (and would serve it from memory for ever, before).
    expect(await nameOn(a)).toBe(await nameOn(b));
    const name = `Carton renommé ${randomUUID().slice(0, 6)}`;
    const generation = await b.services.caches.generation();
    await rename(a.services.db, name);
    // The news arrives within a second; reading the catalogue again takes what it takes on a busy machine.
    await waitFor(
      async () => (await b.services.caches.generation()) !== generation,
      1000,
      'the other instance hears of it',
    );
    expect(await nameOn(b)).toBe(name);
    expect(await nameOn(a)).toBe(name);
  });

  it('site settings and content changed through one instance are read again by the other', async () => {
    const before = await b.services.settings.getSiteSettings('fr');
    const company = `Emballo ${randomUUID().slice(0, 6)}`;
    await a.services.db.execute(sql`update site_settings set company_name = ${company}`);
    await waitFor(
      async () => (await b.services.settings.getSiteSettings('fr'))?.companyName === company,
      1000,
    );
    expect(before?.companyName).not.toBe(company);

    const faqsBefore = JSON.stringify(await b.services.content.listFaqGroups('fr'));
    await a.services.db.execute(
      sql`update faq_translations set question = question || ' ?' where locale = 'fr'`,
    );
    await waitFor(
      async () => JSON.stringify(await b.services.content.listFaqGroups('fr')) !== faqsBefore,
      1000,
    );
  });

  it('a blog post read (its view counted) changes nothing cached', async () => {
    const before = await b.services.caches.generation();
    await a.services.db.execute(sql`update blog_posts set views = views + 1`);
    await a.services.db.execute(sql`select 1`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await b.services.caches.generation()).toBe(before);
  });

  it('an order placed on an instance whose cache lags copies the name the tables say', async () => {
    // b stops hearing of changes (its notifications delayed, say): its snapshot keeps the old name.
    const stale = await nameOn(b);
    await b.services.caches.stop();
    try {
      const name = `Carton au nom neuf ${randomUUID().slice(0, 6)}`;
      await rename(a.services.db, name);
      await rename(a.services.db, `${name} EN`, 'en');
      expect(await nameOn(b)).toBe(stale);
      const { auth } = await customerWithToken(b.services);
      const added = await request(b.app)
        .post('/api/cart/items')
        .set(auth)
        .send({ type: 'service', service_id: SLUG });
      expect(added.status).toBe(201);
      const placed = await request(b.app)
        .post('/api/checkout')
        .set({ ...auth, 'Idempotency-Key': randomUUID() })
        .send({ payment_mode: 'pay_later' });
      expect(placed.status).toBe(201);
      const [line] = rowsOf<{ name_fr: string; name_en: string }>(
        await a.services.db.execute(
          sql`select name_fr, name_en from order_lines where order_id = ${placed.body.data.order.id}`,
        ),
      );
      expect(line).toEqual({ name_fr: name, name_en: `${name} EN` });
    } finally {
      await b.services.caches.start();
    }
  });
});

describe('the public pages’ validator', () => {
  function pagesOf(app: App) {
    const server = express();
    server.set('etag', false);
    server.use(issueXsrfCookie({ secure: false }));
    server.get('/{*splat}', anonymousPages(app.services, 'build-1'), (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end('<!doctype html><p>page</p>');
    });
    return server;
  }
  const COOKIE = `XSRF-TOKEN=${'a'.repeat(43)}; i18next=fr`;
  const etagOf = async (server: express.Express) =>
    (await request(server).get('/fr/produits').set('Cookie', COOKIE)).headers.etag as string;

  it('is the same on every instance and after a restart, and changes on every instance after a write', async () => {
    const [onA, onB] = [pagesOf(a), pagesOf(b)];
    const before = await etagOf(onA);
    expect(before).toMatch(/^W\//);
    expect(await etagOf(onB)).toBe(before);

    // A fresh instance on the same database (a restart) agrees: no per-process counter in it.
    const restarted = await createTestApp({}, { database, worker: false });
    try {
      expect(await etagOf(pagesOf(restarted))).toBe(before);
    } finally {
      await restarted.close();
    }

    await rename(a.services.db, `Carton ${randomUUID().slice(0, 6)}`);
    await waitFor(async () => (await etagOf(onB)) !== before, 1000, 'the other instance has a new validator');
    const after = await etagOf(onB);
    await waitFor(async () => (await etagOf(onA)) === after, 1000, 'both instances agree again');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a LISTEN connection lost (PostgreSQL)', () => {
  it('reconnects and treats every cache as stale: a change it never heard of shows', async () => {
    const url = postgresUrl()!;
    const name = `Carton jamais annoncé ${randomUUID().slice(0, 6)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      expect(await nameOn(b)).not.toBe(name);
      // Written with triggers off: no NOTIFY, as if it had been sent while the listener was away.
      await admin.query(`set session_replication_role = replica`);
      const id = await serviceId();
      await admin.query(`update service_translations set name = $1 where service_id = $2 and locale = 'fr'`, [
        name,
        id,
      ]);
      await admin.query(`set session_replication_role = origin`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await nameOn(b)).not.toBe(name);
      // Every listener of this database is cut; each reconnects and drops what it caches.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and datname = current_database()`,
        [LISTENER_APPLICATION_NAME],
      );
      await waitFor(async () => (await nameOn(b)) === name, 5000, 'the reconnected instance shows it');
    } finally {
      await admin.end();
    }
  });
});
