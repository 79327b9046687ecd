import { useContext } from 'react';
import { formatMoney } from '../../common/format/money';
import { moneyTextKey, MoneyTextsContext } from './money-texts';
import { useLocale } from './use-locale';

/** An amount's text: the one the page carried (hydration), else formatted and kept. */
function useAmountText(sign: 1 | -1) {
  const locale = useLocale();
  const texts = useContext(MoneyTextsContext);
  return (minor: number, currency: string) => {
    // Taken off is the negative amount, zero without a sign (as formatMoneyOff writes it).
    const signed = sign * minor || 0;
    const key = moneyTextKey(locale, signed, currency);
    let text = texts?.get(key);
    if (text === undefined) {
      text = formatMoney(signed, currency, locale);
      texts?.set(key, text);
    }
    return text;
  };
}

/** Writes amounts the server computed (minor units + currency) in the page's language. */
export function useMoney() {
  return useAmountText(1);
}

/** Writes an amount taken off (a discount) as a negative amount in the page's language. */
export function useMoneyOff() {
  return useAmountText(-1);
}
