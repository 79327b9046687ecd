import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { text } from './support/public-texts';

const COMPANY_INBOX = 'contact@emballo.example';

/** Focuses the form (which loads and starts the real ALTCHA widget) and waits for its solution. */
async function solveHumanCheck(form: Locator) {
  await form.getByRole('textbox').first().focus();
  await expect(form.locator('input[name="altcha"]')).toHaveValue(/.+/, { timeout: 20_000 });
}

async function openRequestFromMail(page: Page, email: string) {
  const mail = await waitForMail(email);
  const link = /https?:\/\/\S+\/contact_requests\/[0-9a-f-]{36}/.exec(mail.text)![0];
  const id = link.slice(-36);
  await waitForMail(COMPANY_INBOX, (m) => m.text.includes(id));
  await page.goto(link);
  return id;
}

test('a contact request passes the human check, is stored, mailed and shown at its link', async ({
  page,
  at,
  lang,
}) => {
  test.setTimeout(60_000);
  await page.goto(at('/contactus'));
  await waitForHydration(page);
  const email = `contact-${lang}-${Date.now()}@example.com`;
  const form = page.locator('form', { has: page.locator('select[name="type"]') });
  await solveHumanCheck(form);
  await form.getByLabel(text(lang, 'contact', 'fields.type')).selectOption('custom_plan');
  await form.getByLabel(text(lang, 'contact', 'fields.fullName')).fill('Salma Bennani');
  await form.getByLabel(text(lang, 'contact', 'fields.email')).fill(email);
  await form.getByLabel(text(lang, 'contact', 'fields.subject')).fill('Stockage de 40 palettes');
  await form
    .getByLabel(text(lang, 'contact', 'fields.message'))
    .fill('Nous cherchons un stockage pour 40 palettes dès janvier.');
  await form.getByRole('button', { name: text(lang, 'contact', 'send') }).click();
  await expect(page.getByTestId('toast-success').locator('p')).toHaveText(text(lang, 'contact', 'added'));
  await openRequestFromMail(page, email);
  const shown = page.getByTestId('contact-request');
  await expect(shown).toContainText('Stockage de 40 palettes');
  await expect(shown).toContainText(text(lang, 'contact', 'kinds.custom_plan'));
});

test('a demo request for a service is stored, mailed and shown at its link', async ({ page, at, lang }) => {
  test.setTimeout(60_000);
  await page.goto(at('/contactus?service=logiciel-gestion-stock'));
  await waitForHydration(page);
  const email = `demo-${lang}-${Date.now()}@example.com`;
  const form = page.locator('form', { has: page.locator('select[name="service"]') });
  await expect(form.locator('select[name="service"]')).toHaveValue('logiciel-gestion-stock');
  await solveHumanCheck(form);
  await form.getByLabel(text(lang, 'contact', 'fields.fullName')).fill('Omar Tazi');
  await form.getByLabel(text(lang, 'contact', 'fields.phone')).fill('+212 661 23 45 67');
  await form.getByLabel(text(lang, 'contact', 'fields.email')).fill(email);
  await form.getByRole('button', { name: text(lang, 'contact', 'requestDemo') }).click();
  await expect(page.getByTestId('toast-success').locator('p')).toHaveText(text(lang, 'contact', 'added'));
  await openRequestFromMail(page, email);
  await expect(page.getByTestId('contact-request')).toContainText('Omar Tazi');
  await expect(page.getByTestId('contact-request').getByRole('link')).toHaveAttribute(
    'href',
    /logiciel-gestion-stock$/,
  );
});

test('wrong fields get clear messages next to them, and the typed values stay', async ({
  page,
  at,
  lang,
}) => {
  await page.goto(at('/contactus'));
  await waitForHydration(page);
  const form = page.locator('form', { has: page.locator('select[name="type"]') });
  await solveHumanCheck(form);
  await form.getByLabel(text(lang, 'contact', 'fields.fullName')).fill('Salma');
  await form.getByLabel(text(lang, 'contact', 'fields.email')).fill('not-an-email');
  await form.getByRole('button', { name: text(lang, 'contact', 'send') }).click();
  const email = form.getByLabel(text(lang, 'contact', 'fields.email'));
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText(text(lang, 'contact', 'errors.emailInvalid'));
  await expect(form).toContainText(text(lang, 'contact', 'errors.messageTooShort'));
  await expect(form.getByLabel(text(lang, 'contact', 'fields.fullName'))).toHaveValue('Salma');
});

test('a request posted without the human check is refused with the reCAPTCHA message', async ({
  request,
  at,
  lang,
}) => {
  const res = await request.post(at('/contactus'), {
    form: {
      intent: 'demo',
      fullName: 'Robot',
      phone: '+212 600 00 00 00',
      email: 'robot@example.com',
      service: 'papier-bulle',
    },
  });
  expect(res.status()).toBe(422);
  expect(await res.text()).toContain(text(lang, 'common', 'humanCheck.required'));
});
