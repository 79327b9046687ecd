import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import type { OrderActionData } from './order-action.server';
import { OrderHeader } from './order-header';
import { LineTerms } from './order-lines';
import { OrderConversation } from './order-view';
import { orderNumber } from './order-number';
import { OrderSection } from './section';
import type { OrderLinePage } from './types';

/**
 * /account/my-order/{id}/package/{line}: one line of the order — what it is and includes, its
 * price terms — then the order's files and comments. Each part is an OrderSection of its own, so
 * a new one (a subscription's, say) slots in beside them.
 */
export function LineView({
  page,
  result,
  children,
}: {
  page: OrderLinePage;
  result: OrderActionData | undefined;
  /** More parts of the line, first in the main column (the line's subscription). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { order, line } = page;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10" data-testid="order-line-page">
      <OrderHeader order={order} backTo="/account?tab=orders" title={line.name} />
      <p className="font-semibold" data-testid="line-part-of">
        <LocalizedLink
          to={`/account/my-order/${order.id}`}
          className="text-teal-800 underline underline-offset-4 dark:text-teal-300"
        >
          {t('orders:page.line.partOf', { number: orderNumber(order.number) })}
        </LocalizedLink>
      </p>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          {children}
          <OrderSection id="line-features-section" title={t('orders:page.line.features')}>
            {line.description && <p className="text-slate-700 dark:text-slate-300">{line.description}</p>}
            {line.features.length ? (
              <ul className="flex flex-col gap-1.5" data-testid="line-features">
                {line.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span aria-hidden="true" className="text-teal-700 dark:text-teal-400">
                      ✓
                    </span>
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600 dark:text-slate-400">{t('orders:page.line.noFeatures')}</p>
            )}
            {line.url && (
              <LocalizedLink
                to={line.url}
                className="self-start font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300"
              >
                {t('orders:page.line.catalogue')}
              </LocalizedLink>
            )}
          </OrderSection>
          <OrderConversation page={page} result={result} />
        </div>
        <OrderSection id="line-terms-section" title={t('orders:page.line.terms')}>
          <p className="text-sm font-semibold text-amber-800 dark:text-amber-400">
            {t(`orders:page.lines.${line.type}`)}
          </p>
          <LineTerms line={line} />
        </OrderSection>
      </div>
    </div>
  );
}
