import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '../../common/format/money';
import type { Locale } from '../../common/i18n/languages';
import { expect, test } from './support/fixtures';

/**
 * The sandbox provider's hosted page in a browser, reached through a test checkout (the checkout
 * journeys will reach it through real orders). fr and ar: the page is server-rendered HTML without
 * any script, so one left-to-right and one right-to-left language show it.
 */
test.skip(({ lang }) => lang === 'en', 'fr and ar cover the page (left to right, right to left)');

async function openCheckout(request: APIRequestContext, lang: string) {
  const res = await request.post('/api/test/payments/checkout', { data: { locale: lang } });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { payment_id: string; redirect_url: string };
}

async function pay(page: Page, number: string) {
  await page.getByLabel(/Nom sur la carte|الاسم على البطاقة/).fill('Salma Benali');
  await page.getByLabel(/Numéro de carte|رقم البطاقة/).fill(number);
  await page.getByLabel(/Date d'expiration|تاريخ الانتهاء/).fill('12/30');
  await page.getByLabel(/Code de sécurité|رمز الأمان/).fill('123');
  await page.getByRole('button', { name: /Payer|ادفع/ }).click();
}

/** The shop's return URL confirms with the provider: polled until the webhook (or the redirect) settled it. */
async function settledStatus(page: Page, url: string) {
  let status = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(url);
      status = ((await res.json()).data as { status: string }).status;
      return status;
    })
    .not.toBe('pending');
  return status;
}

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('pay with 4242 on the hosted page: back at the success URL, the payment succeeded', async ({
  page,
  request,
  lang,
}) => {
  const checkout = await openCheckout(request, lang);
  await page.goto(checkout.redirect_url);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    formatMoney(124905, 'MAD', lang as Locale),
  );
  expect(await axeViolations(page)).toEqual([]);
  await pay(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/api\/test\/payments\/return\?attempt=.*&session=sbx_cs_/);
  expect(await settledStatus(page, page.url())).toBe('succeeded');
});

test('a declined card, then the card with the extra step: refused at the bank, then confirmed', async ({
  page,
  request,
  lang,
}) => {
  const first = await openCheckout(request, lang);
  await page.goto(first.redirect_url);
  // A wrong number first: the errors are announced and tied to their field.
  await pay(page, '4242 4242 4242 4241');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel(/Numéro de carte|رقم البطاقة/)).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await pay(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/reason=card_declined/);
  expect(await settledStatus(page, page.url())).toBe('failed');

  const second = await openCheckout(request, lang);
  await page.goto(second.redirect_url);
  await pay(page, '4000 0027 6000 3184');
  await expect(page).toHaveURL(/\/payments\/sandbox\/sbx_cs_\w+\/authenticate$/);
  await expect(page.getByText(/3184/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Confirmer le paiement|تأكيد الدفع/ }).click();
  await expect(page).toHaveURL(/session=sbx_cs_/);
  expect(await settledStatus(page, page.url())).toBe('succeeded');
});
