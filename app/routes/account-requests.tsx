import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { EmptyState } from '~/features/account/empty-state';
import { NO_STORE, requireUser } from '~/features/auth/session.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/account-requests';

export const handle = { i18n: ['account'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export const headers = () => NO_STORE;

// Requests tied to an account are not stored yet (contact requests are anonymous for now): the
// spec's empty state until the requests issue lands.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return data(null, { headers: NO_STORE });
}

export default function AccountRequests() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageMeta title={t('requests.title')} description={t('requests.description')} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold">{t('requests.heading')}</h1>
        <EmptyState text={t('account.empty.requests')} testId="requests-empty" />
      </div>
    </>
  );
}
