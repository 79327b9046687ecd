import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const headersOf = async (page: Page) => {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
};

/** Puts items in the logged-in customer's cart through the API (and a promo code when given). */
export async function cartWith(page: Page, items: Record<string, string>[], code?: string) {
  const headers = await headersOf(page);
  for (const data of items) {
    const res = await page.request.post('/api/cart/items', { data, headers });
    expect([201, 409]).toContain(res.status());
  }
  if (code)
    expect((await page.request.post('/api/cart/promo_code', { data: { code }, headers })).status()).toBe(200);
}

export const CARTON = { type: 'package', service_id: 'carton-double-cannelure', package_id: 'lot-100' };
export const STORAGE = { type: 'service', service_id: 'stockage-climatise' };

/** Fills the sandbox's hosted page (fr, en or ar labels) and pays with `number`. */
export async function payOnSandbox(page: Page, number: string) {
  await page.getByLabel(/Nom sur la carte|Name on the card|الاسم على البطاقة/).fill('Salma Benali');
  await page.getByLabel(/Numéro de carte|Card number|رقم البطاقة/).fill(number);
  await page.getByLabel(/Date d'expiration|Expiry date|تاريخ الانتهاء/).fill('12/30');
  await page.getByLabel(/Code de sécurité|Security code|رمز الأمان/).fill('123');
  await page.getByRole('button', { name: /Payer|Pay|ادفع/ }).click();
}

/** The customer's order `id` as `GET /api/orders` lists it. */
export async function listedOrder(page: Page, id: string) {
  const res = await page.request.get('/api/orders?per_page=50');
  expect(res.status()).toBe(200);
  const rows = (await res.json()).data.data as { id: string; number: string; pay_status: string }[];
  return rows.find((row) => row.id === id) ?? null;
}
