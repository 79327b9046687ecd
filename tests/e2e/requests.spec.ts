import type { Locale } from '../../common/i18n/languages';
import { expect, test, waitForHydration } from './support/fixtures';

const SENT: Record<Locale, string> = {
  fr: "Votre demande a été envoyée pour approbation par l'administrateur",
  en: 'Your Request was Sent For Admin Aproval',
  ar: 'تم إرسال طلبك لموافقة المسؤول',
};
const PROCESSING: Record<Locale, string> = {
  fr: 'Envoi de votre demande…',
  en: 'Sending your request…',
  ar: 'جارٍ إرسال طلبك…',
};
const EMPTY: Record<Locale, string> = { fr: 'Aucune demande', en: 'No requests', ar: 'لا توجد استفسارات' };

/**
 * Filing a request in a browser, in Arabic (ADR-0013): a file from the picker, the processing
 * message while it is sent, the list, the thread. The rules are tested at the service level; the
 * 404s of a request not one's own and filing from the contact page are page tests
 * (app/routes/account.page.test.ts).
 */

test(
  'a customer files a request with a file, sees it sent, finds it in the list and replies in its thread',
  { tag: ['@ar'] },
  async ({ page, lang, at, customer }) => {
    test.setTimeout(90_000);
    expect(customer.email).toContain('@');
    await page.goto(at('/account/requests/all'));
    await expect(page.getByTestId('requests-empty')).toHaveText(EMPTY[lang]);

    await page.goto(at('/account/requests/new'));
    await waitForHydration(page);
    const form = page.getByTestId('request-form');
    await form.locator('select[name="type"]').selectOption('support');
    await form.locator('input[name="subject"]').fill(`Cartons ${lang}`);
    await form.locator('textarea[name="comments"]').fill('Trois cartons sont arrivés écrasés.');
    await form.locator('textarea[name="links"]').fill('https://example.com/photo');
    await form.locator('input[name="files"]').setInputFiles({
      name: 'bon-de-livraison.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Livraison 2026-0042 : 3 cartons abîmés\n'),
    });
    // The network is slowed so the processing message can be seen while the request is sent.
    await page.route('**/account/requests/new*', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await form.locator('button[value="file-request"]').click();
    await expect(page.getByTestId('request-processing')).toHaveText(PROCESSING[lang]);
    await expect(page).toHaveURL(new RegExp(`${at('/account/requests/all')}$`));
    await expect(page.getByText(SENT[lang])).toBeVisible();

    // In the list, and in its page: the file, the expected answer, the status history.
    const list = page.getByTestId('request-list');
    await expect(list.getByRole('link')).toHaveText([`Cartons ${lang}`]);
    await list.getByRole('link', { name: `Cartons ${lang}` }).click();
    await expect(page.getByTestId('owned-request')).toBeVisible();
    await expect(page.getByTestId('request-files')).toContainText('bon-de-livraison.txt');
    await expect(page.getByTestId('answer-expected')).toContainText(/\d{4}/);

    await waitForHydration(page);
    await page.locator('textarea[name="body"]').fill('Voici le numéro de livraison : 2026-0042.');
    await page.locator('button[value="reply"]').click();
    await expect(page.getByTestId('thread')).toContainText('2026-0042');
  },
);
