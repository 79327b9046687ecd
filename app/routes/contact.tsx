import { useTranslation } from 'react-i18next';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { handleContactAction } from '~/features/contact/contact-action.server';
import { ContactForm, DemoForm } from '~/features/contact/contact-form';
import { Breadcrumbs } from '~/features/content/breadcrumbs';
import { PageHeader } from '~/features/content/page-header';
import { isLocale } from '../../common/i18n/languages';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { useRootData } from '~/root-data';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/contact';
import type { ContactActionResult } from '~/features/contact/contact-action.server';
import { getUser, requireUser } from '~/features/auth/session.server';
import { fileRequestFromPage, type RequestFormResult } from '~/features/requests/forms.server';
import { RequestForm } from '~/features/requests/request-form';
import { keepRetryAfter } from '~/lib/retry-after';

/** A 429 from the action keeps its Retry-After. */
export const headers = keepRetryAfter();

export const handle = { i18n: ['contact', 'content', 'requests'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const services = await context.services.catalog.listServices(locale);
  const wanted = new URL(request.url).searchParams.get('service');
  const user = await getUser(request, context);
  return {
    // Logged in, the request and demo forms file into the account, without the human check.
    loggedIn: !!user,
    services: services.map((s) => ({ slug: s.slug, name: s.name })),
    preselected: services.some((s) => s.slug === wanted) ? (wanted ?? undefined) : undefined,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const prefix = isLocale(params.lang) ? params.lang : undefined;
  if (new URL(request.url).searchParams.get('intent') === 'file-request') {
    const user = await requireUser(request, context);
    return fileRequestFromPage(request, context, locale, prefix, user.id);
  }
  return handleContactAction(request, context, locale, isLocale(params.lang) ? params.lang : undefined);
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const settings = useRootData()?.settings;
  return (
    <>
      <PageMeta title={t('contact:title')} description={t('contact:description')} />
      <PageHeader title={t('contact:title')} lead={t('contact:description')}>
        <Breadcrumbs items={[{ label: t('contact:title'), to: '/contactus' }]} />
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-2">
        <section aria-labelledby="contact-form-title" className="flex flex-col gap-4">
          <h2 id="contact-form-title" className="text-2xl font-bold">
            {t('contact:formTitle')}
          </h2>
          <p className="text-slate-700 dark:text-slate-300">{t('contact:formLead')}</p>
          {loaderData.loggedIn ? (
            <RequestForm
              result={actionData as RequestFormResult | undefined}
              labelledBy="contact-form-title"
              action="?intent=file-request"
            />
          ) : (
            <ContactForm result={actionData as ContactActionResult | undefined} />
          )}
        </section>
        <div className="flex flex-col gap-10">
          <section
            id="demo"
            aria-labelledby="demo-form-title"
            className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-6 dark:bg-slate-900"
          >
            <h2 id="demo-form-title" className="text-2xl font-bold">
              {t('contact:demoTitle')}
            </h2>
            <p className="text-slate-700 dark:text-slate-300">{t('contact:demoLead')}</p>
            <DemoForm
              result={actionData as ContactActionResult | undefined}
              services={loaderData.services}
              preselected={loaderData.preselected}
              loggedIn={loaderData.loggedIn}
            />
          </section>
          {settings && (
            <section aria-labelledby="reach-title" className="flex flex-col gap-2">
              <h2 id="reach-title" className="text-xl font-bold">
                {t('contact:reachUs')}
              </h2>
              <p>{settings.address}</p>
              <p>{settings.openingHours}</p>
              {settings.phones.map((phone) => (
                <a
                  key={phone}
                  href={`tel:${phone.replace(/\s/g, '')}`}
                  dir="ltr"
                  className="self-start hover:underline"
                >
                  {phone}
                </a>
              ))}
              <p>
                <LocalizedLink
                  to="/faqs"
                  className="font-semibold text-teal-800 underline dark:text-teal-300"
                >
                  {t('content:faqs.title')}
                </LocalizedLink>
              </p>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
