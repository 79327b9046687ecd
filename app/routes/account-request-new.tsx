import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { NO_STORE, requireUser } from '~/features/auth/session.server';
import { fileRequestFromPage, type RequestFormResult } from '~/features/requests/forms.server';
import { RequestForm } from '~/features/requests/request-form';
import { guardAction } from '~/lib/action.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { isLocale } from '../../common/i18n/languages';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import type { Route } from './+types/account-request-new';
import { keepRetryAfter } from '~/lib/retry-after';

export const handle = { i18n: ['account', 'requests', 'contact', 'attachments'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export const headers = keepRetryAfter(NO_STORE);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return data(null, { headers: NO_STORE });
}

export const action = guardAction(async ({ request, params, context }: Route.ActionArgs) => {
  const user = await requireUser(request, context);
  const locale = resolveRequestLocale(request, params.lang);
  return fileRequestFromPage(
    request,
    context,
    locale,
    isLocale(params.lang) ? params.lang : undefined,
    user.id,
  );
});

export default function NewRequest({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('requests');
  return (
    <>
      <PageMeta title={t('form.title')} description={t('form.lead')} />
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10">
        <LocalizedLink
          to="/account/requests/all"
          className="font-semibold text-teal-800 underline dark:text-teal-300"
        >
          {t('page.back')}
        </LocalizedLink>
        <h1 id="request-form-title" className="text-3xl font-bold">
          {t('form.title')}
        </h1>
        <p className="text-slate-700 dark:text-slate-300">{t('form.lead')}</p>
        <RequestForm result={actionData as RequestFormResult | undefined} labelledBy="request-form-title" />
      </div>
    </>
  );
}
