import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { waitForMail } from './support/mailbox';

const XSS = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1">';

async function solveHumanCheck(form: Locator) {
  await form.getByRole('textbox').first().focus();
  await expect(form.locator('input[name="altcha"]')).toHaveValue(/.+/, { timeout: 20_000 });
}

async function xssFired(page: Page) {
  return page.evaluate(() => (window as unknown as { __xss?: number }).__xss === 1);
}

test('script payloads typed into a form come back as text, never as markup', async ({ page, at, lang }) => {
  test.skip(lang !== 'fr', 'escaping does not depend on the language');
  test.setTimeout(60_000);
  await page.goto(at('/contactus'));
  await waitForHydration(page);
  const email = `xss-${Date.now()}@example.com`;
  const form = page.locator('form', { has: page.locator('select[name="type"]') });
  await solveHumanCheck(form);
  await form.locator('input[name="fullName"]').fill(XSS);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="subject"]').fill(XSS);
  await form.locator('textarea[name="message"]').fill(`Hello ${XSS}`);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('toast-success')).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.html).not.toContain('<script>window.__xss');
  const link = /https?:\/\/\S+\/contact_requests\/[0-9a-f-]{36}/.exec(mail.text)![0];
  await page.goto(link);
  const shown = page.getByTestId('contact-request');
  await expect(shown).toContainText('<script>window.__xss=1</script>');
  expect(await shown.locator('script, img[src="x"]').count()).toBe(0);
  expect(await xssFired(page)).toBe(false);
});

test('SQL metacharacters in search and ids change nothing', async ({ request, at }) => {
  for (const q of ["' OR 1=1--", "'; DROP TABLE services;--", '%', '\\', '"']) {
    const res = await request.get(at(`/search-result?q=${encodeURIComponent(q)}`));
    expect(res.status(), q).toBe(200);
  }
  for (const path of [
    "/produits/1' OR '1'='1",
    '/blog/%27%3B--',
    '/category/1 OR 1=1',
    "/contact_requests/' OR 1=1--",
  ]) {
    expect((await request.get(at(path))).status(), path).toBe(404);
  }
  expect((await request.get(at('/produits'))).status()).toBe(200);
});
