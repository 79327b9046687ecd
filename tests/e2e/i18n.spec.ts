import { expect, markWindow, test, waitForHydration, windowStillMarked } from './support/fixtures';

const DIR = { fr: 'ltr', en: 'ltr', ar: 'rtl' } as const;
const NOT_FOUND = {
  fr: "OUPS ! RIEN N'A ÉTÉ TROUVÉ",
  en: 'OOPS! NOTHING WAS FOUND',
  ar: 'عذرًا! لم يتم العثور على شيء',
};
const RETURN_HOME = { fr: "Retour à l'accueil", en: 'Return To Home', ar: 'العودة إلى الرئيسية' };

test('the first byte carries lang and dir, from the prefix and from the cookie', async ({
  request,
  lang,
}) => {
  const prefixed = await (await request.get(`/${lang}/`)).text();
  expect(prefixed.slice(0, 80)).toContain(`<html lang="${lang}" dir="${DIR[lang]}"`);
  const byCookie = await (await request.get('/', { headers: { Cookie: `i18next=${lang}` } })).text();
  expect(byCookie.slice(0, 80)).toContain(`<html lang="${lang}" dir="${DIR[lang]}"`);
  const byHeader = await (
    await request.get('/', { headers: { Cookie: '', 'Accept-Language': `${lang};q=0.9, de;q=1` } })
  ).text();
  expect(byHeader.slice(0, 80)).toContain(`<html lang="${lang}"`);
});

test('canonical is the prefixed URL, with hreflang alternates and x-default', async ({
  request,
  lang,
  baseURL,
}) => {
  const html = await (await request.get(`/${lang}/`)).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/${lang}"/>`);
  for (const other of ['fr', 'en', 'ar'])
    expect(html).toContain(`hrefLang="${other}" href="${baseURL}/${other}"`);
  expect(html).toContain(`hrefLang="x-default" href="${baseURL}/"`);
});

test('an unknown path answers 404 with the not-found page in the page language', async ({
  page,
  request,
  lang,
  at,
}) => {
  const res = await request.get(at('/no-such-page'));
  expect(res.status()).toBe(404);
  expect((await res.text()).replaceAll('&#x27;', "'")).toContain(NOT_FOUND[lang]);
  expect((await request.get('/no-such-page')).status()).toBe(404);
  expect((await request.get('/xx/produits')).status()).toBe(404);
  await page.goto(at('/no/such/page'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[lang]);
  await page.getByRole('main').getByRole('link', { name: RETURN_HOME[lang], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
});

test('the language switcher changes text and direction without a reload, and the choice survives it', async ({
  page,
  lang,
}) => {
  const target = lang === 'ar' ? 'fr' : 'ar';
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByTestId('language-switcher').click();
  await page.locator(`a[hreflang="${target}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', target);
  await expect(page.locator('html')).toHaveAttribute('dir', DIR[target]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    target === 'ar'
      ? 'غلّف، خزّن، بِع: كل شيء في مكان واحد'
      : 'Emballer, stocker, vendre\u00a0: tout au même endroit',
  );
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(target);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', target);
});

test('on a prefixed page the switcher moves to the same page under the new prefix', async ({
  page,
  lang,
  at,
}) => {
  const target = lang === 'en' ? 'fr' : 'en';
  await page.goto(at('/'));
  await waitForHydration(page);
  await page.getByTestId('language-switcher').click();
  await page.locator(`a[hreflang="${target}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/${target}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', target);
});

test('a choice in local storage that the cookie lacks is applied without a reload', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await context.clearCookies();
  await page.goto(`${baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'i18next')?.value).toBe('ar');
  await context.close();
});

const LOGIN_HEADING = {
  fr: 'Connexion à votre compte',
  en: 'Log in to your account',
  ar: 'تسجيل الدخول إلى حسابك',
};

const LOGIN_LINK = { fr: 'Se connecter', en: 'Log in', ar: 'تسجيل الدخول' };

/** The dictionaries embedded in a page's HTML, by namespace. */
async function embeddedDictionaries(page: import('@playwright/test').Page) {
  const text = await page.locator('script#i18n-data').textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

test('a page carries only its own language and the namespaces its routes need', async ({
  page,
  lang,
  at,
}) => {
  const scripts: string[] = [];
  page.on('response', async (res) => {
    if (res.url().endsWith('.js')) scripts.push(await res.text());
  });
  await page.goto(at('/'));
  await waitForHydration(page);
  const skipLabel = { fr: 'Aller au contenu', en: 'Skip to content', ar: 'الانتقال إلى المحتوى' };
  const embedded = await embeddedDictionaries(page);
  expect(Object.keys(embedded).sort()).toEqual(['catalog', 'common', 'contact', 'content', 'search']);
  const json = JSON.stringify(embedded);
  for (const other of ['fr', 'en', 'ar'] as const) {
    expect(json.includes(skipLabel[other])).toBe(other === lang);
  }
  // No dictionary comes as a script on first load: the HTML had them.
  expect(scripts.filter((s) => /skipToContent:/.test(s))).toHaveLength(0);
});

test('a client navigation to a page with other namespaces renders them, in the page language', async ({
  page,
  lang,
  at,
}) => {
  await page.goto(at('/'));
  await waitForHydration(page);
  await markWindow(page);
  const accountDictionary = page.waitForResponse((res) => /\/assets\/account-[^/]*\.js$/.test(res.url()));
  await page.getByTestId('site-header').getByRole('link', { name: LOGIN_LINK[lang], exact: true }).click();
  await accountDictionary;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_HEADING[lang]);
  expect(await windowStillMarked(page)).toBe(true);
  // A language switch afterwards brings that namespace in the new language too.
  const target = lang === 'ar' ? 'fr' : 'ar';
  await page.getByTestId('language-switcher').click();
  await page.locator(`a[hreflang="${target}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', target);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_HEADING[target]);
});
