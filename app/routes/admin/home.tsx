import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Form, Link, redirect, useParams, useRouteLoaderData } from 'react-router';
import { adminFetch, adminPath, adminToken } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage } from '~/features/admin/admin-ui';
import { AuditList } from '~/features/admin/audit-list';
import { detailCardClass } from '~/features/admin/detail-card';
import { DashboardFigures } from '~/features/admin/dashboard/dashboard-view';
import { PeriodForm } from '~/features/admin/dashboard/period-form';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { ApiError } from '~/lib/api-client';
import type { AdminMe, AuditRow, Page } from '../../../common/admin/types';
import type { DashboardView } from '../../../common/dashboard/types';
import type { Route } from './+types/home';

export const handle = { i18n: ['admin', 'admin-dashboard'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

/** The dashboard of the period in the URL (`?from=&to=`, local days; the server's default without). */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { locale, load } = adminScreen(params);
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of ['from', 'to']) if (url.searchParams.get(key)) query.set(key, url.searchParams.get(key)!);
  const asked = { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' };
  // Both calls at once; Promise.all handles either one's rejection (a redirect to the login).
  const [recent, dashboard] = await Promise.all([
    load<{ data: Page<AuditRow> }>('/audit?per_page=5'),
    load<{ data: DashboardView }>(`/dashboard?${query}`).then(
      (answer) => ({ view: answer.data, errors: null, message: null }),
      (error: unknown) => {
        if (!(error instanceof ApiError) || error.status !== 400) throw error;
        return {
          view: null,
          errors: (error.body.errors ?? {}) as Record<string, string[]>,
          message: error.message,
        };
      },
    ),
  ]);
  return { locale, asked, recent: recent.data.data, ...dashboard };
}

/** "Sign out everywhere": every admin session of the account ends, this one too. */
export async function clientAction({ params }: Route.ClientActionArgs) {
  const { locale } = adminScreen(params);
  const res = await adminFetch('/sign_out_everywhere', { method: 'POST', locale }).catch(() => null);
  if (res && res.status !== 200 && res.status !== 401) return { failed: true };
  adminToken.clear();
  return redirect(adminPath(params.lang, '/admin/login'));
}

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { t: td } = useTranslation('admin-dashboard');
  const { lang } = useParams();
  const { view, asked, errors, message, locale } = loaderData;
  const shell = useRouteLoaderData('routes/admin/shell') as { me: AdminMe } | undefined;
  const me = shell?.me;
  const name = me ? `${me.first_name} ${me.last_name}`.trim() || me.email : '';
  return (
    <div className="flex flex-col gap-8">
      <AdminTitle title={t('home.title')} />
      <div>
        <h1 className="text-2xl font-bold">{td('heading')}</h1>
        {name && <p className="mt-1 text-slate-700 dark:text-slate-300">{t('home.heading', { name })}</p>}
        {view && (
          <p className="mt-1 font-medium" data-testid="dashboard-period-summary">
            {td('period.summary', {
              from: view.period.from_label,
              to: view.period.to_label,
              count: view.period.days,
            })}
          </p>
        )}
      </div>
      <PeriodForm
        from={view?.period.from ?? asked.from}
        to={view?.period.to ?? asked.to}
        errors={errors}
        timeZone={view?.period.time_zone ?? ''}
        resetTo={adminPath(lang, '/admin')}
      />
      {message && <ErrorMessage>{message}</ErrorMessage>}
      {view && (
        <DashboardFigures
          view={view}
          locale={locale}
          overdueHref={adminPath(lang, '/admin/requests?sla=overdue')}
        />
      )}
      {me && (
        <HomeCard id="admin-session-heading" title={t('home.sessionHeading')}>
          <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">{t('home.startedAt')}</dt>
            <dd>{me.session.created_at_label}</dd>
            <dt className="font-medium">{t('home.endsAt')}</dt>
            <dd>{me.session.absolute_expires_at_label}</dd>
          </dl>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('home.sessionNote')}</p>
        </HomeCard>
      )}
      <section aria-labelledby="admin-recent-heading" className="flex flex-col gap-3">
        <h2 id="admin-recent-heading" className="text-lg font-semibold">
          {t('home.recentHeading')}
        </h2>
        <AuditList rows={loaderData.recent} empty={t('home.recentEmpty')} />
        <p>
          <Link
            to={adminPath(lang, '/admin/audit')}
            className="font-semibold text-teal-800 underline dark:text-teal-300"
          >
            {t('home.seeAudit')}
          </Link>
        </p>
      </section>
      <HomeCard id="admin-everywhere-heading" title={t('home.everywhereHeading')}>
        <p className="mt-2 mb-4 text-slate-700 dark:text-slate-300">{t('home.everywhereExplain')}</p>
        {actionData?.failed && <ErrorMessage>{t('home.everywhereFailed')}</ErrorMessage>}
        <Form method="post">
          <Button type="submit" variant="secondary">
            {t('home.everywhereSubmit')}
          </Button>
        </Form>
      </HomeCard>
    </div>
  );
}

/** A card of the home page, named by its heading. */
function HomeCard(props: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={props.id} className={detailCardClass}>
      <h2 id={props.id} className="text-lg font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
