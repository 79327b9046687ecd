import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { postgresDatabase, type Database } from './db/connection';
import { customerWithToken } from './modules/cart/test-helpers';
import { buildDir, migrationsFolder } from './paths';
import { createLogger } from './platform/logger';
import { createServices } from './services';
import { withDatabase } from './test/global-setup';
import { assertFreshBuild } from './test/pages';

/**
 * Three real processes of the built server on one fresh PostgreSQL database, as behind a load
 * balancer (ADR-0017). PostgreSQL only: PGlite is an embedded database inside one process, which no
 * second process can open.
 */
const url = process.env.DATABASE_URL;
const SECRET = 'multi-process-secret-multi-process-secret';
const ADMIN = { email: 'ops@example.test', password: 'admin passphrase 42' };
const SLUG = 'carton-double-cannelure';

interface Proc {
  url: string;
  child: ChildProcess;
  exited: number | null;
  output: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(databaseUrl: string, port: number, env: Record<string, string> = {}): Proc {
  const child = spawn(process.execPath, [join(buildDir, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'emballo-mp-')),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '4',
      SESSION_SECRET: SECRET,
      SEED_DEMO: 'always',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      RATE_LIMIT_API: '100000',
      RATE_LIMIT_FORMS: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { url: `http://127.0.0.1:${port}`, child, exited: null, output: '' };
  // Logs (JSON lines on stdout) and anything thrown (stderr), to tell why a process stopped.
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => (proc.output += chunk));
  child.on('exit', (code) => (proc.exited = code ?? -1));
  return proc;
}

async function healthy(proc: Proc, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exited !== null) throw new Error(`process exited ${proc.exited}: ${proc.output}`);
    const res = await fetch(`${proc.url}/healthz`).catch(() => null);
    if (res?.ok) return Date.now();
    if (Date.now() > deadline) throw new Error(`${proc.url} not healthy within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!url)('several processes on one PostgreSQL (skipped on PGlite: one process only)', () => {
  const name = `emballo_mp_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let databaseUrl: string;
  let procs: Proc[] = [];
  let database: Database;

  beforeAll(async () => {
    assertFreshBuild();
    if (!existsSync(join(buildDir, 'main.js'))) throw new Error('run `npm run build` first');
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    databaseUrl = withDatabase(url!, name);
  }, 30_000);

  afterAll(async () => {
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.exited !== null) return resolve();
            p.child.once('exit', () => resolve());
            p.child.kill('SIGTERM');
          }),
      ),
    );
    await database?.close();
    await admin?.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin?.end();
  }, 30_000);

  it('start at once on an empty database: all up, each migration applied once, one admin', async () => {
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    procs = ports.map((port) => start(databaseUrl, port));
    await Promise.all(procs.map((p) => healthy(p, 45_000)));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const { rows } = await db.query<{ rows: number; hashes: number }>(
        'select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
      );
      expect(rows[0]).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });
      const admins = await db.query('select 1 from users where email = $1', [ADMIN.email]);
      expect(admins.rowCount).toBe(1);
      // Seeded once (SEED_DEMO=always on each): one settings row, the demo services once.
      expect((await db.query('select 1 from site_settings')).rowCount).toBe(1);
    } finally {
      await db.end();
    }
    expect(procs.map((p) => p.exited)).toEqual([null, null, null]);
  }, 60_000);

  it('a process whose port is taken exits with status 1 (it does not run jobs unseen)', async () => {
    const taken = Number(new URL(procs[0]!.url).port);
    const late = start(databaseUrl, taken, { LOG_LEVEL: 'error' });
    const code = await new Promise<number | null>((resolve) => late.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(late.output).toContain('cannot listen');
  }, 45_000);

  it('a rename through one process shows on another’s public page within a second', async () => {
    const [first, second] = procs as [Proc, Proc];
    const page = `${second.url}/fr/produits/${SLUG}`;
    // The second process has its page stored (anonymous visitors share it).
    const visit = async () => {
      const res = await fetch(page);
      return { status: res.status, cache: res.headers.get('x-page-cache'), html: await res.text() };
    };
    expect((await visit()).status).toBe(200);
    expect((await visit()).cache).toBe('hit');
    const newName = `Carton renommé ${randomUUID().slice(0, 8)}`;
    // Through the first process's pool, as its editor saves: the trigger announces it to all.
    const through = postgresDatabase(databaseUrl, 1);
    try {
      await through.db.execute(
        sql`update service_translations set name = ${newName}
          where locale = 'fr' and service_id = (select id from services where slug = ${SLUG})`,
      );
    } finally {
      await through.close();
    }
    const renamed = Date.now();
    let seenAfter = -1;
    while (Date.now() - renamed < 5000) {
      const { html } = await visit();
      if (html.includes(newName)) {
        seenAfter = Date.now() - renamed;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(`renamed service shown by another process after ${seenAfter} ms`);
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThan(1000);
    expect(first.exited).toBeNull();
  }, 20_000);

  it('connections killed under load: no process exits, all serve again, every acknowledged order once', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'emballo-mp-')),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'silent',
    });
    database = postgresDatabase(databaseUrl, 2);
    const services = createServices({ config, database, logger: createLogger('silent') });
    const customers = await Promise.all(Array.from({ length: 6 }, () => customerWithToken(services)));

    const acknowledged = new Map<string, string>(); // key → order id
    const keys: string[] = [];
    const statuses: Record<string, number> = {};
    let stop = false;
    const post = (proc: Proc, path: string, auth: Record<string, string>, body: object, key?: string) =>
      fetch(`${proc.url}${path}`, {
        method: 'POST',
        headers: {
          ...auth,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: JSON.stringify(body),
      })
        .then(async (res) => {
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          const body = (await res.json().catch(() => null)) as { data?: { order?: { id?: string } } } | null;
          return { status: res.status, body };
        })
        .catch(() => ({ status: 0, body: null }));

    const shopper = async ({ auth }: { auth: Record<string, string> }, n: number) => {
      for (let round = 0; !stop; round++) {
        const proc = procs[(n + round) % procs.length]!;
        const added = await post(proc, '/api/cart/items', auth, { type: 'service', service_id: SLUG });
        if (added.status !== 201) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        const key = randomUUID();
        keys.push(key);
        // Retried with the same key, on any process, until it is acknowledged (or the run ends).
        for (let attempt = 0; ; attempt++) {
          const placed = await post(
            procs[(n + round + attempt) % procs.length]!,
            '/api/checkout',
            auth,
            {
              payment_mode: 'pay_later',
            },
            key,
          );
          if (placed.status === 201 || placed.status === 200) {
            acknowledged.set(key, placed.body?.data?.order?.id ?? '');
            break;
          }
          if (stop && attempt > 20) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const shoppers = customers.map((c, n) => shopper(c, n));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const kill = async () => {
      const { rows } = await admin.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = $1 and application_name like 'emballo%'`,
        [name],
      );
      return rows[0]!.n;
    };
    const killed = (await kill()) + (await new Promise((r) => setTimeout(r, 700)).then(kill));
    const killedAt = Date.now();
    await Promise.all(procs.map((p) => healthy(p, 10_000)));
    const servingAgainAfter = Date.now() - killedAt;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop = true;
    await Promise.all(shoppers);
    console.log(
      'connections killed:',
      killed,
      'serving again after',
      servingAgainAfter,
      'ms; statuses',
      statuses,
    );

    expect(killed).toBeGreaterThan(3);
    expect(procs.map((p) => p.exited)).toEqual([null, null, null]);
    expect(procs.map((p) => p.output).join('')).not.toContain("Unhandled 'error' event");
    expect(statuses['500'] ?? 0).toBe(0);
    expect(acknowledged.size).toBeGreaterThan(0);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db
      .query<{ checkout_key: string; id: string; n: number }>(
        `select checkout_key, min(id::text) as id, count(*)::int as n from orders
          where checkout_key = any($1) group by checkout_key`,
        [keys],
      )
      .finally(() => db.end());
    const stored = new Map(rows.map((r) => [r.checkout_key, r]));
    for (const [key, id] of acknowledged) expect(stored.get(key)?.id, key).toBe(id);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  }, 60_000);
});
