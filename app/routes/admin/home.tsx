import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useParams, useRouteLoaderData } from 'react-router';
import { adminFetch, adminJson, adminPath, adminToken, pageLocale } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, secondaryButtonClass } from '~/features/admin/admin-ui';
import { AuditList } from '~/features/admin/audit-list';
import type { AdminMe, AuditRow, Page } from '../../../common/admin/types';
import type { Route } from './+types/home';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const locale = pageLocale(params.lang, document.documentElement.lang);
  const recent = await adminJson<{ data: Page<AuditRow> }>('/audit?per_page=5', {
    locale,
    lang: params.lang,
  });
  return { recent: recent.data.data };
}

/** "Sign out everywhere": every admin session of the account ends, this one too. */
export async function clientAction({ params }: Route.ClientActionArgs) {
  const locale = pageLocale(params.lang, document.documentElement.lang);
  const res = await adminFetch('/sign_out_everywhere', { method: 'POST', locale }).catch(() => null);
  if (res && res.status !== 200 && res.status !== 401) return { failed: true };
  adminToken.clear();
  return redirect(adminPath(params.lang, '/admin/login'));
}

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { lang } = useParams();
  const shell = useRouteLoaderData('routes/admin/shell') as { me: AdminMe } | undefined;
  const me = shell?.me;
  const name = me ? `${me.first_name} ${me.last_name}`.trim() || me.email : '';
  return (
    <div className="flex flex-col gap-8">
      <AdminTitle title={t('home.title')} />
      <h1 className="text-2xl font-bold">{t('home.heading', { name })}</h1>
      {me && (
        <section
          aria-labelledby="admin-session-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="admin-session-heading" className="text-lg font-semibold">
            {t('home.sessionHeading')}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">{t('home.startedAt')}</dt>
            <dd>{me.session.created_at_label}</dd>
            <dt className="font-medium">{t('home.endsAt')}</dt>
            <dd>{me.session.absolute_expires_at_label}</dd>
          </dl>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('home.sessionNote')}</p>
        </section>
      )}
      <section aria-labelledby="admin-recent-heading" className="flex flex-col gap-3">
        <h2 id="admin-recent-heading" className="text-lg font-semibold">
          {t('home.recentHeading')}
        </h2>
        {loaderData.recent.length ? <AuditList rows={loaderData.recent} /> : <p>{t('home.recentEmpty')}</p>}
        <p>
          <Link
            to={adminPath(lang, '/admin/audit')}
            className="font-semibold text-teal-800 underline dark:text-teal-300"
          >
            {t('home.seeAudit')}
          </Link>
        </p>
      </section>
      <section
        aria-labelledby="admin-everywhere-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="admin-everywhere-heading" className="text-lg font-semibold">
          {t('home.everywhereHeading')}
        </h2>
        <p className="mt-2 mb-4 text-slate-700 dark:text-slate-300">{t('home.everywhereExplain')}</p>
        {actionData?.failed && <ErrorMessage>{t('home.everywhereFailed')}</ErrorMessage>}
        <Form method="post">
          <button type="submit" className={secondaryButtonClass}>
            {t('home.everywhereSubmit')}
          </button>
        </Form>
      </section>
    </div>
  );
}
