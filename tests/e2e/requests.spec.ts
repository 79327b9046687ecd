import type { Locale } from '../../common/i18n/languages';
import { signUpConfirmed } from './support/account-flows';
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

test.skip(({ lang }) => lang === 'en', 'journeys in fr and ar; the rules are tested at the service level');

test('a customer files a request with a file, sees it sent, finds it in the list, replies in its thread, and files from the contact page', async ({
  page,
  playwright,
  baseURL,
  lang,
  at,
}) => {
  test.setTimeout(90_000);
  await signUpConfirmed(page, at, `requests-${lang}-${Date.now()}@example.test`);
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

  // A request filed from an account is its owner's only: a visitor gets the same 404 as for nothing.
  const id = /contact_requests\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const visitor = await playwright.request.newContext({ baseURL });
  for (const path of [id, '999999999', 'abc'])
    expect((await visitor.get(at(`/contact_requests/${path}`))).status(), path).toBe(404);
  await visitor.dispose();

  // Logged in, the contact page files into the account too, without the human check.
  await page.goto(at('/contactus'));
  const contactForm = page.getByTestId('request-form');
  await expect(contactForm.locator('altcha-widget, input[name="altcha"]')).toHaveCount(0);
  await contactForm.locator('input[name="subject"]').fill(`Devis ${lang}`);
  await contactForm.locator('textarea[name="comments"]').fill('5 000 boîtes imprimées');
  await contactForm.locator('button[value="file-request"]').click();
  await expect(page).toHaveURL(new RegExp(`${at('/account/requests/all')}$`));
  await expect(page.getByText(SENT[lang])).toBeVisible();
  await expect(page.getByTestId('request-list').getByRole('link')).toHaveText([
    `Devis ${lang}`,
    `Cartons ${lang}`,
  ]);
});
