import { createContext, useContext } from 'react';
import type { Locale } from '../../common/i18n/languages';
import { PageJson, readPageJson } from '~/lib/page-json';

/**
 * The amounts a page shows, as the server wrote them, carried in its HTML so that hydration shows
 * them without an `Intl.NumberFormat`: a browser builds its first one in 30–55 ms of main-thread
 * time (ICU's number data), the largest single task of a first load. Keyed by language, amount and
 * currency; amounts the page did not carry (a deferred part, a later navigation) are formatted in
 * the browser and kept here too.
 */
export type MoneyTexts = Map<string, string>;

export const MoneyTextsContext = createContext<MoneyTexts | null>(null);

export const MONEY_TEXTS_ID = 'money-texts';

export function moneyTextKey(locale: Locale, minor: number, currency: string): string {
  return `${locale} ${minor} ${currency}`;
}

/** The page's amounts from its HTML, before hydration. */
export function readMoneyTexts(): MoneyTexts {
  return new Map(Object.entries(readPageJson<Record<string, string>>(MONEY_TEXTS_ID) ?? {}));
}

/** Written after the page's content, so that it holds every amount rendered before it. */
export function MoneyTextsData() {
  const texts = useContext(MoneyTextsContext);
  return <PageJson id={MONEY_TEXTS_ID} value={() => Object.fromEntries(texts ?? [])} />;
}
