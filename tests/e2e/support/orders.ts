import type { APIRequestContext, Page } from '@playwright/test';
import type { OrderDetailView } from '../../../common/orders/views';
import { expect } from './fixtures';

export type Item = { service: string; package?: string };

async function xsrfHeaders(page: Page) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}

/**
 * Places an order for the logged-in customer through the API (not the checkout pages): the items
 * go into the cart, then POST /api/checkout with an Idempotency-Key. Pay later unless told.
 */
export async function placeOrder(
  page: Page,
  items: Item[],
  paymentMode: 'pay_later' | 'pay_now' = 'pay_later',
): Promise<OrderDetailView & { redirect_url: string | null }> {
  const headers = await xsrfHeaders(page);
  for (const item of items) {
    const data = item.package
      ? { type: 'package', service_id: item.service, package_id: item.package }
      : { type: 'service', service_id: item.service };
    const res = await page.request.post('/api/cart/items', { data, headers });
    expect([201, 409]).toContain(res.status());
  }
  const checkout = () =>
    page.request.post('/api/checkout', {
      data: { payment_mode: paymentMode },
      headers: { ...headers, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    });
  let res = await checkout();
  if (res.status() === 422) {
    // A promo code left in the cart by another journey and already used up by this customer.
    await page.request.delete('/api/cart/promo_code', { headers });
    res = await checkout();
  }
  expect(res.status(), await res.text()).toBe(201);
  const { order, redirect_url } = (await res.json()).data;
  return { ...(order as OrderDetailView), redirect_url };
}

/** The logged-in customer's latest order, placed now if they have none (for the audits). */
export async function someOrder(page: Page): Promise<OrderDetailView> {
  const list = await (await page.request.get('/api/orders')).json();
  const latest = list.data.data[0] as { id: string } | undefined;
  if (!latest)
    return placeOrder(page, [
      { service: 'stockage-climatise' },
      { service: 'carton-double-cannelure', package: 'lot-25' },
    ]);
  return (await (await page.request.get(`/api/orders/${latest.id}`)).json()).data as OrderDetailView;
}

/** Takes a service or package off sale, or back (the test-only switch, TEST_CLOCK=on). */
export async function setAvailability(request: APIRequestContext, item: Item, available: boolean) {
  const res = await request.post('/api/test/catalog/availability', {
    data: { service_id: item.service, ...(item.package ? { package_id: item.package } : {}), available },
  });
  expect(res.status()).toBe(200);
}
