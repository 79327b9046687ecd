import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { StrokeIcon } from '~/components/layout/icon';

/**
 * The header's cart: a link to /cart naming how many lines it holds (from the root loader). Its
 * name starts with the number the badge shows (WCAG 2.5.3, ADR-0011).
 */
export function CartLink({ count }: { count: number }) {
  const { t } = useTranslation('account');
  return (
    <LocalizedLink
      to="/cart"
      data-testid="cart-link"
      aria-label={t('cart.label', { count })}
      className="relative grid size-10 place-items-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <StrokeIcon className="size-6" round>
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </StrokeIcon>
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-teal-700 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </LocalizedLink>
  );
}
