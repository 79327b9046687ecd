import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Fills the logged-in customer's cart through the API (a service, a discounted package, a monthly
 * one) and attaches a promo code, so a page shows a cart with lines, discounts and a code.
 * Safe to repeat (and to run from several tests at once): an item already there answers 409.
 */
export async function fillCart(page: Page) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
  for (const data of [
    { type: 'service', service_id: 'stockage-climatise' },
    { type: 'package', service_id: 'carton-double-cannelure', package_id: 'lot-100' },
    { type: 'package', service_id: 'box-self-stockage', package_id: 'box-2m2' },
  ]) {
    const res = await page.request.post('/api/cart/items', { data, headers });
    expect([201, 409]).toContain(res.status());
  }
  const code = await page.request.post('/api/cart/promo_code', { data: { code: 'WELCOME10' }, headers });
  expect(code.status()).toBe(200);
}
