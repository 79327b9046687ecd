import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { orderNumber } from './order-number';
import { StatusBadge } from './status-badge';
import type { OrderDetail } from './types';

/** One fact of the order under the heading: its name, then its value. */
function Fact(props: { term: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{props.term}</dt>
      <dd className={props.className} data-testid={props.testId}>
        {props.children}
      </dd>
    </div>
  );
}

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
        <Fact term={t('orders:page.order.status')}>
          <StatusBadge value={order.status} label={order.status_label} testId="order-status" />
        </Fact>
        <Fact term={t('orders:page.order.payStatus')}>
          <StatusBadge value={order.pay_status} label={order.pay_status_label} testId="order-pay-status" />
        </Fact>
        <Fact term={t('orders:page.order.paymentMode')} className="font-semibold" testId="order-payment-mode">
          {order.payment_mode_label}
        </Fact>
      </dl>
    </header>
  );
}
