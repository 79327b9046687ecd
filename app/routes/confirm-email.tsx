import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { CodeInput, codeFromForm } from '~/features/auth/code-input';
import { fail, failFromAccountError } from '~/features/auth/failures.server';
import { AuthCard, FormMessage, SubmitButton, type FormFailure } from '~/features/auth/form-parts';
import { codeSchema } from '../../common/accounts/schemas';
import {
  localizedFor,
  NO_STORE,
  pendingSignupCookie,
  readPendingSignup,
  requireAnonymous,
  sessionCookie,
} from '~/features/auth/session.server';
import { guardAction } from '~/lib/action.server';
import { readFormData } from '~/lib/form.server';
import { retryAfter } from '~/lib/rate-limit.server';
import { redirectWithToast } from '~/toast.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/confirm-email';
import { keepRetryAfter } from '~/lib/retry-after';

/** A 429 from the action keeps its Retry-After. */
export const headers = keepRetryAfter();

export const handle = { i18n: ['account'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  const pending = await readPendingSignup(request, context);
  return data({ email: pending?.email ?? null }, { headers: NO_STORE });
}

export const action = guardAction(async ({ request, context }: Route.ActionArgs) => {
  const { services } = context;
  const { sessionSecret, secureCookies } = services.config;
  const form = await readFormData(request);
  const pending = await readPendingSignup(request, context);
  if (!pending) return fail({ formError: { key: 'confirm.noPending' } }, 400);
  // Per IP, on top of each code's own few guesses: code guesses and resends alike.
  const limit = await services.limits.confirmEmail.hit(context.clientIp);
  if (!limit.allowed)
    return fail({ formError: { key: 'common:errors.tooManyRequests' } }, 429, retryAfter(limit));
  try {
    if (form.get('intent') === 'resend') {
      await services.accounts.resendSignupCode(pending.userId);
      return data({ resent: true });
    }
    const parsed = codeSchema.safeParse({ code: codeFromForm(form) });
    if (!parsed.success) return fail({ formError: { key: 'validation.codeInvalid' } });
    const session = await services.accounts.confirmSignup(
      pending.userId,
      parsed.data.code,
      request.headers.get('User-Agent') ?? '',
    );
    const headers = new Headers(NO_STORE);
    headers.append('Set-Cookie', sessionCookie(session.secret, session.maxAgeSeconds, secureCookies));
    headers.append(
      'Set-Cookie',
      await pendingSignupCookie(sessionSecret, secureCookies).serialize('', { maxAge: 0 }),
    );
    return redirectWithToast(
      localizedFor(request, '/account'),
      { type: 'success', key: 'account:confirm.confirmed' },
      sessionSecret,
      { headers },
    );
  } catch (error) {
    return failFromAccountError(error);
  }
});

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const failure = actionData && 'resent' in actionData ? null : (actionData as FormFailure | undefined);
  const resent = !!actionData && 'resent' in actionData;
  return (
    <>
      <PageMeta title={t('confirm.title')} description={t('confirm.description')} />
      <AuthCard title={t('confirm.heading')}>
        {loaderData.email ? (
          <div className="flex flex-col gap-5">
            <p>{t('confirm.lead', { email: loaderData.email })}</p>
            <Form method="post" className="flex flex-col gap-5">
              <XsrfField />
              <FormMessage failure={failure} />
              {resent && (
                <p
                  role="status"
                  className="rounded-lg bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100"
                >
                  {t('confirm.resent')}
                </p>
              )}
              <CodeInput invalid={!!failure?.formError} />
              <SubmitButton intent="verify">{t('confirm.submit')}</SubmitButton>
            </Form>
            <Form method="post">
              <XsrfField />
              <button
                type="submit"
                name="intent"
                value="resend"
                className="text-teal-800 underline hover:no-underline dark:text-teal-300"
              >
                {t('confirm.resend')}
              </button>
            </Form>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <p>{t('confirm.noPending')}</p>
            <div className="flex gap-4">
              <LocalizedLink
                to="/signup"
                className="font-semibold text-teal-800 underline dark:text-teal-300"
              >
                {t('login.signupLink')}
              </LocalizedLink>
              <LocalizedLink to="/login" className="font-semibold text-teal-800 underline dark:text-teal-300">
                {t('signup.loginLink')}
              </LocalizedLink>
            </div>
          </div>
        )}
      </AuthCard>
    </>
  );
}
