import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { NO_STORE, requireUser } from '~/features/auth/session.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import type { Route } from './+types/notification';
import { buttonClasses } from '~/components/ui/button';

export const handle = { i18n: ['account'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export const headers = () => NO_STORE;

/** One whole notification; opening it marks it read. Another user's id is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404, statusText: 'Not Found' });
  const { notifications } = context.services;
  const notification = await notifications.get(user.id, id, resolveRequestLocale(request, params.lang));
  if (!notification) throw data(null, { status: 404, statusText: 'Not Found' });
  if (notification.read === 0) await notifications.markRead(user.id, id);
  return data({ notification: { ...notification, read: 1 as const } }, { headers: NO_STORE });
}

export default function NotificationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const n = loaderData.notification;
  return (
    <>
      <PageMeta title={n.title} />
      <article className="mx-auto max-w-3xl px-4 py-10">
        <LocalizedLink
          to="/notifications"
          className="font-semibold text-teal-800 underline dark:text-teal-300"
        >
          {t('notifications.back')}
        </LocalizedLink>
        <h1 className="mt-4 text-3xl font-bold" lang={n.lang}>
          {n.title}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          <time dateTime={n.date} data-testid="notification-date">
            {n.date_long}
          </time>
        </p>
        <p className="mt-6 text-lg whitespace-pre-line" lang={n.lang}>
          {n.body}
        </p>
        {n.url && (
          <LocalizedLink to={`/${n.url}`} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
            {t('notifications.open')}
          </LocalizedLink>
        )}
      </article>
    </>
  );
}
