import { useContext } from 'react';
import { formatMoney } from '../../common/format/money';
import { moneyTextKey, MoneyTextsContext } from './money-texts';
import { useLocale } from './use-locale';

/**
 * Writes amounts the server computed (minor units + currency) in the page's language: the text the
 * page carried for hydration, else formatted here and kept.
 */
export function useMoney() {
  const locale = useLocale();
  const texts = useContext(MoneyTextsContext);
  return (minor: number, currency: string) => {
    const key = moneyTextKey(locale, minor, currency);
    let text = texts?.get(key);
    if (text === undefined) {
      text = formatMoney(minor, currency, locale);
      texts?.set(key, text);
    }
    return text;
  };
}

/** Writes an amount taken off (a discount) as a negative amount, zero without a sign (formatMoneyOff). */
export function useMoneyOff() {
  const money = useMoney();
  return (minor: number, currency: string) => money(-minor || 0, currency);
}
