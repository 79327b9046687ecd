// `npm run soak`: a bounded load-and-fault run on loopback only.
// 1. SOAK_SECONDS (default 300) of mixed traffic at 100 connections: no 5xx allowed.
// 2. The limits the load runs raise, at their configured defaults: they answer 429.
// 3. On a private PostgreSQL cluster, the database is restarted in the middle of a write run: the
//    app must report unhealthy, recover by itself, and keep every write it acknowledged with 2xx.
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { solvedPayloads } from './captcha';
import { createPostgresCluster } from './postgres-cluster';
import { startServer } from './server';

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

async function databaseRestart() {
  const cluster = createPostgresCluster(Number(process.env.SOAK_PG_PORT ?? 55433));
  cluster.init();
  cluster.start();
  const server = await startServer({
    buildDir: BUILD_DIR,
    port: PORT + 1,
    env: { DATABASE_URL: cluster.url },
  });
  const acknowledged: string[] = [];
  try {
    const payloads = await solvedPayloads(4000);
    let n = 0;
    let stop = false;
    let sawUnhealthy = false;
    const writer = async () => {
      while (!stop) {
        const email = `restart-${n}@example.com`;
        const altcha = payloads[n++ % payloads.length];
        try {
          const res = await fetch(`${server.url}/api/contact_requests/subscribe`, {
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
    const writers = Array.from({ length: 8 }, writer);
    await new Promise((r) => setTimeout(r, 4000));
    cluster.stop();
    for (let i = 0; i < 20 && !sawUnhealthy; i++) {
      const health = await fetch(`${server.url}/healthz`).catch(() => null);
      sawUnhealthy = health?.status === 503;
      await new Promise((r) => setTimeout(r, 250));
    }
    check(sawUnhealthy, 'the app reports unhealthy (503) while its database is down');
    await new Promise((r) => setTimeout(r, 2000));
    cluster.start();
    let recovered = false;
    for (let i = 0; i < 60 && !recovered; i++) {
      const health = await fetch(`${server.url}/healthz`).catch(() => null);
      recovered = health?.status === 200;
      await new Promise((r) => setTimeout(r, 500));
    }
    check(recovered, 'the app recovers by itself once the database is back');
    await new Promise((r) => setTimeout(r, 4000));
    stop = true;
    await Promise.all(writers);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ email: string }>('select email from newsletter_subscribers');
    await client.end();
    const stored = new Set(rows.map((r) => r.email));
    const lost = acknowledged.filter((e) => !stored.has(e));
    check(acknowledged.length > 0, `writes were acknowledged around the restart (${acknowledged.length})`);
    check(lost.length === 0, `every acknowledged write is in the database (lost ${lost.length})`);
  } finally {
    await server.stop();
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
