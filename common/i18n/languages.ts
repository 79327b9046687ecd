/** The one place that knows the supported languages. `rtl` belongs to the language. */
export const LANGUAGES = {
  fr: { label: 'Français', dir: 'ltr', intl: 'fr-FR' },
  en: { label: 'English', dir: 'ltr', intl: 'en-GB' },
  ar: { label: 'العربية', dir: 'rtl', intl: 'ar-MA' },
} as const;

export type Locale = keyof typeof LANGUAGES;
export const LOCALES = Object.keys(LANGUAGES) as Locale[];
export const FALLBACK_LOCALE: Locale = 'en';
export const NAMESPACES = [
  'common',
  'catalog',
  'content',
  'search',
  'contact',
  'account',
  'notifications',
  'cart',
  'payments',
  'attachments',
  'orders',
  'billing',
  'subscriptions',
  'demos',
  'requests',
  'checkout',
  'admin',
  'admin-orders',
  'admin-requests',
  'admin-customers',
  'admin-promo-codes',
  'media',
  'editing',
  'admin-dashboard',
  'admin-content',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return LANGUAGES[locale].dir;
}

/** Best supported language from an Accept-Language header, by quality. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLocale);
}
