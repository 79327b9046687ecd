import type { Page } from '@playwright/test';
import { isolateLeftToRight } from '../../common/i18n/bidi';
import { expect, test, waitForHydration } from './support/fixtures';
import { placeOrder, setAvailability, type Item } from './support/orders';
import { text } from './support/public-texts';

/**
 * The order pages in a browser (issue 12): what needs JavaScript or a file picker — the forms
 * sent in the background with their toasts, the cancel question, the reorder report. One language
 * each (ADR-0013). The pages' content, the forms without JavaScript, the files and the 404s are
 * page tests (app/routes/private-order.page.test.ts); the payment round trip is checkout.spec.ts's.
 */
const LOT_25: Item = { service: 'carton-double-cannelure', package: 'lot-25' };
const STORAGE: Item = { service: 'stockage-climatise' };
/** Withdrawn by the reorder journey: a package no other journey orders. */
const WITHDRAWN: Item = { service: 'palettes-bois', package: 'lot-20-neuves' };
const STILL_SOLD: Item = { service: 'design-packaging', package: 'etiquette' };

const toast = (page: Page, type: 'success' | 'error') =>
  page.getByTestId(`toast-${type}`).last().locator('p');
const fill = (value: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), value);

test(
  'from the list to the order: extra information, a file from the picker, a disguised file refused, a comment',
  { tag: ['@fr'] },
  async ({ page, at, lang, customer }) => {
    await page.goto(at('/orders'));
    expect(customer.email).toContain('@');
    const order = await placeOrder(page, [STORAGE, LOT_25]);
    await page.goto(at('/account?tab=orders'));
    await waitForHydration(page);
    await page.getByTestId('order-row').filter({ hasText: order.number }).getByTestId('order-manage').click();
    await expect(page).toHaveURL(new RegExp(`${at(`/account/my-order/${order.id}`)}$`));
    await waitForHydration(page);
    await page.locator('#order-extra_info').fill('Livraison le matin, quai 3');
    await page.locator('#order-links').fill('https://example.com/plans');
    await page.getByTestId('order-extras-save').click();
    await expect(toast(page, 'success')).toHaveText(text(lang, 'orders', 'api.updated'));
    await expect(page.getByTestId('order-links-list')).toContainText('https://example.com/plans');

    const files = page.locator('#order-files-input');
    await files.setInputFiles({
      name: 'plan.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('40 x 30 x 20 cm\n'),
    });
    await page.getByTestId('order-files-send').click();
    await expect(toast(page, 'success')).toHaveText(text(lang, 'orders', 'page.files.added'));
    await expect(page.getByTestId('order-file').getByRole('link')).toContainText('plan.txt');
    await files.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all\n'),
    });
    await page.getByTestId('order-files-send').click();
    await expect(page.getByTestId('upload-errors')).toContainText('photo.png');
    await expect(page.getByTestId('order-file')).toHaveCount(1);

    await page.locator('#order-comment-body').fill('Pouvez-vous livrer avant 10 h ?');
    await page.getByTestId('order-comment-send').click();
    await expect(toast(page, 'success')).toHaveText(text(lang, 'orders', 'api.commentAdded'));
    await expect(page.getByTestId('order-comment-body')).toHaveText('Pouvez-vous livrer avant 10 h ?');
    await expect(page.locator('#order-comment-body')).toHaveValue('');
  },
);

test(
  'cancel asks first, then cancels; reorder puts what is still sold in the cart and says what could not be added and why',
  { tag: ['@ar'] },
  async ({ page, at, lang, request, customer }) => {
    await page.goto(at('/orders'));
    expect(customer.email).toContain('@');
    const order = await placeOrder(page, [LOT_25]);
    await page.goto(at(`/order/${order.id}`));
    await waitForHydration(page);
    await page.getByTestId('order-cancel').click();
    await expect(page.getByTestId('cancel-confirmation')).toContainText(order.number);
    await page.getByTestId('cancel-keep').click();
    await expect(page.getByTestId('cancel-confirmation')).toHaveCount(0);
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('cancel-confirm').click();
    await expect(toast(page, 'success')).toHaveText(text(lang, 'orders', 'api.canceled'));
    await expect(page.getByTestId('order-status')).toHaveText(text(lang, 'orders', 'statuses.canceled'));

    const old = await placeOrder(page, [WITHDRAWN, STILL_SOLD]);
    const gone = old.lines.find((l) => l.package_id === WITHDRAWN.package)!;
    const kept = old.lines.find((l) => l.package_id === STILL_SOLD.package)!;
    await setAvailability(request, WITHDRAWN, false);
    try {
      await page.goto(at(`/order/${old.id}`));
      await waitForHydration(page);
      await page.getByTestId('order-reorder').click();
      const result = page.getByTestId('reorder-result');
      // The server's message: in Arabic its number is isolated (plain text has no <bdi>).
      const reordered = fill(text(lang, 'orders', 'api.reordered_one'), { count: '1' });
      await expect(result.getByTestId('reorder-message')).toHaveText(
        lang === 'ar' ? isolateLeftToRight(reordered) : reordered,
      );
      await expect(result.getByTestId('reorder-added')).toHaveText(kept.name);
      await expect(result.getByTestId('reorder-not-added')).toContainText(gone.name);
      await expect(result.getByTestId('reorder-not-added')).toContainText(
        text(lang, 'cart', 'errors.unavailable.package'),
      );
      await result.getByTestId('reorder-cart').click();
      await expect(page).toHaveURL(new RegExp(`${at('/cart')}$`));
      await expect(page.getByTestId('cart-item')).toHaveCount(1);
    } finally {
      await setAvailability(request, WITHDRAWN, true);
    }
  },
);
