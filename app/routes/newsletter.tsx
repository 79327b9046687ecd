import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { Button } from '~/components/ui/button';
import { XsrfField } from '~/components/ui/xsrf-field';
import { PageHeader } from '~/features/content/page-header';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { readFormData } from '~/lib/form.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/newsletter';

export const handle = { i18n: ['contact'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

type Outcome = 'confirmed' | 'unsubscribed' | 'pending' | 'invalid';

/**
 * The links in newsletter mails: /newsletter/confirm?token=… confirms the address (double
 * opt-in); /newsletter/unsubscribe?token=… asks for a click (mail scanners follow links, so
 * a GET changes nothing) and offers to come back afterwards.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (params.step !== 'confirm' && params.step !== 'unsubscribe')
    throw data(null, { status: 404, statusText: 'Not Found' });
  const url = new URL(request.url);
  return {
    step: params.step === 'confirm' ? ('confirm' as const) : ('unsubscribe' as const),
    token: (url.searchParams.get('token') ?? '').slice(0, 64),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const form = await readFormData(request);
  const token = String(form.get('token') ?? '').slice(0, 64);
  const { contact } = context.services;
  const intent = form.get('intent');
  let outcome: Outcome | null = null;
  if (intent === 'confirm') outcome = await contact.confirmSubscription(token);
  else if (intent === 'unsubscribe') outcome = await contact.unsubscribe(token);
  else if (intent === 'resubscribe') outcome = await contact.resubscribe(token, locale);
  return { outcome: outcome ?? ('invalid' as const) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { step, token } = loaderData;
  const outcome = actionData?.outcome;
  const title = t(
    step === 'confirm' ? 'contact:newsletterPage.confirmTitle' : 'contact:newsletterPage.unsubscribeTitle',
  );
  return (
    <>
      <PageMeta title={title} />
      <meta name="robots" content="noindex" />
      <PageHeader title={title} />
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
        {outcome && (
          <p role="status" className="text-lg font-semibold" data-testid="newsletter-outcome">
            {t(`contact:newsletterPage.outcome.${outcome}`)}
          </p>
        )}
        {!outcome && (
          <Form method="post">
            <XsrfField />
            <input type="hidden" name="token" value={token} />
            <p className="mb-4 text-lg">
              {t(
                step === 'confirm'
                  ? 'contact:newsletterPage.confirmLead'
                  : 'contact:newsletterPage.unsubscribeLead',
              )}
            </p>
            <Button type="submit" size="lg" name="intent" value={step}>
              {t(
                step === 'confirm' ? 'contact:newsletterPage.confirm' : 'contact:newsletterPage.unsubscribe',
              )}
            </Button>
          </Form>
        )}
        {outcome === 'unsubscribed' && (
          <Form method="post">
            <XsrfField />
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" name="intent" value="resubscribe">
              {t('contact:newsletterPage.resubscribe')}
            </Button>
          </Form>
        )}
      </div>
    </>
  );
}
