import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardView, DashboardWeek } from '../../../../common/dashboard/types';
import { formatCount } from '../../../../common/format/count';
import type { Locale } from '../../../../common/i18n/languages';
import { minorUnitExponent } from '../../../../common/pricing/currencies';
import { BarList, type BarItem } from './bar-list';
import { FiguresTable, type FigureRow } from './figures-table';
import { WeeklyBars } from './weekly-bars';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

function ChartCard(props: { title: string; note?: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={props.id} className={`${card} min-w-0`}>
      <h2 id={props.id} className="mb-1 text-lg font-semibold">
        {props.title}
      </h2>
      {props.note && <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{props.note}</p>}
      {props.children}
    </section>
  );
}

/** A weekly bar chart and the column of its table. */
interface WeeklyChart {
  id: string;
  title: string;
  note?: string;
  value: (w: DashboardWeek) => number;
  /** A week's figure as the table writes it. */
  label: (w: DashboardWeek) => string;
  /** A value as the axis writes it. */
  tick: (value: number) => string;
  header: string;
}

/** The dashboard's figures: totals, then each chart with the table of its numbers. */
export function DashboardFigures(props: { view: DashboardView; locale: Locale; overdueHref: string }) {
  const { t } = useTranslation('admin-dashboard');
  const { view, locale } = props;
  const rtl = locale === 'ar';
  const count = (n: number) => formatCount(n, locale);
  const currency = view.totals.revenue.currency;
  const units = (minor: number) => count(Math.round(minor / 10 ** minorUnitExponent(currency)));
  const first = view.weeks[0];
  const last = view.weeks.at(-1);

  const weeklySummary = (
    title: string,
    value: (w: DashboardWeek) => number,
    label: (w: DashboardWeek) => string,
  ) => {
    const top = view.weeks.reduce((a, b) => (value(b) > value(a) ? b : a), view.weeks[0]!);
    return t('charts.weeklySummary', {
      title,
      count: view.weeks.length,
      from: first?.long_label,
      to: last?.long_label,
      max: label(top),
      maxWeek: top.long_label,
    });
  };
  const weekRows = (cells: (w: DashboardWeek) => string[]) =>
    view.weeks.map((w) => ({
      key: w.start,
      label: w.partial ? `${w.long_label} ${t('table.partial')}` : w.long_label,
      cells: cells(w),
    }));
  /** A bar list and the same figures as a table, under one title. */
  const barsAndTable = (
    id: string,
    title: string,
    items: BarItem[],
    headers: string[],
    rows: FigureRow[],
  ) => (
    <>
      <BarList
        items={items}
        rtl={rtl}
        summary={t('charts.barsSummary', {
          title,
          items: items.map((i) => `${i.label} ${i.valueLabel}`).join(', '),
        })}
        testId={`chart-${id}`}
      />
      <FiguresTable title={title} headers={headers} rows={rows} testId={`table-${id}`} />
    </>
  );

  /** A weekly chart of a count: its bars' values and its table's column are the same figure. */
  const countChart = (id: 'orders' | 'customers', of: (w: DashboardWeek) => number): WeeklyChart => ({
    id,
    title: t(`charts.${id}`),
    value: of,
    label: (w) => count(of(w)),
    tick: count,
    header: t(`table.${id}`),
  });
  const weekly: WeeklyChart[] = [
    countChart('orders', (w) => w.orders),
    {
      id: 'revenue',
      title: t('charts.revenue'),
      note: t('charts.revenueNote'),
      value: (w) => w.revenue.minor,
      label: (w) => w.revenue.label,
      tick: units,
      header: t('table.revenue'),
    },
    countChart('customers', (w) => w.new_customers),
  ];

  const payItems: BarItem[] = view.pay_status.map((p) => ({
    key: p.status,
    label: p.label,
    value: p.orders,
    valueLabel: count(p.orders),
  }));
  const requestItems: BarItem[] = view.requests.map((r) => ({
    key: r.status,
    label: r.label,
    value: r.count,
    valueLabel: count(r.count),
  }));
  const serviceItems: BarItem[] = view.top_services.map((s) => ({
    key: String(s.service_id),
    label: s.name,
    value: s.sold,
    valueLabel: count(s.sold),
  }));

  const totals: { key: string; label: string; value: string; link?: React.ReactNode }[] = [
    { key: 'orders', label: t('totals.orders'), value: count(view.totals.orders) },
    { key: 'revenue', label: t('totals.revenue'), value: view.totals.revenue.label },
    { key: 'customers', label: t('totals.newCustomers'), value: count(view.totals.new_customers) },
    { key: 'new-subscribers', label: t('totals.newSubscribers'), value: count(view.totals.new_subscribers) },
    { key: 'subscribers', label: t('totals.subscribers'), value: count(view.totals.subscribers) },
    { key: 'requests', label: t('totals.requests'), value: count(view.totals.requests) },
    {
      key: 'overdue',
      label: t('totals.overdue'),
      value: count(view.totals.overdue_requests),
      link: (
        <Link
          to={props.overdueHref}
          className="text-sm font-semibold text-teal-800 underline dark:text-teal-300"
        >
          {t('totals.seeOverdue')}
        </Link>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="dashboard-totals">
        <h2 id="dashboard-totals" className="sr-only">
          {t('totals.heading')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="dashboard-totals">
          {totals.map((item) => (
            <div key={item.key} className={`${card} flex flex-col gap-1 p-4`} data-total={item.key}>
              <dt className="text-sm text-slate-700 dark:text-slate-300">{item.label}</dt>
              <dd className="text-xl font-bold break-words">
                <bdi>{item.value}</bdi>
              </dd>
              {item.link && <dd>{item.link}</dd>}
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-6 xl:grid-cols-2">
        {weekly.map((chart) => (
          <ChartCard key={chart.id} id={`chart-${chart.id}-heading`} title={chart.title} note={chart.note}>
            <WeeklyBars
              weeks={view.weeks}
              value={chart.value}
              tick={chart.tick}
              rtl={rtl}
              summary={weeklySummary(chart.title, chart.value, chart.label)}
              testId={`chart-${chart.id}`}
            />
            <FiguresTable
              title={chart.title}
              headers={[t('table.week'), chart.header]}
              rows={weekRows((w) => [chart.label(w)])}
              testId={`table-${chart.id}`}
            />
          </ChartCard>
        ))}
        <ChartCard id="chart-pay-heading" title={t('charts.payStatus')}>
          {barsAndTable(
            'pay-status',
            t('charts.payStatus'),
            payItems,
            [t('table.status'), t('table.orders'), t('table.amount')],
            view.pay_status.map((p) => ({
              key: p.status,
              label: p.label,
              cells: [count(p.orders), p.amount.label],
            })),
          )}
        </ChartCard>
        <ChartCard id="chart-requests-heading" title={t('charts.requests')}>
          {barsAndTable(
            'requests',
            t('charts.requests'),
            requestItems,
            [t('table.status'), t('table.count')],
            view.requests.map((r) => ({ key: r.status, label: r.label, cells: [count(r.count)] })),
          )}
        </ChartCard>
        <ChartCard id="chart-services-heading" title={t('charts.topServices')} note={t('charts.topNote')}>
          {serviceItems.length === 0 ? (
            <p>{t('charts.empty')}</p>
          ) : (
            barsAndTable(
              'top-services',
              t('charts.topServices'),
              serviceItems,
              [t('table.service'), t('table.sold'), t('table.lines')],
              view.top_services.map((s) => ({
                key: String(s.service_id),
                label: s.name,
                cells: [count(s.sold), s.revenue.label],
              })),
            )
          )}
        </ChartCard>
      </div>
    </div>
  );
}
