import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { orderNumber } from './order-number';
import { buttonClass, secondaryButtonClass } from './section';
import type { OrderPage } from './types';

/** The query that shows the cancel confirmation (a link, so it asks without JavaScript too). */
export const CONFIRM_CANCEL = 'confirm=cancel';

/**
 * What the customer can do with the order: pay an unpaid pay-now order (the checkout's payment
 * page), cancel a Pending unpaid one (after a confirmation), and order it again.
 */
export function OrderActions({ page }: { page: OrderPage }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { order, can } = page;
  const confirming = can.cancel && new URLSearchParams(search).get('confirm') === 'cancel';
  return (
    <div className="flex flex-col gap-4" data-testid="order-actions">
      <div className="flex flex-wrap items-center gap-3">
        {can.pay && (
          <LocalizedLink to={`/checkout/${order.id}/pay`} className={buttonClass} data-testid="order-pay">
            {t('orders:page.order.pay')}
            <span className="sr-only">
              {' '}
              {t('orders:page.order.payOrder', { number: orderNumber(order.number) })}
            </span>
          </LocalizedLink>
        )}
        <Form method="post" preventScrollReset>
          <XsrfField />
          <input type="hidden" name="intent" value="reorder" />
          <button
            type="submit"
            className={secondaryButtonClass}
            data-testid="order-reorder"
            aria-describedby="order-reorder-hint"
          >
            {t('orders:page.order.reorder')}
          </button>
        </Form>
        {can.cancel && !confirming && (
          <Link
            to={`${pathname}?${CONFIRM_CANCEL}`}
            preventScrollReset
            className={`${secondaryButtonClass} hover:border-red-700 hover:text-red-800 dark:hover:border-red-400 dark:hover:text-red-300`}
            data-testid="order-cancel"
          >
            {t('orders:page.order.cancel')}
          </Link>
        )}
      </div>
      <p id="order-reorder-hint" className="text-sm text-slate-600 dark:text-slate-400">
        {t('orders:page.order.reorderHint')}
      </p>
      {confirming && (
        <div
          role="group"
          aria-labelledby="cancel-question"
          data-testid="cancel-confirmation"
          className="flex flex-col gap-3 rounded-xl border-2 border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950/40"
        >
          <p id="cancel-question" className="font-semibold">
            {t('orders:page.order.cancelQuestion', { number: orderNumber(order.number) })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Form method="post" action={pathname} preventScrollReset>
              <XsrfField />
              <input type="hidden" name="intent" value="cancel" />
              <button
                type="submit"
                data-testid="cancel-confirm"
                className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
              >
                {t('orders:page.order.cancelYes')}
              </button>
            </Form>
            <Link to={pathname} preventScrollReset className={secondaryButtonClass} data-testid="cancel-keep">
              {t('orders:page.order.cancelNo')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
