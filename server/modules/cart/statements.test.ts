import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { customerWithCart } from '../orders/test-helpers';

let statements: string[] | null = null;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const database = await createTestDatabase({ onStatement: (query) => statements?.push(query) });
  t = await createTestApp({}, { database, worker: false });
  await seedDemoShop(t.services);
  await t.services.catalog.warm();
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

async function counted(work: () => Promise<unknown>) {
  statements = [];
  await work();
  const seen = statements;
  statements = null;
  return seen;
}

describe('the statements of an add to the cart (issue 28: round trips, not time)', () => {
  it('the add is one statement, its answer (the cart read back) two; the tax rate is not read again', async () => {
    const customerId = await customerWithCart(t.services, [{ service: 'papier-bulle' }]);
    await t.services.cart.read(customerId, 'fr');
    const add = await counted(() =>
      t.services.cart.add(customerId, { type: 'service', service_id: 'carton-double-cannelure' }),
    );
    expect(
      add.filter((q) => /cart_items/.test(q)),
      add.join('\n'),
    ).toHaveLength(1);
    const read = await counted(() => t.services.cart.read(customerId, 'fr'));
    expect(
      read.some((q) => /tax_rate/.test(q)),
      read.join('\n'),
    ).toBe(false);
    expect(add.length + read.length, [...add, ...read].join('\n')).toBeLessThanOrEqual(4);
  });

  it('a full cart and the same item again are still told apart', async () => {
    const customerId = await customerWithCart(t.services, [{ service: 'papier-bulle' }]);
    expect(await t.services.cart.add(customerId, { type: 'service', service_id: 'papier-bulle' })).toEqual({
      ok: false,
      reason: 'duplicate',
    });
  });
});
