import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { orderNumber } from './order-number';
import { StatusBadge } from './status-badge';
import type { OrderDetail } from './types';

/** The order's number, date, status, pay status and payment mode, under a way back to the list. */
export function OrderHeader({
  order,
  backTo,
  backLabel,
  title,
}: {
  order: OrderDetail;
  backTo: string;
  backLabel?: string;
  /** The page's heading; the order's number by default. */
  title?: string;
}) {
  const { t } = useTranslation();
  const term = 'text-sm font-medium text-slate-600 dark:text-slate-400';
  return (
    <header className="flex flex-col gap-3">
      <LocalizedLink
        to={backTo}
        className="self-start font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300"
      >
        {backLabel ?? t('orders:page.order.back')}
      </LocalizedLink>
      <h1 className="text-3xl font-bold break-words" data-testid="order-heading">
        {title ?? t('orders:page.order.heading', { number: orderNumber(order.number) })}
      </h1>
      <p className="text-slate-600 dark:text-slate-400" data-testid="order-date">
        {t('orders:page.order.placedOn', { date: order.created_at.label })}
      </p>
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        <div className="flex flex-col gap-1">
          <dt className={term}>{t('orders:page.order.status')}</dt>
          <dd>
            <StatusBadge value={order.status} label={order.status_label} testId="order-status" />
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className={term}>{t('orders:page.order.payStatus')}</dt>
          <dd>
            <StatusBadge value={order.pay_status} label={order.pay_status_label} testId="order-pay-status" />
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className={term}>{t('orders:page.order.paymentMode')}</dt>
          <dd className="font-semibold" data-testid="order-payment-mode">
            {order.payment_mode_label}
          </dd>
        </div>
      </dl>
    </header>
  );
}
