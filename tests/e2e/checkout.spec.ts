import type { Page } from '@playwright/test';
import { auditPage } from './support/axe';
import { CARTON, cartWith, listedOrder, payOnSandbox, STORAGE } from './support/checkout';
import { expect, test, waitForHydration } from './support/fixtures';
import { text } from './support/public-texts';

/**
 * The checkout in a browser (issue 12), one language each (ADR-0013), for the customer() fixture:
 * every step with back and forward, a file from the picker and the audits, right to left; the
 * payment page round trip (a wrong card, a declined one, then the card with the extra step), left
 * to right. The steps as plain forms, their redirects and errors are page tests
 * (app/routes/checkout.page.test.ts); the hosted page's HTML is tested at the API tier
 * (server/modules/payments/sandbox/hosted-flow.test.ts); the rules at the service level.
 */
async function audit(page: Page, lang: string, where: string) {
  const problems = (await auditPage(page)).map((v) => `${where}: ${v}`);
  if (lang === 'ar') {
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (scroll > 0) problems.push(`${where} @${width}: overflows by ${scroll}px`);
    }
  }
  expect(problems).toEqual([]);
}

const orderIdOf = (url: string) => /\/checkout\/([0-9a-f-]{36})\//.exec(url)![1]!;

async function chooseAndConfirm(page: Page, at: (p: string) => string, mode: 'pay_now' | 'pay_later') {
  await page.goto(at('/checkout?step=payment'));
  await page.getByTestId(`payment-mode-${mode}`).check();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\?step=confirm$/);
  await page.getByTestId('place-order').click();
}

test(
  'pay later: every step, back and forward, a file; thank-you with On hand',
  { tag: ['@ar'] },
  async ({ page, at, lang, customer }) => {
    // The longest journey (every step twice, a file): 48 s once on a loaded 2-core machine.
    test.setTimeout(90_000);
    await page.goto(at('/cart'));
    expect(customer.email).toContain('@');
    await cartWith(page, [CARTON, STORAGE], 'WELCOME10');
    await page.goto(at('/cart'));
    await page.getByTestId('proceed-to-checkout').click();
    await expect(page).toHaveURL(new RegExp(`${at('/checkout')}\\?step=review$`));
    await expect(page.getByTestId('checkout-line')).toHaveCount(2);
    await expect(
      page.getByText(text(lang, 'checkout', 'review.promo').replace('{{code}}', 'WELCOME10')),
    ).toBeVisible();
    await waitForHydration(page);
    await audit(page, lang, 'review');

    await page.getByTestId('checkout-continue').click();
    await expect(page).toHaveURL(/\?step=details$/);
    const notes = page.getByRole('textbox', { name: text(lang, 'checkout', 'details.notes'), exact: true });
    const links = page.getByRole('textbox', { name: text(lang, 'checkout', 'details.links'), exact: true });
    await notes.fill('Livraison le matin');
    await links.fill('javascript:alert(1)');
    await page.getByTestId('checkout-continue').click();
    await expect(page.getByTestId('details-errors')).toContainText(text(lang, 'checkout', 'errors.url'));
    await expect(links).toHaveAttribute('aria-invalid', 'true');
    await expect(notes).toHaveValue('Livraison le matin');
    await audit(page, lang, 'details with errors');
    await links.fill('https://example.test/plan.pdf');
    await page
      .getByLabel(text(lang, 'checkout', 'details.files'), { exact: true })
      .setInputFiles({ name: 'mesures.txt', mimeType: 'text/plain', buffer: Buffer.from('Largeur 40 cm') });
    await page.getByTestId('checkout-continue').click();
    await expect(page).toHaveURL(/\?step=payment$/);
    await audit(page, lang, 'payment');

    // Back shows what was saved; forward returns to the payment step.
    await page.goBack();
    await expect(page).toHaveURL(/\?step=details$/);
    await expect(page.getByTestId('checkout-files')).toContainText('mesures.txt');
    await expect(
      page.getByRole('textbox', { name: text(lang, 'checkout', 'details.notes'), exact: true }),
    ).toHaveValue('Livraison le matin');
    await page.goForward();
    await expect(page).toHaveURL(/\?step=payment$/);

    await page.getByTestId('payment-mode-pay_later').check();
    await page.getByTestId('checkout-continue').click();
    await expect(page).toHaveURL(/\?step=confirm$/);
    await page.reload();
    await expect(page.getByTestId('checkout-summary-mode')).toHaveText(
      text(lang, 'orders', 'paymentModes.pay_later'),
    );
    await expect(page.getByTestId('checkout-summary-files')).toContainText('mesures.txt');
    await audit(page, lang, 'confirm');
    await page.getByTestId('place-order').click();

    await expect(page).toHaveURL(new RegExp(`${at('/checkout/')}[0-9a-f-]{36}/thank-you$`));
    await expect(page.getByTestId('order-pay-status')).toHaveText(
      text(lang, 'orders', 'payStatuses.on_hand'),
    );
    const number = await page.getByTestId('order-number').textContent();
    expect(number).toMatch(/^\d{4}-\d{6}$/);
    await audit(page, lang, 'thank-you');
    const id = orderIdOf(page.url());
    expect(await listedOrder(page, id)).toMatchObject({ number, pay_status: 'on_hand' });
    const detail = (await (await page.request.get(`/api/orders/${id}`)).json()).data;
    expect(detail).toMatchObject({
      extra_info: 'Livraison le matin',
      links: ['https://example.test/plan.pdf'],
    });
    expect(detail.files.map((f: { name: string }) => f.name)).toEqual(['mesures.txt']);
  },
);

test(
  'pay now: a wrong card number is told beside its field, a declined card returns to the payment step; the retry with the extra step pays, and the order is approved',
  { tag: ['@fr'] },
  async ({ page, at, lang, customer }) => {
    test.setTimeout(90_000);
    await page.goto(at('/cart'));
    expect(customer.email).toContain('@');
    await cartWith(page, [STORAGE]);
    await chooseAndConfirm(page, at, 'pay_now');
    await expect(page).toHaveURL(/\/payments\/sandbox\/sbx_cs_/);
    await audit(page, lang, 'hosted payment page');
    // A wrong number first: the errors are announced and tied to their field.
    await payOnSandbox(page, '4242 4242 4242 4241');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel(/Numéro de carte|رقم البطاقة/)).toHaveAttribute('aria-invalid', 'true');
    await audit(page, lang, 'hosted payment page with errors');
    await payOnSandbox(page, '4000 0000 0000 0002');
    await expect(page).toHaveURL(new RegExp(`${at('/checkout/')}[0-9a-f-]{36}/pay\\?reason=card_declined$`));
    const id = orderIdOf(page.url());
    await expect(page.getByTestId('payment-failure')).toHaveText(
      text(lang, 'payments', 'reasons.card_declined'),
    );
    await expect(page.getByTestId('order-pay-status')).toHaveText(
      text(lang, 'orders', 'payStatuses.pending'),
    );
    await audit(page, lang, 'payment declined');
    expect(await listedOrder(page, id)).toMatchObject({ pay_status: 'pending' });

    await page.getByTestId('retry-payment').click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/sbx_cs_/);
    await payOnSandbox(page, '4000 0027 6000 3184');
    await expect(page).toHaveURL(/\/payments\/sandbox\/sbx_cs_\w+\/authenticate$/);
    await expect(page.getByText(/3184/)).toBeVisible();
    await audit(page, lang, 'extra confirmation step');
    await page.getByRole('button', { name: /Confirmer le paiement|تأكيد الدفع/ }).click();
    await expect(page).toHaveURL(new RegExp(`${at(`/checkout/${id}/thank-you`)}\\?payment=sbx_cs_`));
    await expect(page.getByTestId('thank-you-message')).toHaveText(text(lang, 'checkout', 'thankYou.paid'));
    await expect(page.getByTestId('order-pay-status')).toHaveText(text(lang, 'orders', 'payStatuses.paid'));
    expect(await listedOrder(page, id)).toMatchObject({ pay_status: 'paid' });
    // Paid, the order is approved and asks for nothing more.
    await page.goto(at(`/order/${id}`));
    await expect(page.getByTestId('order-status')).toHaveText(text(lang, 'orders', 'statuses.approved'));
    await expect(page.getByTestId('order-pay')).toHaveCount(0);
  },
);
