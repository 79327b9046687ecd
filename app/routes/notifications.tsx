import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { Pagination } from '~/components/ui/pagination';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { NO_STORE, requireUser } from '~/features/auth/session.server';
import { NotificationList } from '~/features/notifications/notification-list';
import { guardAction } from '~/lib/action.server';
import { readFormData } from '~/lib/form.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import type { Route } from './+types/notifications';

export const handle = { i18n: ['account'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export const headers = () => NO_STORE;

const PER_PAGE = 10;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const search = new URL(request.url).searchParams;
  const unreadOnly = search.get('filter') === 'unread';
  const page = Math.min(Math.max(Number.parseInt(search.get('page') ?? '1', 10) || 1, 1), 100_000);
  const locale = resolveRequestLocale(request, params.lang);
  const result = await context.services.notifications.list(user.id, locale, {
    page,
    perPage: PER_PAGE,
    unreadOnly,
  });
  return data({ ...result, unreadOnly }, { headers: NO_STORE });
}

export const action = guardAction(async ({ request, context }: Route.ActionArgs) => {
  const user = await requireUser(request, context);
  await readFormData(request);
  await context.services.notifications.markAllRead(user.id);
  return data({ ok: true });
});

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const { current_page: page, last_page: last, unreadOnly, unread_count: unread } = loaderData;
  const query = (p: number) => `/notifications?${unreadOnly ? 'filter=unread&' : ''}page=${p}`;
  const tabClass =
    'rounded-full px-4 py-2 font-medium hover:bg-slate-100 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white dark:hover:bg-slate-800';
  return (
    <>
      <PageMeta title={t('notifications.title')} description={t('notifications.description')} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold">{t('notifications.title')}</h1>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <nav aria-label={t('notifications.filter')} className="flex gap-2">
            <LocalizedLink
              to="/notifications"
              aria-current={unreadOnly ? undefined : 'page'}
              className={tabClass}
            >
              {t('notifications.all')}
            </LocalizedLink>
            <LocalizedLink
              to="/notifications?filter=unread"
              aria-current={unreadOnly ? 'page' : undefined}
              className={tabClass}
            >
              {t('notifications.unreadOnly')} ({unread})
            </LocalizedLink>
          </nav>
          {unread > 0 && (
            <Form method="post">
              <XsrfField />
              <button
                type="submit"
                className="font-semibold text-teal-800 underline hover:no-underline dark:text-teal-300"
              >
                {t('notifications.markAllRead')}
              </button>
            </Form>
          )}
        </div>
        <NotificationList items={loaderData.data} />
        <Pagination page={page} pages={last} href={query} label={t('notifications.pagination')} />
      </div>
    </>
  );
}
