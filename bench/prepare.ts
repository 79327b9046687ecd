import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/connection';
import { seedDemoShop } from '../server/db/seed';
import { refreshPlannerStatistics } from '../server/db/upkeep';
import { hashPassword } from '../server/modules/accounts/passwords';
import { users } from '../server/modules/accounts/schema';
import { createLogger } from '../server/platform/logger';
import { createServices } from '../server/services';
import { BENCH_SECRET } from './captcha';

export const BENCH_USER = { email: 'bench@emballo.example', password: 'bench password 2026' };

/** The `index`-th of the confirmed customers `prepareDatabase({customers})` creates (from 0). */
export const benchCustomer = (index: number) => ({
  email: `bench-customer-${index}@emballo.example`,
  password: BENCH_USER.password,
});

export interface PreparedDatabase {
  /** For the server: DATABASE_URL is unset (undefined) when the database is the embedded one. */
  env: Record<string, string | undefined>;
  size: { services: number; notifications: number };
  cleanup(): Promise<void>;
}

/**
 * A database of the bench's own (embedded, or a new database on the DATABASE_URL server), with
 * the demo shop, a confirmed user with `notifications` notifications, `customers` more confirmed
 * customers (benchCustomer) and `extraServices` generated services; the server then starts on it.
 * `serverUrl` chooses the database instead of DATABASE_URL: a PostgreSQL server, or null for the
 * embedded one.
 */
export async function prepareDatabase(opts: {
  notifications: number;
  extraServices: number;
  customers?: number;
  serverUrl?: string | null;
}): Promise<PreparedDatabase> {
  let database: Database;
  let env: Record<string, string | undefined>;
  let drop = async () => {};
  const dataDir = mkdtempSync(join(tmpdir(), 'emballo-bench-db-'));
  const serverUrl = opts.serverUrl === undefined ? process.env.DATABASE_URL : opts.serverUrl;
  if (serverUrl) {
    // BENCH_DB_PREFIX: engineers sharing one server keep to their own database names.
    const prefix = process.env.BENCH_DB_PREFIX ?? 'emballo_bench_';
    if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`BENCH_DB_PREFIX=${prefix}: letters, digits, _`);
    const name = `${prefix}${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir });
    env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    };
  } else {
    database = await openDatabase({ dataDir });
    env = { DATABASE_URL: undefined, DATA_DIR: dataDir };
  }
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: BENCH_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'always',
  });
  const services = createServices({ config, database, logger: createLogger('silent') });
  await seedDemoShop(services);
  const userId = await createBenchUser(database, services.clock.now());
  await database.db.execute(sql`
    insert into notifications (user_id, texts, texts_fallback, url, read, created_at)
    select ${userId}::uuid,
           jsonb_build_object('fr', jsonb_build_object('title', 'Commande ' || g,
             'body', 'Votre commande n° ' || g || ' a été expédiée.')),
           'fr', 'orders', (g % 3 = 0)::int, now() - (g || ' minutes')::interval
    from generate_series(1, ${opts.notifications}) g`);
  if (opts.extraServices > 0) await generateServices(database, opts.extraServices);
  if (opts.customers) await createCustomers(database, opts.customers, services.clock.now());
  // The statistics a shop of this size has by the time it is measured: the upkeep job's work on
  // PGlite, autovacuum's on PostgreSQL.
  await refreshPlannerStatistics(database);
  await database.close();
  return {
    env,
    size: { services: opts.extraServices, notifications: opts.notifications },
    async cleanup() {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createBenchUser(database: Database, now: Date): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({
      email: BENCH_USER.email,
      firstName: 'Bench',
      lastName: 'User',
      locale: 'fr',
      passwordHash: await hashPassword(BENCH_USER.password),
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  return user!.id;
}

/** Confirmed customers benchCustomer(0 … count − 1), sharing one password hash. */
async function createCustomers(database: Database, count: number, now: Date) {
  const passwordHash = await hashPassword(BENCH_USER.password);
  await database.db.insert(users).values(
    Array.from({ length: count }, (_, i) => ({
      email: benchCustomer(i).email,
      firstName: 'Client',
      lastName: String(i),
      locale: 'fr',
      passwordHash,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** Services spread over the demo categories, with translations in three languages and a package each. */
async function generateServices(database: Database, count: number) {
  const words = ['carton', 'boîte', 'palette', 'stockage', 'archive', 'étiquette', 'emballage', 'conteneur'];
  const wordsAr = ['كرتون', 'صندوق', 'منصة', 'تخزين', 'أرشيف', 'ملصق', 'تغليف', 'حاوية'];
  await database.db.execute(sql`
    insert into services (slug, kind, category_id, sub_category_id, images, featured, position,
                          price_minor, currency, payment_kind)
    select 'bench-service-' || g,
           (array['packaging_product','storage_offer','digital_service'])[1 + g % 3],
           c.id, null, '[]'::jsonb, false, 1000 + g, 10000 + g, 'MAD', 'one_time'
    from generate_series(1, ${count}) g
    cross join lateral (select id from categories order by id offset (g % (select count(*) from categories)) limit 1) c`);
  for (const [locale, list, prefix] of [
    ['fr', words, 'Service'],
    ['en', words, 'Service'],
    ['ar', wordsAr, 'خدمة'],
  ] as const) {
    await database.db.execute(sql`
      insert into service_translations (service_id, locale, name, summary, description, features)
      select s.id, ${locale},
             ${prefix} || ' ' || (${sql.raw(`array[${list.map((w) => `'${w}'`).join(',')}]`)})[1 + s.position % 8] || ' ' || s.position,
             'Résumé ' || s.position, 'Description détaillée du service ' || s.position, '[]'::jsonb
      from services s where s.slug like 'bench-service-%'`);
  }
  await database.db.execute(sql`
    insert into packages (slug, service_id, price_minor, currency, billing_period, payment_kind, position)
    select 'standard', s.id, 9900 + s.position, 'MAD', 'month', 'subscription', 0
    from services s where s.slug like 'bench-service-%'`);
  await database.db.execute(sql`
    insert into package_translations (package_id, locale, name, description, features)
    select p.id, l.locale, 'Standard', 'Formule standard', '[]'::jsonb
    from packages p join services s on s.id = p.service_id and s.slug like 'bench-service-%'
    cross join (values ('fr'), ('en'), ('ar')) as l(locale)`);
}
