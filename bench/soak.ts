// `npm run soak`: a bounded load-and-fault run on loopback only.
// 1. SOAK_SECONDS (default 300) of mixed traffic at 100 connections: no 5xx allowed.
// 2. The limits the load runs raise, at their configured defaults: they answer 429.
// 3. On a private PostgreSQL cluster, two processes of the app; the database is restarted in the
//    middle of a write run with checkouts in flight: no process may exit, both must report unhealthy,
//    recover by themselves, keep every write they acknowledged with 2xx, and every checkout retried
//    with its Idempotency-Key (on either process) must be one order.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { solvedPayloads } from './captcha';
import { createPostgresCluster } from './postgres-cluster';
import { startServer, type RunningServer } from './server';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { customerWithToken } from '../server/modules/cart/test-helpers';
import { createLogger } from '../server/platform/logger';
import { createServices } from '../server/services';

const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? 'build-bench';
const PORT = Number(process.env.SOAK_PORT ?? 3295);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'PASS' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

async function mixedTraffic() {
  const server = await startServer({ buildDir: BUILD_DIR, port: PORT });
  try {
    const payloads = await solvedPayloads(Math.min(SECONDS * 400, 150_000));
    let n = 0;
    const json = { 'Content-Type': 'application/json' };
    const result = await autocannon({
      url: server.url,
      connections: 100,
      duration: SECONDS,
      requests: [
        { method: 'GET', path: '/fr' },
        { method: 'GET', path: '/ar/produits' },
        { method: 'GET', path: '/en/search-result?q=carton' },
        { method: 'GET', path: '/fr/search-result?q=stokage' },
        {
          method: 'POST',
          path: '/api/contact_requests/subscribe',
          headers: json,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ email: `soak-${n}@example.com`, altcha: payloads[n++ % payloads.length] }),
          }),
        },
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: json,
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-123' }),
        },
        { method: 'GET', path: '/api/user/get_notifications?sort=desc' },
        { method: 'GET', path: '/gallery' },
      ],
    });
    const stats = result.statusCodeStats as Record<string, { count: number }>;
    const fiveXx = Object.entries(stats)
      .filter(([code]) => code.startsWith('5'))
      .reduce((sum, [, s]) => sum + s.count, 0);
    console.log(
      `mixed traffic: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, status codes`,
      Object.fromEntries(Object.entries(stats).map(([c, s]) => [c, s.count])),
    );
    check(fiveXx === 0, `mixed traffic for ${SECONDS} s at 100 connections answered no 5xx (saw ${fiveXx})`);
    check(result.errors === 0, `no connection errors (saw ${result.errors})`);
  } finally {
    await server.stop();
  }
}

/** The load runs raise the rate limits; here they are left at their defaults and must hold. */
async function rateLimitsHold() {
  const server = await startServer({
    buildDir: BUILD_DIR,
    port: PORT + 2,
    env: { RATE_LIMIT_API: '600', RATE_LIMIT_FORMS: '10' },
  });
  try {
    const statuses: number[] = [];
    let limited: Response | null = null;
    for (let i = 0; i < 650 && !limited; i++) {
      const res = await fetch(`${server.url}/api/user/get_notifications?sort=desc`);
      statuses.push(res.status);
      if (res.status === 429) limited = res;
      else await res.arrayBuffer();
    }
    const body = limited ? ((await limited.json()) as { message?: unknown }) : {};
    check(
      !!limited &&
        statuses.length > 600 &&
        typeof body.message === 'string' &&
        !!limited.headers.get('Retry-After'),
      `the API answers 429 {message} with Retry-After past 600 requests per window (after ${statuses.length})`,
    );
    const payloads = await solvedPayloads(12);
    const formStatuses: number[] = [];
    for (const [i, altcha] of payloads.entries()) {
      const res = await fetch(`${server.url}/api/contact_requests/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9' },
        body: JSON.stringify({ email: `limit-${i}@example.com`, altcha }),
      });
      formStatuses.push(res.status);
    }
    check(
      formStatuses.slice(0, 10).every((s) => s === 200) && formStatuses.slice(10).every((s) => s === 429),
      `the newsletter answers 429 past 10 sign-ups per window (${formStatuses.join(' ')})`,
    );
  } finally {
    await server.stop();
  }
}

/** Customers buying in loops on `servers`, each checkout retried with its key until acknowledged. */
function shoppers(servers: RunningServer[], tokens: Record<string, string>[]) {
  const acknowledged = new Map<string, string>();
  const keys: string[] = [];
  let stop = false;
  const post = async (
    server: RunningServer,
    path: string,
    auth: Record<string, string>,
    body: object,
    key?: string,
  ) => {
    try {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json().catch(() => null)) as { data?: { order?: { id?: string } } } | null,
      };
    } catch {
      return { status: 0, body: null };
    }
  };
  const loop = async (auth: Record<string, string>, n: number) => {
    for (let round = 0; !stop; round++) {
      const added = await post(servers[(n + round) % servers.length]!, '/api/cart/items', auth, {
        type: 'service',
        service_id: 'carton-double-cannelure',
      });
      if (added.status !== 201) {
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      const key = randomUUID();
      keys.push(key);
      for (let attempt = 0; attempt < 200; attempt++) {
        const server = servers[(n + round + attempt) % servers.length]!;
        const placed = await post(server, '/api/checkout', auth, { payment_mode: 'pay_later' }, key);
        const id = placed.body?.data?.order?.id;
        if ((placed.status === 201 || placed.status === 200) && id) {
          acknowledged.set(key, id);
          break;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  const running = tokens.map(loop);
  return {
    acknowledged,
    keys,
    async stop() {
      stop = true;
      await Promise.all(running);
    },
  };
}

async function databaseRestart() {
  const cluster = createPostgresCluster(Number(process.env.SOAK_PG_PORT ?? 55433));
  cluster.init();
  cluster.start();
  const env = { DATABASE_URL: cluster.url, SEED_DEMO: 'always', DATABASE_POOL_MAX: '5' };
  const servers = await Promise.all([
    startServer({ buildDir: BUILD_DIR, port: PORT + 1, env }),
    startServer({ buildDir: BUILD_DIR, port: PORT + 3, env }),
  ]);
  const exits: string[] = [];
  for (const server of servers)
    server.process.on('exit', (code) => exits.push(`${server.url} exited ${code}`));
  const acknowledged: string[] = [];
  const database = await openDatabase({ databaseUrl: cluster.url, dataDir: servers[0]!.dataDir });
  try {
    const services = createServices({
      config: loadConfig({ DATABASE_URL: cluster.url, DATA_DIR: servers[0]!.dataDir, LOG_LEVEL: 'silent' }),
      database,
      logger: createLogger('silent'),
    });
    const customers = await Promise.all(Array.from({ length: 8 }, () => customerWithToken(services)));
    const buying = shoppers(
      servers,
      customers.map((c) => c.auth),
    );
    const payloads = await solvedPayloads(4000);
    let n = 0;
    let stop = false;
    let sawUnhealthy = 0;
    const writer = async (w: number) => {
      while (!stop) {
        const email = `restart-${n}@example.com`;
        const altcha = payloads[n++ % payloads.length];
        try {
          const res = await fetch(`${servers[w % servers.length]!.url}/api/contact_requests/subscribe`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email, altcha }),
          });
          if (res.ok) acknowledged.push(email);
        } catch {
          // a refused write is fine; only acknowledged ones must survive
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    await new Promise((r) => setTimeout(r, 4000));
    cluster.stop();
    for (const server of servers) {
      for (let i = 0; i < 20; i++) {
        const health = await fetch(`${server.url}/healthz`).catch(() => null);
        if (health?.status === 503) {
          sawUnhealthy++;
          break;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    check(
      sawUnhealthy === servers.length,
      'both processes report unhealthy (503) while their database is down',
    );
    await new Promise((r) => setTimeout(r, 2000));
    cluster.start();
    const restartedAt = Date.now();
    let recovered = 0;
    for (const server of servers) {
      for (let i = 0; i < 60; i++) {
        const health = await fetch(`${server.url}/healthz`).catch(() => null);
        if (health?.status === 200) {
          recovered++;
          break;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    check(
      recovered === servers.length,
      `both processes recover by themselves once the database is back (${Date.now() - restartedAt} ms)`,
    );
    await new Promise((r) => setTimeout(r, 4000));
    stop = true;
    await Promise.all(writers);
    await buying.stop();
    check(exits.length === 0, `no process exited during the restart (${exits.join(', ') || 'none'})`);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ email: string }>('select email from newsletter_subscribers');
    const orders = await client.query<{ checkout_key: string; id: string; n: number }>(
      `select checkout_key, min(id::text) as id, count(*)::int as n from orders
        where checkout_key = any($1) group by checkout_key`,
      [buying.keys],
    );
    await client.end();
    const stored = new Set(rows.map((r) => r.email));
    const lost = acknowledged.filter((e) => !stored.has(e));
    check(acknowledged.length > 0, `writes were acknowledged around the restart (${acknowledged.length})`);
    check(lost.length === 0, `every acknowledged write is in the database (lost ${lost.length})`);
    const placed = new Map(orders.rows.map((r) => [r.checkout_key, r]));
    const missing = [...buying.acknowledged].filter(([key, id]) => placed.get(key)?.id !== id);
    check(
      buying.acknowledged.size > 0,
      `checkouts were acknowledged around the restart (${buying.acknowledged.size})`,
    );
    check(missing.length === 0, `every acknowledged order is in the database (missing ${missing.length})`);
    check(
      orders.rows.every((r) => r.n === 1),
      `every checkout key, retried on either process, is one order (${orders.rows.length} keys)`,
    );
  } finally {
    await database.close();
    await Promise.all(servers.map((s) => s.stop()));
    cluster.destroy();
  }
}

console.log('building…');
execFileSync('npm', ['run', 'build'], { stdio: 'ignore', env: { ...process.env, BUILD_DIR } });
await mixedTraffic();
await rateLimitsHold();
await databaseRestart();
console.log(failures.length ? `soak: ${failures.length} check(s) failed` : 'soak: all checks passed');
process.exit(failures.length ? 1 : 0);
