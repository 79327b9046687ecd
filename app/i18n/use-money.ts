import { formatMoney, formatMoneyOff } from '../../common/format/money';
import { useLocale } from './use-locale';

/** Writes amounts the server computed (minor units + currency) in the page's language. */
export function useMoney() {
  const locale = useLocale();
  return (minor: number, currency: string) => formatMoney(minor, currency, locale);
}

/** Writes an amount taken off (a discount) as a negative amount in the page's language. */
export function useMoneyOff() {
  const locale = useLocale();
  return (minor: number, currency: string) => formatMoneyOff(minor, currency, locale);
}
