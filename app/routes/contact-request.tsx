import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { PageHeader } from '~/features/content/page-header';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { dateLabelsFor } from '~/lib/dates.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/contact-request';
import { getUser, NO_STORE, requireUser } from '~/features/auth/session.server';
import { requestPageAction, type RequestFormResult } from '~/features/requests/forms.server';
import { OwnedRequest } from '~/features/requests/owned-request';
import { guardAction } from '~/lib/action.server';
import { isLocale } from '../../common/i18n/languages';
import { localizePath } from '../../common/i18n/request-locale';
import { requestDetail } from '~/features/requests/view.server';

export const handle = { i18n: ['contact', 'requests', 'attachments'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/**
 * Its owner (logged in) sees the whole request: thread, files, history, answer expected by (ADR-0500).
 * A visitor's request stays readable to whoever holds the mailed link, as a summary (ADR-0102);
 * a request filed from an account is its owner's only: anyone else gets the 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const user = await getUser(request, context);
  const owned = user ? await context.services.requests.get(user.id, params.id) : null;
  if (owned)
    return data(
      { owner: requestDetail(owned, locale, context.services.config.TIME_ZONE), request: null },
      { headers: NO_STORE },
    );
  const found = await context.services.contact.getRequest(params.id, locale);
  if (!found || found.customerId) throw notFound();
  return { owner: null, request: dateLabelsFor(context, locale)(found, ['createdAt']) };
}

export const action = guardAction(async ({ request, params, context }: Route.ActionArgs) => {
  const user = await requireUser(request, context);
  const locale = resolveRequestLocale(request, params.lang);
  const owned = await context.services.requests.get(user.id, params.id);
  if (!owned) throw notFound();
  const path = localizePath(
    `/contact_requests/${owned.request.id}`,
    isLocale(params.lang) ? params.lang : undefined,
  );
  return requestPageAction(request, context, locale, path, user.id, owned.request.id);
});

/** Private to whoever holds the mailed link: never indexed, never stored by shared caches. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export default function ContactRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.owner)
    return <OwnedRequest r={loaderData.owner} result={actionData as RequestFormResult | undefined} />;
  const r = loaderData.request!;
  const rows: [string, string | null][] = [
    [t('contact:fields.type'), t(`contact:kinds.${r.kind}`)],
    [t('contact:fields.fullName'), r.fullName],
    [t('contact:fields.email'), r.email],
    [t('contact:fields.phone'), r.phone],
    [t('contact:fields.company'), r.company],
    [t('contact:fields.subject'), r.subject],
    [t('contact:fields.message'), r.message],
  ];
  return (
    <>
      <PageMeta title={t('contact:request.title')} />
      <meta name="robots" content="noindex, nofollow" />
      <PageHeader
        title={t('contact:request.title')}
        lead={t('contact:request.lead', { date: r.createdAtLabel })}
      />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
        <p>
          <span className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            {t(`contact:status.${r.status}`, { defaultValue: r.status })}
          </span>
        </p>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]" data-testid="contact-request">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="whitespace-pre-line text-slate-700 dark:text-slate-300">{value}</dd>
              </div>
            ))}
          {r.serviceName && r.serviceSlug && (
            <div className="contents">
              <dt className="font-semibold">{t('contact:fields.service')}</dt>
              <dd>
                <LocalizedLink
                  to={`/produits/${r.serviceSlug}`}
                  className="text-teal-800 underline dark:text-teal-300"
                >
                  {r.serviceName}
                </LocalizedLink>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </>
  );
}
