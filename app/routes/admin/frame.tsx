import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse, Link, Outlet, useParams, useRouteError } from 'react-router';
import { ErrorScreen } from '~/components/layout/error-screen';
import { LanguageSwitcher } from '~/components/layout/language-switcher';
import { NotFound } from '~/components/layout/not-found';
import { ThemeToggle } from '~/components/layout/theme-toggle';
import { adminPath } from '~/features/admin/admin-api';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { useRootData } from '~/root-data';
import { isLocale } from '../../../common/i18n/languages';
import type { Route } from './+types/frame';

export const handle = { i18n: ['admin'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

/**
 * The admin area (ADR-0600): rendered in the browser from the admin API; the server sends only this
 * frame, never cached, under the site's strictest CSP (server/modules/admin/pages.ts).
 */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLocale(params.lang))
    throw data(null, { status: 404, statusText: 'Not Found' });
  return null;
}

export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', 'no-store');
  return headers;
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

function AdminFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('admin');
  const { lang } = useParams();
  const company = useRootData()?.settings?.companyName ?? 'Emballo';
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-2 focus:z-50 focus:rounded focus:bg-teal-700 focus:px-4 focus:py-2 focus:text-white"
      >
        {t('common:header.skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
          <Link to={adminPath(lang, '/admin')} className="flex items-baseline gap-2 font-extrabold">
            <span>{company}</span>
            <span className="text-sm font-semibold text-teal-800 dark:text-teal-300">{t('brand')}</span>
          </Link>
          <div className="ms-auto flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
        </div>
      </header>
      {children}
    </div>
  );
}

export default function Frame() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  return (
    <AdminFrame>
      <main id="admin-main" tabIndex={-1} className="flex-1 outline-none">
        {isRouteErrorResponse(error) && error.status === 404 ? (
          <NotFound />
        ) : (
          <ErrorScreen error={error} showStack={!!root?.isDev} />
        )}
      </main>
    </AdminFrame>
  );
}
