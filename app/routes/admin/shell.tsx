import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Form, NavLink, Outlet, useParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { adminPath } from '~/features/admin/admin-api';
import { AdminMenu } from '~/features/admin/admin-menu';
import { ReauthHost } from '~/features/admin/reauth';
import { useSessionRefresh } from '~/features/admin/use-session-refresh';
import { EmailAddress } from '~/components/ui/email-address';
import type { AdminMe } from '../../../common/admin/types';
import { adminScreen } from '~/features/admin/admin-screen';
import type { Route } from './+types/shell';

/** The screens of the admin side. The queues add theirs here as they arrive (only what exists is linked). */
const SECTIONS = [
  { to: '/admin', key: 'shell.home', end: true },
  { to: '/admin/orders', key: 'shell.orders', end: false },
  { to: '/admin/requests', key: 'shell.requests', end: false },
  { to: '/admin/demos', key: 'shell.demos', end: false },
  { to: '/admin/customers', key: 'shell.customers', end: false },
  { to: '/admin/subscribers', key: 'shell.subscribers', end: false },
  { to: '/admin/notifications', key: 'shell.notifications', end: false },
  { to: '/admin/promo-codes', key: 'shell.promoCodes', end: false },
  { to: '/admin/media', key: 'shell.media', end: false },
  { to: '/admin/editing/services', key: 'shell.catalogue', end: false },
  { to: '/admin/editing/blog-posts', key: 'shell.content', end: false },
  { to: '/admin/editing/missing', key: 'shell.translations', end: false },
  { to: '/admin/settings', key: 'shell.settings', end: false },
  { to: '/admin/audit', key: 'shell.audit', end: false },
] as const;

/** Every signed-in admin screen sits here: no token, or a session the server no longer knows → the login. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { locale, load } = adminScreen(params);
  const me = await load<{ data: AdminMe }>('/me');
  return { me: me.data, locale };
}

export function shouldRevalidate({ currentParams, nextParams, formMethod }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined || currentParams.lang !== nextParams.lang;
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <main id="admin-main" tabIndex={-1} className="flex-1 px-4 py-12 outline-none">
      <p role="status" className="text-center text-slate-700 dark:text-slate-300">
        {t('common.loading')}
      </p>
    </main>
  );
}

const linkClass =
  'block rounded-lg px-3 py-2 font-medium hover:bg-slate-100 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-900 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-teal-950 dark:aria-[current=page]:text-teal-100';

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { lang } = useParams();
  const { me, locale } = loaderData;
  useSessionRefresh(lang, locale);
  const name = `${me.first_name} ${me.last_name}`.trim() || me.email;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
      <AdminMenu>
        <nav aria-label={t('shell.nav')}>
          <ul className="grid grid-cols-2 gap-1 md:flex md:flex-col">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={adminPath(lang, section.to)} end={section.end} className={linkClass}>
                  {t(section.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section
          aria-label={t('shell.account')}
          className="flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800"
        >
          <p data-testid="admin-signed-in-as">
            {t('shell.signedInAs', { name })}
            <br />
            <EmailAddress email={me.email} className="text-slate-600 dark:text-slate-400" />
          </p>
          <Form method="post" action={adminPath(lang, '/admin/logout')}>
            <Button type="submit" variant="secondary">
              {t('shell.logout')}
            </Button>
          </Form>
        </section>
      </AdminMenu>
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <Outlet />
      </main>
      <ReauthHost />
    </div>
  );
}
