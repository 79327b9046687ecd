import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { orderNumber } from './order-number';
import { Button, buttonClasses } from '~/components/ui/button';
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
          <LocalizedLink to={`/checkout/${order.id}/pay`} className={buttonClasses()} data-testid="order-pay">
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
          <Button
            type="submit"
            variant="secondary"
            data-testid="order-reorder"
            aria-describedby="order-reorder-hint"
          >
            {t('orders:page.order.reorder')}
          </Button>
        </Form>
        {can.cancel && !confirming && (
          <Link
            to={`${pathname}?${CONFIRM_CANCEL}`}
            preventScrollReset
            className={buttonClasses({
              variant: 'secondary',
              className:
                'hover:border-red-700 hover:text-red-800 dark:hover:border-red-400 dark:hover:text-red-300',
            })}
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
              <Button type="submit" variant="danger" data-testid="cancel-confirm">
                {t('orders:page.order.cancelYes')}
              </Button>
            </Form>
            <Link
              to={pathname}
              preventScrollReset
              className={buttonClasses({ variant: 'secondary' })}
              data-testid="cancel-keep"
            >
              {t('orders:page.order.cancelNo')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
