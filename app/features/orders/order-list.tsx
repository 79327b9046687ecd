import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { Pagination } from '~/components/ui/pagination';
import { buttonClasses } from '~/components/ui/button';
import { AccountEmptyState } from '~/features/account/empty-state';
import { useMoney } from '~/i18n/use-money';
import { orderNumber } from './order-number';
import { StatusBadge } from './status-badge';
import type { OrderList as OrderListData, OrderSummary } from './types';

/**
 * The customer's orders (spec §2 /orders and the account's Orders tab): number, date, services,
 * packages, pay status, status, amount and "manage"; the spec's 'no order' when there is none;
 * pages as links, so they work without JavaScript.
 */
export function OrderList({
  list,
  orderHref,
  pageHref,
  headingLevel = 2,
}: {
  list: OrderListData;
  /** Each order's heading: 2 under the page's title, 3 inside the account's Orders tab. */
  headingLevel?: 2 | 3;
  /** Where "manage" leads: /order/{id}, or /account/my-order/{id} from the account. */
  orderHref: (id: string) => string;
  pageHref: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (list.total === 0)
    return (
      <AccountEmptyState
        text={t('account:account.empty.orders')}
        testId="orders-empty"
        action={
          <LocalizedLink to="/produits" className={buttonClasses()}>
            {t('orders:page.list.browse')}
          </LocalizedLink>
        }
      />
    );
  return (
    <>
      <ul className="flex flex-col gap-4" data-testid="orders-list">
        {list.data.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} href={orderHref(order.id)} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <Pagination
        page={list.current_page}
        pages={list.last_page}
        href={pageHref}
        label={t('orders:page.list.pagination')}
      />
    </>
  );
}

/** The bought services' and packages' names: packages have the wider column on a large screen. */
const WIDTH_OF = { services: 'lg:col-span-2', packages: 'lg:col-span-3' } as const;

function OrderCard({
  order,
  href,
  headingLevel,
}: {
  order: OrderSummary;
  href: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = `order-${order.id}`;
  const names = (list: string[]) => (list.length ? list.join(', ') : t('orders:page.list.none'));
  const term = 'text-sm font-medium text-slate-600 dark:text-slate-400';
  return (
    <article
      aria-labelledby={titleId}
      data-testid="order-row"
      data-order-id={order.id}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading id={titleId} className="text-lg font-bold" data-testid="order-number">
          {t('orders:page.list.number', { number: orderNumber(order.number) })}
        </Heading>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span className="sr-only">{t('orders:page.list.date')} </span>
          <time dateTime={order.created_at.iso}>{order.created_at.label}</time>
        </p>
      </div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-5">
          {(['services', 'packages'] as const).map((kind) => (
            <div key={kind} className={`col-span-2 min-w-0 ${WIDTH_OF[kind]}`}>
              <dt className={term}>{t(`orders:page.list.${kind}`)}</dt>
              <dd className="break-words" data-testid={`order-${kind}`}>
                {names(order[kind])}
              </dd>
            </div>
          ))}
          <div>
            <dt className={term}>{t('orders:page.list.payStatus')}</dt>
            <dd>
              <StatusBadge
                value={order.pay_status}
                label={order.pay_status_label}
                testId="order-pay-status"
              />
            </dd>
          </div>
          <div>
            <dt className={term}>{t('orders:page.list.status')}</dt>
            <dd>
              <StatusBadge value={order.status} label={order.status_label} testId="order-status" />
            </dd>
          </div>
          <div className="col-span-2 lg:col-span-1">
            <dt className={term}>{t('orders:page.list.amount')}</dt>
            <dd className="text-lg font-bold" data-testid="order-amount">
              {money(order.total.minor, order.total.currency)}
            </dd>
          </div>
        </dl>
        <div className="flex shrink-0 justify-end">
          <LocalizedLink
            to={href}
            data-testid="order-manage"
            className="rounded-full border-2 border-teal-700 px-4 py-1.5 font-semibold text-teal-800 hover:bg-teal-700 hover:text-white dark:border-teal-400 dark:text-teal-300"
          >
            {t('orders:page.list.manage')}
            <span className="sr-only">
              {' '}
              {t('orders:page.list.manageOrder', { number: orderNumber(order.number) })}
            </span>
          </LocalizedLink>
        </div>
      </div>
    </article>
  );
}
