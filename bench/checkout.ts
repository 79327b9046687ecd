import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { count, eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { createLogger } from '../server/platform/logger';
import { createServices } from '../server/services';
import { users } from '../server/modules/accounts/schema';
import { orders } from '../server/modules/orders/schema';
import { cpuMs, load1, machine, postgresCpuSince, serverProcesses } from './machine';
import { discoverPages } from './pages';
import { benchCustomer, prepareDatabase, type PreparedDatabase } from './prepare';
import { startServer } from './server';

/** Checkouts by one customer before the measurements, so that first-use costs are not counted. */
const WARM_UP = 5;
const WEB_CONCURRENCY_ON_POSTGRES = process.env.BENCH_POSTGRES_WEB_CONCURRENCY;

export interface CheckoutRow {
  database: string;
  /** Customers checking out at once, each on its own loop (one request in flight per customer). */
  connections: number;
  /** From the first request to the answer of the last checkout started before the time was up. */
  seconds: number;
  /** POST /api/checkout answered 201, each a new order. */
  checkouts: number;
  checkoutsPerSecond: number;
  /** POST /api/checkout, ms. */
  p50: number;
  p95: number;
  p99: number;
  /** POST /api/cart/items before it, ms. */
  addP95: number;
  non2xx: number;
  /** Orders of this row's customers counted in the database after the server stopped. */
  ordersInDatabase: number;
  /**
   * CPU time (user + system) per checkout, of the processes serving HTTP and of the job process
   * (null with one process doing both): a figure the machine's other load moves less. With a job
   * process, counted from the first request until the due jobs the checkouts enqueued (each
   * order's invoice PDF and mail) are all done: the job process, at a lower priority, renders
   * PDFs behind the load, so what it spent during the load alone was its share of the cores, not
   * the cost of a checkout. With one process, during the load.
   */
  webCpuMsPerCheckout: number;
  jobCpuMsPerCheckout: number | null;
  /** PostgreSQL's own CPU (a server on this machine), over the same time; null on PGlite (in the web process). */
  postgresCpuMsPerCheckout: number | null;
  /** With a job process: seconds after the last checkout until no due job was left (the PDFs' lag). */
  jobsDoneAfterSeconds: number | null;
  /**
   * Statements one checkout of the same cart sends, BEGIN and COMMIT included (the order's
   * service, `placeOrder`, counted in the harness on the same database after the load).
   */
  statementsPerCheckout: number;
}

export interface CheckoutResults {
  date: string;
  machine: ReturnType<typeof machine>;
  /** The machine's 1-minute load average when the scenario began (others' work shows here). */
  loadAverage: number;
  /** The service each iteration puts in the cart (its slug). */
  service: string;
  rows: CheckoutRow[];
  notes: string[];
}

interface Timings {
  add: number[];
  checkout: number[];
  orderIds: Set<string>;
  failures: string[];
}

const json = (token: string, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
  Accept: 'application/json',
  ...extra,
});

/** One iteration: the service into the cart, then a pay-later checkout with a fresh key. */
async function buyOnce(base: string, token: string, service: string, into: Timings) {
  const started = performance.now();
  const add = await fetch(`${base}/api/cart/items`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ type: 'service', service_id: service }),
  });
  const addBody = await add.text();
  const added = performance.now();
  into.add.push(added - started);
  if (add.status !== 201) {
    into.failures.push(`POST /api/cart/items ${add.status}: ${addBody.slice(0, 200)}`);
    return false;
  }
  const checkout = await fetch(`${base}/api/checkout`, {
    method: 'POST',
    headers: json(token, { 'Idempotency-Key': `bench-${randomUUID()}` }),
    body: JSON.stringify({ payment_mode: 'pay_later' }),
  });
  const checkoutBody = await checkout.text();
  into.checkout.push(performance.now() - added);
  if (checkout.status !== 201) {
    into.failures.push(`POST /api/checkout ${checkout.status}: ${checkoutBody.slice(0, 200)}`);
    return false;
  }
  const id = (JSON.parse(checkoutBody) as { data?: { order?: { id?: string } } }).data?.order?.id;
  if (!id) {
    into.failures.push(`POST /api/checkout 201 without an order: ${checkoutBody.slice(0, 200)}`);
    return false;
  }
  into.orderIds.add(id);
  return true;
}

async function login(base: string, customer: { email: string; password: string }) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(customer),
  });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`login of ${customer.email} answered ${res.status}`);
  return body.token;
}

/** Which pids answer HTTP: /healthz names its process; a new connection each time. */
async function webPids(base: string, tries = 12): Promise<Set<number>> {
  const url = new URL(`${base}/healthz`);
  const pids = new Set<number>();
  for (let i = 0; i < tries; i++) {
    const pid = await new Promise<number | undefined>((resolve) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname, agent: false },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve((JSON.parse(body) as { pid?: number }).pid));
        },
      );
      req.on('error', () => resolve(undefined));
      req.end();
    });
    if (pid) pids.add(pid);
  }
  return pids;
}

const percentile = (sorted: number[], q: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));

/** `tokens.length` customers buying in parallel loops until `seconds` are up; a failure stops its loop. */
async function load(base: string, tokens: string[], service: string, seconds: number) {
  const timings: Timings = { add: [], checkout: [], orderIds: new Set(), failures: [] };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let checkouts = 0;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline && timings.failures.length === 0) {
        if (await buyOnce(base, token, service, timings)) checkouts++;
        else break;
      }
    }),
  );
  return { timings, checkouts, elapsed: (performance.now() - started) / 1000 };
}

/**
 * The statements of one pay-later checkout of `service`, BEGIN and COMMIT included: the checkout
 * service run in this process on the prepared database (the server stopped), its Drizzle's
 * statements counted. Drizzle reports BEGIN and COMMIT on PostgreSQL only: they are counted as two.
 */
async function statementsOfOneCheckout(prepared: PreparedDatabase, service: string) {
  let counted: string[] | null = null;
  const database = await openDatabase({
    databaseUrl: prepared.env.DATABASE_URL,
    dataDir: prepared.env.DATA_DIR!,
    onStatement: (query) => {
      if (!/^\s*(begin|commit|rollback)\b/i.test(query)) counted?.push(query);
    },
  });
  try {
    const services = createServices({
      config: loadConfig({ ...prepared.env, LOG_LEVEL: 'silent' }),
      database,
      logger: createLogger('silent'),
    });
    const [customer] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, benchCustomer(0).email));
    const added = await services.cart.add(customer!.id, { type: 'service', service_id: service });
    if (!added.ok) throw new Error(`counting statements: could not add ${service}: ${added.reason}`);
    await services.catalog.warm();
    counted = [];
    await services.orders.placeOrder({
      customerId: customer!.id,
      locale: 'fr',
      paymentMode: 'pay_later',
      idempotencyKey: `bench-${randomUUID()}`,
    });
    return (counted as string[]).length + 2;
  } finally {
    await database.close();
  }
}

/** Orders per customer email (bench customers only), read after the server stopped. */
async function ordersPerCustomer(prepared: PreparedDatabase) {
  const database = await openDatabase({
    databaseUrl: prepared.env.DATABASE_URL,
    dataDir: prepared.env.DATA_DIR!,
  });
  try {
    const rows = await database.db
      .select({
        email: users.email,
        orders: count(orders.id),
        onHand: sql<number>`count(${orders.id}) filter (where ${orders.payStatus} = 'on_hand')`.mapWith(
          Number,
        ),
      })
      .from(users)
      .leftJoin(orders, eq(orders.customerId, users.id))
      .where(like(users.email, 'bench-customer-%'))
      .groupBy(users.email);
    return new Map(rows.map((r) => [r.email, { orders: r.orders, onHand: r.onHand }]));
  } finally {
    await database.close();
  }
}

/** Waits until no job is due (pending or running, its time come), polling the jobs table. */
async function dueJobsDone(databaseUrl: string, timeoutMs = 300_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ due: number }>(
        "select count(*)::int as due from jobs where status in ('pending', 'running') and run_at <= now()",
      );
      if (rows[0]!.due === 0) return;
      if (Date.now() > until) throw new Error(`${rows[0]!.due} jobs still due after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}

/**
 * The checkout under load (issue 12): prepared confirmed customers log in for a Bearer token
 * (POST /api/auth/login); each iteration puts a service in the cart (POST /api/cart/items) and
 * checks out paying later (POST /api/checkout, a fresh Idempotency-Key), so every 201 is one real
 * order. At each of `connections`, its own customers. After the server stopped, the orders in the
 * database must be exactly the checkouts answered 201, each On hand; any other answer fails the run.
 */
async function measureOn(opts: {
  database: string;
  serverUrl: string | null;
  buildDir: string;
  port: number;
  seconds: number;
  connections: number[];
}): Promise<{ service: string; rows: CheckoutRow[] }> {
  const customers = 1 + opts.connections.reduce((a, b) => a + b, 0);
  console.log(`checkout on ${opts.database}: preparing ${customers} customers…`);
  const prepared = await prepareDatabase({
    notifications: 0,
    extraServices: 0,
    customers,
    serverUrl: opts.serverUrl,
  });
  try {
    const layout =
      opts.serverUrl && WEB_CONCURRENCY_ON_POSTGRES ? { WEB_CONCURRENCY: WEB_CONCURRENCY_ON_POSTGRES } : {};
    const server = await startServer({
      buildDir: opts.buildDir,
      port: opts.port,
      env: { ...prepared.env, ...layout },
    });
    const measured: {
      connections: number;
      emails: string[];
      run: Awaited<ReturnType<typeof load>>;
      cpu: Pick<
        CheckoutRow,
        'webCpuMsPerCheckout' | 'jobCpuMsPerCheckout' | 'postgresCpuMsPerCheckout' | 'jobsDoneAfterSeconds'
      >;
    }[] = [];
    let service: string;
    let warmUpCheckouts = 0;
    try {
      const page = (await discoverPages(server.url)).service;
      if (!page) throw new Error('no service page found to put in the cart');
      service = page.replace(/^\/produits\//, '');

      const warmUp: Timings = { add: [], checkout: [], orderIds: new Set(), failures: [] };
      const warmUpToken = await login(server.url, benchCustomer(0));
      for (let i = 0; i < WARM_UP; i++)
        if (await buyOnce(server.url, warmUpToken, service, warmUp)) warmUpCheckouts++;
      if (warmUp.failures.length) throw new Error(`checkout warm-up failed: ${warmUp.failures[0]}`);

      let next = 1;
      for (const connections of opts.connections) {
        const group = Array.from({ length: connections }, () => benchCustomer(next++));
        const tokens = await Promise.all(group.map((c) => login(server.url, c)));
        console.log(`checkout on ${opts.database}, ${connections} connection(s), ${opts.seconds} s…`);
        const pids = serverProcesses(server.process.pid!);
        const cpuBefore = new Map(pids.map((pid) => [pid, cpuMs(pid)]));
        const postgresCpu = postgresCpuSince(opts.serverUrl);
        const run = await load(server.url, tokens, service, opts.seconds);
        const loadEnded = performance.now();
        // A job process renders the run's PDFs behind it: its cost is counted once they are done.
        const jobsDatabase = pids.length > 1 ? prepared.env.DATABASE_URL : undefined;
        if (jobsDatabase) await dueJobsDone(jobsDatabase);
        const jobsDoneAfterSeconds = jobsDatabase
          ? Number(((performance.now() - loadEnded) / 1000).toFixed(1))
          : null;
        const cpu = new Map(pids.map((pid) => [pid, cpuMs(pid) - cpuBefore.get(pid)!]));
        const postgresMs = postgresCpu();
        if (run.timings.failures.length)
          throw new Error(
            `checkout on ${opts.database} at ${connections} connection(s): ${run.timings.failures.length} ` +
              `answer(s) other than 201, the first: ${run.timings.failures[0]}`,
          );
        if (run.timings.orderIds.size !== run.checkouts)
          throw new Error(`${run.checkouts} checkouts answered only ${run.timings.orderIds.size} order ids`);
        // One process: it does everything. Several: the primary and the web processes serve, the
        // child that answers no /healthz runs the jobs.
        const web = pids.length === 1 ? new Set(pids) : await webPids(server.url);
        const sum = (keep: (pid: number) => boolean) =>
          [...cpu].filter(([pid]) => keep(pid)).reduce((total, [, ms]) => total + ms, 0);
        const perCheckout = (ms: number) => Number((ms / Math.max(1, run.checkouts)).toFixed(0));
        const cpuRow = {
          webCpuMsPerCheckout: perCheckout(sum((pid) => web.has(pid) || pid === pids[0])),
          jobCpuMsPerCheckout:
            pids.length === 1 ? null : perCheckout(sum((pid) => !web.has(pid) && pid !== pids[0])),
          postgresCpuMsPerCheckout: postgresMs === null ? null : perCheckout(postgresMs),
          jobsDoneAfterSeconds,
        };
        measured.push({ connections, emails: group.map((c) => c.email), run, cpu: cpuRow });
      }
    } finally {
      await server.stop();
    }

    const inDatabase = await ordersPerCustomer(prepared);
    const statementsPerCheckout = await statementsOfOneCheckout(prepared, service!);
    const warmUpOrders = inDatabase.get(benchCustomer(0).email)?.orders ?? 0;
    if (warmUpOrders !== warmUpCheckouts)
      throw new Error(`warm-up: ${warmUpCheckouts} checkouts but ${warmUpOrders} orders in the database`);
    const rows = measured.map(({ connections, emails, run, cpu }): CheckoutRow => {
      const found = emails.map((e) => inDatabase.get(e) ?? { orders: 0, onHand: 0 });
      const ordersInDatabase = found.reduce((sum, f) => sum + f.orders, 0);
      const onHand = found.reduce((sum, f) => sum + f.onHand, 0);
      if (ordersInDatabase !== run.checkouts || onHand !== run.checkouts)
        throw new Error(
          `checkout on ${opts.database} at ${connections} connection(s): ${run.checkouts} checkouts ` +
            `answered 201 but ${ordersInDatabase} orders (${onHand} On hand) in the database`,
        );
      const checkout = [...run.timings.checkout].sort((a, b) => a - b);
      const add = [...run.timings.add].sort((a, b) => a - b);
      return {
        database: opts.database,
        connections,
        seconds: Number(run.elapsed.toFixed(1)),
        checkouts: run.checkouts,
        checkoutsPerSecond: Number((run.checkouts / run.elapsed).toFixed(1)),
        p50: percentile(checkout, 0.5),
        p95: percentile(checkout, 0.95),
        p99: percentile(checkout, 0.99),
        addP95: percentile(add, 0.95),
        non2xx: run.timings.failures.length,
        ordersInDatabase,
        ...cpu,
        statementsPerCheckout,
      };
    });
    return { service: service!, rows };
  } finally {
    await prepared.cleanup();
  }
}

/**
 * The checkout measured on embedded PGlite and, when DATABASE_URL names a PostgreSQL server, on a
 * new database of that server (each prepared afresh, dropped afterwards).
 */
export async function checkoutScenario(opts: {
  buildDir: string;
  port: number;
  seconds: number;
  connections: number[];
}): Promise<CheckoutResults> {
  const results: CheckoutResults = {
    date: new Date().toISOString(),
    machine: machine(),
    loadAverage: load1(),
    service: '',
    rows: [],
    notes: [],
  };
  // BENCH_CHECKOUT_ON=postgres: PostgreSQL alone (e.g. with WEB_CONCURRENCY, which PGlite refuses).
  const only = process.env.BENCH_CHECKOUT_ON;
  if (only && only !== 'postgres' && only !== 'pglite')
    throw new Error(`BENCH_CHECKOUT_ON=${only}: only postgres or pglite`);
  const targets: [string, string | null][] = only === 'postgres' ? [] : [['embedded PGlite', null]];
  // The rest of a full run stays on the embedded database: BENCH_POSTGRES_URL names a server for
  // the checkout (and the dashboard) alone.
  const postgres = process.env.DATABASE_URL ?? process.env.BENCH_POSTGRES_URL;
  if (postgres && only !== 'pglite') targets.push(['PostgreSQL', postgres]);
  else if (only === 'postgres') throw new Error('BENCH_CHECKOUT_ON=postgres needs DATABASE_URL');
  else results.notes.push('No DATABASE_URL: measured on embedded PGlite only.');
  // The server inherits the environment: say how its processes were laid out (ADR-0015).
  // BENCH_POSTGRES_WEB_CONCURRENCY sets WEB_CONCURRENCY on PostgreSQL only (PGlite is one process).
  const layout = ['ROLE', 'WEB_CONCURRENCY']
    .filter((name) => process.env[name])
    .map((name) => `${name}=${process.env[name]}`);
  results.notes.push(
    layout.length ? `Server processes: ${layout.join(' ')}.` : 'Server processes: one (ROLE=all).',
  );
  if (WEB_CONCURRENCY_ON_POSTGRES)
    results.notes.push(
      `On PostgreSQL: WEB_CONCURRENCY=${WEB_CONCURRENCY_ON_POSTGRES} (web processes, plus one job process).`,
    );
  for (const [database, serverUrl] of targets) {
    const { service, rows } = await measureOn({ ...opts, database, serverUrl });
    results.service = service;
    results.rows.push(...rows);
  }
  return results;
}
