import { expect, markWindow, test, waitForHydration, windowStillMarked } from './support/fixtures';

const DIR = { fr: 'ltr', en: 'ltr', ar: 'rtl' } as const;

/*
 * lang and dir on the first byte (prefix, cookie, Accept-Language), canonical and hreflang, the
 * not-found page in each language and the dictionaries a page embeds are checked without a browser:
 * app/routes/frame.page.test.ts (ADR-0013). Here what the switch does in a running page, each in
 * one language.
 */

test(
  'the language switcher changes text and direction without a reload, and the choice survives it',
  {
    tag: ['@fr'],
  },
  async ({ page, lang }) => {
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
  },
);

test(
  'on a prefixed page the switcher moves to the same page under the new prefix',
  { tag: ['@ar'] },
  async ({ page, lang, at }) => {
    const target = lang === 'en' ? 'fr' : 'en';
    await page.goto(at('/'));
    await waitForHydration(page);
    await page.getByTestId('language-switcher').click();
    await page.locator(`a[hreflang="${target}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${target}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', target);
  },
);

test(
  'a choice in local storage that the cookie lacks is applied without a reload',
  { tag: ['@fr'] },
  async ({ browser, baseURL }) => {
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
  },
);

const LOGIN_HEADING = {
  fr: 'Connexion à votre compte',
  en: 'Log in to your account',
  ar: 'تسجيل الدخول إلى حسابك',
};

const LOGIN_LINK = { fr: 'Se connecter', en: 'Log in', ar: 'تسجيل الدخول' };

test(
  'a client navigation to a page with other namespaces renders them, in the page language',
  {
    tag: ['@ar'],
  },
  async ({ page, lang, at }) => {
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
  },
);
