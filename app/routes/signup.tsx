import { useTranslation } from 'react-i18next';
import { data, Form, useSearchParams } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { HumanCheck } from '~/components/ui/human-check';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { countryOptions } from '~/features/auth/country-options';
import { fail, failFromAccountError, fieldErrors, humanCheckFailure } from '~/features/auth/failures.server';
import {
  AuthCard,
  Field,
  FormMessage,
  SubmitButton,
  useEmailErrorToasts,
  type FormFailure,
} from '~/features/auth/form-parts';
import { EmailField, NewPasswordField } from '~/features/auth/account-fields';
import { signupSchema } from '../../common/accounts/schemas';
import { PersonalFields } from '~/features/auth/personal-fields';
import {
  localizedFor,
  NO_STORE,
  pendingSignupCookie,
  requireAnonymous,
} from '~/features/auth/session.server';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { guardAction } from '~/lib/action.server';
import { readFormData } from '~/lib/form.server';
import { retryAfter } from '~/lib/rate-limit.server';
import { redirect } from 'react-router';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/signup';
import { keepRetryAfter } from '~/lib/retry-after';

/** A 429 from the action keeps its Retry-After. */
export const headers = keepRetryAfter();

export const handle = { i18n: ['account'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return data(
    { countries: countryOptions(resolveRequestLocale(request, params.lang)) },
    { headers: NO_STORE },
  );
}

export const action = guardAction(async ({ request, context, params }: Route.ActionArgs) => {
  const { services } = context;
  const form = await readFormData(request);
  const parsed = signupSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail({ errors: fieldErrors(parsed.error) });
  const limit = await services.limits.signup.hit(context.clientIp);
  if (!limit.allowed)
    return fail({ formError: { key: 'common:errors.tooManyRequests' } }, 429, retryAfter(limit));
  if (!(await services.captcha.verify(form.get('altcha')))) return humanCheckFailure();
  try {
    const { userId, email } = await services.accounts.signup(
      parsed.data,
      resolveRequestLocale(request, params.lang),
    );
    const pending = pendingSignupCookie(services.config.sessionSecret, services.config.secureCookies);
    return redirect(localizedFor(request, '/confirm-email'), {
      headers: { 'Set-Cookie': await pending.serialize({ userId, email }) },
    });
  } catch (error) {
    return failFromAccountError(error);
  }
});

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const failure = actionData as FormFailure | undefined;
  useEmailErrorToasts(failure);
  const errors = failure?.errors ?? {};
  const redirectTo = params.get('redirectTo');
  return (
    <>
      <PageMeta title={t('signup.title')} description={t('signup.description')} />
      <AuthCard title={t('signup.heading')}>
        <Form method="post" className="flex flex-col gap-5" noValidate>
          <XsrfField />
          <FormMessage failure={failure} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t('signup.personal')}</legend>
            <PersonalFields
              errors={errors}
              countries={loaderData.countries}
              afterName={
                <div className="sm:col-span-2">
                  <EmailField label={t('signup.email')} aria-invalid={errors.email ? true : undefined} />
                </div>
              }
            >
              <div className="sm:col-span-2">
                <NewPasswordField
                  label={t('signup.password')}
                  minLength={8}
                  maxLength={128}
                  errors={errors.password}
                />
              </div>
            </PersonalFields>
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-lg font-semibold">{t('signup.companySection')}</legend>
            <Field
              label={t('signup.company')}
              name="company"
              autoComplete="organization"
              errors={errors.company}
            />
            <Field label={t('signup.region')} name="region" errors={errors.region} />
            <Field label={t('signup.job')} name="job" autoComplete="organization-title" errors={errors.job} />
          </fieldset>
          <HumanCheck />
          <SubmitButton>{t('signup.submit')}</SubmitButton>
        </Form>
        <p className="mt-6 text-sm">
          {t('signup.haveAccount')}{' '}
          <LocalizedLink
            to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login'}
            className="font-semibold text-teal-800 underline dark:text-teal-300"
          >
            {t('signup.loginLink')}
          </LocalizedLink>
        </p>
      </AuthCard>
    </>
  );
}
