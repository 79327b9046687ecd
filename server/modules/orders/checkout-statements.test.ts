import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoShopCountingStatements } from '../../test/statements';
import { customerWithCart } from './test-helpers';

let shop: Awaited<ReturnType<typeof demoShopCountingStatements>>;
beforeAll(async () => {
  shop = await demoShopCountingStatements();
});
afterAll(() => shop.close());

async function statementsOfOneCheckout(items: { service: string; package?: string }[]) {
  const customerId = await customerWithCart(shop.app.services, items);
  return shop.statementsOf(() =>
    shop.app.services.orders.placeOrder({
      customerId,
      locale: 'fr',
      paymentMode: 'pay_later',
      idempotencyKey: randomUUID(),
    }),
  );
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
