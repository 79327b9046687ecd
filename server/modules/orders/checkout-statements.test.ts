import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { customerWithCart } from './test-helpers';

// Drizzle reports BEGIN and COMMIT on PostgreSQL but not on PGlite (which opens the transaction
// itself): they are left out, so both databases count the same statements.
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;
let statements: string[] | null = null;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const database = await createTestDatabase({
    onStatement: (query) => {
      if (!TRANSACTION_CONTROL.test(query)) statements?.push(query);
    },
  });
  t = await createTestApp({}, { database, worker: false });
  await seedDemoShop(t.services);
  await t.services.catalog.warm();
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

async function statementsOfOneCheckout(items: { service: string; package?: string }[]) {
  const customerId = await customerWithCart(t.services, items);
  statements = [];
  await t.services.orders.placeOrder({
    customerId,
    locale: 'fr',
    paymentMode: 'pay_later',
    idempotencyKey: randomUUID(),
  });
  const counted = statements;
  statements = null;
  return counted;
}

describe('the statements of one checkout (issue 28: round trips, not time)', () => {
  it('a service paid later: at most 12 (9 now), BEGIN and COMMIT included, everything written in one', async () => {
    const counted = await statementsOfOneCheckout([{ service: 'papier-bulle' }]);
    expect(counted.length + 2, counted.join('\n')).toBeLessThanOrEqual(12);
    // The settings and the services are each read with their texts in one statement.
    expect(counted.length + 2, counted.join('\n')).toBeLessThanOrEqual(9);
    // The invoice's gapless counter is taken in the last statement before the COMMIT.
    expect(counted.at(-1)).toMatch(/insert into "invoice_counters"/);
    expect(counted.filter((q) => /invoice_counters/.test(q))).toHaveLength(1);
  });
});
