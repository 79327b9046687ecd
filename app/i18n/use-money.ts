import { formatMoney } from '../../common/format/money';
import { useLocale } from './use-locale';

/** Writes amounts the server computed (minor units + currency) in the page's language. */
export function useMoney() {
  const locale = useLocale();
  return (minor: number, currency: string) => formatMoney(minor, currency, locale);
}
