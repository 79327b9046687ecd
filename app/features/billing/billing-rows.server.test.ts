import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../../server/db/seed';
import { createTestApp } from '../../../server/test/app';
import { newCustomer } from '../../../server/modules/cart/test-helpers';
import { billingPage, INVOICES_PER_PAGE } from './billing-rows.server';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { worker: false });
  await seedDemoShop(t.services);
});
afterAll(() => t.close());

describe('the Billing tab rows', () => {
  it('pages by 20, a page past the end shows the last, a credit note reads as money given back', async () => {
    const customer = await newCustomer(t.services);
    const ids = await t.services.db.transaction(async (tx) => {
      const issued = [];
      for (let i = 0; i <= INVOICES_PER_PAGE; i++)
        issued.push(
          await t.services.invoices.issue(tx, {
            customerId: customer,
            currency: 'MAD',
            lines: [{ name: { fr: 'Boîte', en: 'Box', ar: 'علبة' }, amount: 12345, discount: 0 }],
            status: 'paid',
          }),
        );
      await t.services.invoices.issueCreditNote(tx, issued[0]!.id, { actor: 'admin' });
      return issued.map((i) => i.id);
    });
    const first = await billingPage(t.services.invoices, customer, 1, 'fr');
    expect([first.rows.length, first.page, first.pages]).toEqual([INVOICES_PER_PAGE, 1, 2]);
    expect(first.rows[0]).toMatchObject({
      isCreditNote: true,
      kindLabel: 'Avoir',
      statusLabel: 'Remboursée',
    });
    expect(first.rows[0]!.amountLabel).toMatch(/^-123,45\sMAD$/);
    expect(first.rows[1]!.amountLabel).toMatch(/^123,45\sMAD$/);
    const past = await billingPage(t.services.invoices, customer, 9, 'ar');
    expect([past.page, past.pages, past.rows.map((r) => r.id)]).toEqual([2, 2, [ids[1], ids[0]]]);
    expect(past.rows[1]!.statusLabel).toBe('مستردة');
  });
});
