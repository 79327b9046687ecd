import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/types';

export interface DashboardSize {
  orders: number;
  customers: number;
  lines: number;
  requests: number;
  subscribers: number;
}

/**
 * Two years of a busy shop before `end`, written by a few INSERT … SELECT generate_series (no row
 * by row): customers, orders (one or two lines each, on the demo services) in every status and pay
 * status, requests (some overdue), newsletter addresses. Then VACUUM ANALYZE, as autovacuum would.
 */
export async function seedDashboardData(
  db: Db,
  end: Date,
  size: { orders: number; customers: number },
): Promise<DashboardSize> {
  const endAt = end.toISOString();
  const twoYears = 730 * 86_400;
  const requests = Math.round(size.orders / 5);
  const subscribers = size.customers * 2;
  await db.execute(sql`
    insert into users (email, first_name, last_name, role, locale, password_hash, email_verified_at, created_at, updated_at)
    select 'dashboard-' || g || '@bench.example', 'Client', g::text, 'customer', 'fr', 'not a hash',
           t, t, t
    from generate_series(1, ${size.customers}) g,
         lateral (select ${endAt}::timestamptz - make_interval(secs => g * ${twoYears / size.customers}::float8) as t) x`);
  await db.execute(sql`
    insert into orders (id, number, year, sequence, customer_id, status, pay_status, payment_mode, locale,
                        currency, subtotal_minor, discount_minor, tax_rate_bp, tax_minor, total_minor,
                        checkout_key, created_at, updated_at)
    select gen_random_uuid(), 'B-' || g, 9999, g, null,
           (array['canceled','pending','approved','approved','approved','approved','done','done','done','closed'])[1 + g % 10],
           (array['pending','on_hand','on_hand','paid','paid','paid','refund'])[1 + g % 7],
           (array['pay_later','pay_now'])[1 + g % 2], 'fr', 'MAD',
           amount, 0, 0, 0, amount, 'bench-' || g, t, t
    from generate_series(1, ${size.orders}) g,
         lateral (select 1000 + (g * 7919) % 500000 as amount,
                         ${endAt}::timestamptz - make_interval(secs => g * ${twoYears / size.orders}::float8) as t) x`);
  await db.execute(sql`
    insert into order_lines (order_id, position, type, service_id, service_slug, name_fr, name_en, name_ar,
                             currency, price_minor, discount_minor, final_price_minor, placed_at)
    select o.id, p, 'service', s.id, s.slug, 'Service ' || s.id, 'Service ' || s.id, 'خدمة ' || s.id,
           'MAD', o.total_minor, 0, o.total_minor, o.created_at
    from orders o
    cross join lateral generate_series(0, (o.sequence % 2)) p
    cross join lateral (
      select id, slug from services order by id
      offset ((o.sequence * 31 + p * 7) % (select count(*) from services)) limit 1) s
    where o.year = 9999`);
  await db.execute(sql`
    insert into contact_requests (id, kind, full_name, email, subject, message, locale, status, created_at,
                                  resolution_due_at)
    select gen_random_uuid(),
           (array['sales','support','custom_plan','demo'])[1 + g % 4],
           'Client ' || g, 'request-' || g || '@bench.example', 'Question ' || g, 'Bonjour', 'fr',
           st, t,
           case when st in ('pending','approved') then t + interval '3 days' end
    from generate_series(1, ${requests}) g,
         lateral (select (array['pending','approved','done','closed','canceled','rejected'])[1 + g % 6] as st,
                         ${endAt}::timestamptz - make_interval(secs => g * ${twoYears / requests}::float8) as t) x`);
  await db.execute(sql`
    insert into newsletter_subscribers (email, status, token, locale, created_at, confirmed_at)
    select 'subscriber-' || g || '@bench.example',
           (array['pending','confirmed','confirmed','unsubscribed'])[1 + g % 4],
           md5('bench' || g), 'fr', t, case when g % 4 <> 0 then t + interval '1 hour' end
    from generate_series(1, ${subscribers}) g,
         lateral (select ${endAt}::timestamptz - make_interval(secs => g * ${twoYears / subscribers}::float8) as t) x`);
  await db.execute(sql`vacuum analyze users, orders, order_lines, contact_requests, newsletter_subscribers`);
  const [lines] = (
    (await db.execute(sql`select count(*)::int as n from order_lines`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return { ...size, lines: Number(lines?.n ?? 0), requests, subscribers };
}
