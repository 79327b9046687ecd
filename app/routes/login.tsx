import { useTranslation } from 'react-i18next';
import { data, redirect, useNavigation, useSearchParams } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { fail, fieldErrors, tolerateAccountError } from '~/features/auth/failures.server';
import { CredentialsForm } from '~/features/auth/credentials-form';
import { AuthCard, FormMessage, type FormFailure } from '~/features/auth/form-parts';
import { loginSchema, safeRedirect } from '../../common/accounts/schemas';
import {
  localizedFor,
  NO_STORE,
  pendingSignupCookie,
  requireAnonymous,
  sessionCookie,
  sessionSecretOf,
} from '~/features/auth/session.server';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { guardAction } from '~/lib/action.server';
import { readFormData } from '~/lib/form.server';
import { retryAfter } from '~/lib/rate-limit.server';
import { redirectWithToast } from '~/toast.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/login';
import { keepRetryAfter } from '~/lib/retry-after';

/** A 429 from the action keeps its Retry-After. */
export const headers = keepRetryAfter();

export const handle = { i18n: ['account'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return data(null, { headers: NO_STORE });
}

export const action = guardAction(async ({ request, context, params }: Route.ActionArgs) => {
  const { services } = context;
  const form = await readFormData(request);
  const parsed = loginSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail({ errors: fieldErrors(parsed.error) });
  const { email, password } = parsed.data;
  const altcha = form.get('altcha');
  const result = await services.accounts.login({
    email,
    password,
    ip: context.clientIp,
    kind: 'browser',
    userAgent: request.headers.get('User-Agent') ?? '',
    humanVerified: typeof altcha === 'string' && altcha !== '' && (await services.captcha.verify(altcha)),
    locale: resolveRequestLocale(request, params.lang),
  });
  const { secureCookies, sessionSecret } = services.config;
  if (result.ok) {
    // A new session id at every login; whatever session this browser had ends.
    await services.accounts.sessions.revoke(sessionSecretOf(request));
    const wanted = form.get('redirectTo') ?? new URL(request.url).searchParams.get('redirectTo');
    const target = safeRedirect(wanted, localizedFor(request, '/'));
    return redirect(target, {
      headers: {
        'Set-Cookie': sessionCookie(result.secret, result.maxAgeSeconds, secureCookies),
        ...NO_STORE,
      },
    });
  }
  switch (result.reason) {
    case 'ipBlocked':
      return fail({ formError: { key: 'login.tooManyAttempts' } }, 429, retryAfter(result));
    case 'captchaRequired':
      return fail({ formError: { key: 'common:humanCheck.required' }, captcha: true });
    case 'unconfirmed': {
      await tolerateAccountError(services.accounts.resendSignupCode(result.userId!));
      const pending = pendingSignupCookie(sessionSecret, secureCookies);
      return redirectWithToast(
        localizedFor(request, '/confirm-email'),
        { type: 'warning', key: 'account:login.unconfirmed' },
        sessionSecret,
        { headers: { 'Set-Cookie': await pending.serialize({ userId: result.userId, email }) } },
      );
    }
    case 'disabled':
      return fail({ formError: { key: 'login.disabled' } }, 403);
    default: {
      const captcha = await services.accounts.throttle.captchaRequired(email);
      return fail({ formError: { key: 'login.invalid' }, captcha }, 401);
    }
  }
});

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const failure = actionData as FormFailure | undefined;
  const redirectTo = params.get('redirectTo');
  return (
    <>
      <PageMeta title={t('login.title')} description={t('login.description')} />
      <AuthCard title={t('login.heading')}>
        <CredentialsForm
          labels={{
            email: t('login.email'),
            password: t('login.password'),
            captchaNeeded: t('login.captchaNeeded'),
            submit: t('login.submit'),
          }}
          message={<FormMessage failure={failure} />}
          errors={failure?.errors}
          captcha={failure?.captcha}
          busy={navigation.state === 'submitting'}
          size="lg"
        >
          <XsrfField />
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        </CredentialsForm>
        <div className="mt-6 flex flex-col gap-2 text-sm">
          <LocalizedLink to="/recover-password" className="text-teal-800 underline dark:text-teal-300">
            {t('login.forgot')}
          </LocalizedLink>
          <p>
            {t('login.noAccount')}{' '}
            <LocalizedLink
              to={redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup'}
              className="font-semibold text-teal-800 underline dark:text-teal-300"
            >
              {t('login.signupLink')}
            </LocalizedLink>
          </p>
        </div>
      </AuthCard>
    </>
  );
}
