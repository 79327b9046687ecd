import { useTranslation } from 'react-i18next';

/** An order as the return pages show it: every label and date written by the server (ADR-0008). */
export interface OrderFactsView {
  id: string;
  number: string;
  created_at: { label: string };
  total: { label: string };
  pay_status: string;
  pay_status_label: string;
  status_label: string;
}

export function OrderFacts({ order }: { order: OrderFactsView }) {
  const { t } = useTranslation();
  const row =
    'flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-200 py-2 last:border-b-0 dark:border-slate-800';
  return (
    <dl
      className="rounded-2xl border border-slate-200 bg-slate-50 px-5 py-2 dark:border-slate-800 dark:bg-slate-900"
      data-testid="order-facts"
    >
      <div className={row}>
        <dt>{t('checkout:thankYou.number')}</dt>
        <dd className="font-bold" dir="ltr" data-testid="order-number">
          {order.number}
        </dd>
      </div>
      <div className={row}>
        <dt>{t('checkout:thankYou.date')}</dt>
        <dd>{order.created_at.label}</dd>
      </div>
      <div className={row}>
        <dt>{t('checkout:thankYou.total')}</dt>
        <dd className="font-bold" data-testid="order-total">
          {order.total.label}
        </dd>
      </div>
      <div className={row}>
        <dt>{t('checkout:thankYou.payStatus')}</dt>
        <dd className="font-semibold" data-testid="order-pay-status" data-value={order.pay_status}>
          {order.pay_status_label}
        </dd>
      </div>
      <div className={row}>
        <dt>{t('checkout:thankYou.status')}</dt>
        <dd>{order.status_label}</dd>
      </div>
    </dl>
  );
}
