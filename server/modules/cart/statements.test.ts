import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoShopCountingStatements } from '../../test/statements';
import { customerWithCart } from '../orders/test-helpers';

let shop: Awaited<ReturnType<typeof demoShopCountingStatements>>;
beforeAll(async () => {
  shop = await demoShopCountingStatements();
});
afterAll(() => shop.close());

describe('the statements of an add to the cart (issue 28: round trips, not time)', () => {
  it('the add is one statement, its answer (the cart read back) two; the tax rate is not read again', async () => {
    const customerId = await customerWithCart(shop.app.services, [{ service: 'papier-bulle' }]);
    await shop.app.services.cart.read(customerId, 'fr');
    const add = await shop.statementsOf(() =>
      shop.app.services.cart.add(customerId, { type: 'service', service_id: 'carton-double-cannelure' }),
    );
    expect(
      add.filter((q) => /cart_items/.test(q)),
      add.join('\n'),
    ).toHaveLength(1);
    const read = await shop.statementsOf(() => shop.app.services.cart.read(customerId, 'fr'));
    expect(
      read.some((q) => /tax_rate/.test(q)),
      read.join('\n'),
    ).toBe(false);
    expect(add.length + read.length, [...add, ...read].join('\n')).toBeLessThanOrEqual(4);
  });

  it('the same item again is still refused as a duplicate', async () => {
    const customerId = await customerWithCart(shop.app.services, [{ service: 'papier-bulle' }]);
    expect(
      await shop.app.services.cart.add(customerId, { type: 'service', service_id: 'papier-bulle' }),
    ).toEqual({
      ok: false,
      reason: 'duplicate',
    });
  });
});
