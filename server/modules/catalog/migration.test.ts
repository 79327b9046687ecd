import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { rowsOf } from '../../test/database';
import { useEmptyDatabaseWithMigrationsUpTo } from '../../test/harness';
import { migrationBefore } from '../../test/migrations';

let database: Database;
let folder: string;
useEmptyDatabaseWithMigrationsUpTo(
  migrationBefore('sale_terms_for_services'),
  (ready) => ({ database, folder } = ready),
);

describe('migration giving services their own sale terms', () => {
  it('sells existing services on their cheapest package’s terms, and a service without package not at all', async () => {
    await database.migrate(folder);
    const { db } = database;
    const [category] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into categories (slug, image) values ('c', '/c.svg') returning id`),
    );
    const service = async (slug: string) =>
      rowsOf<{ id: number }>(
        await db.execute(
          sql`insert into services (slug, kind, category_id, images) values (${slug}, 'storage_offer', ${category!.id}, '[]') returning id`,
        ),
      )[0]!.id;
    const boxes = await service('boxes');
    await service('bare');
    await db.execute(sql`
      insert into packages (slug, service_id, price_minor, currency, discount_type, discount_value, billing_period, payment_kind, position)
      values ('big', ${boxes}, 99000, 'MAD', null, null, 'month', 'subscription', 0),
             ('small', ${boxes}, 49000, 'MAD', 'percent', 10, 'month', 'subscription', 1),
             ('year', ${boxes}, 490000, 'MAD', null, null, 'year', 'subscription', 2)`);

    await database.migrate();

    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`select slug, price_minor, currency, discount_type, discount_value, billing_period, payment_kind, available
            from services order by slug`,
      ),
    );
    expect(rows).toEqual([
      {
        slug: 'bare',
        price_minor: 0,
        currency: 'MAD',
        discount_type: null,
        discount_value: null,
        billing_period: null,
        payment_kind: 'one_time',
        available: false,
      },
      {
        slug: 'boxes',
        price_minor: 49000,
        currency: 'MAD',
        discount_type: 'percent',
        discount_value: 10,
        billing_period: 'month',
        payment_kind: 'subscription',
        available: true,
      },
    ]);
    const packages = rowsOf<{ available: boolean }>(await db.execute(sql`select available from packages`));
    expect(packages.every((p) => p.available)).toBe(true);
  });
});
