import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { HumanCheck } from '~/components/ui/human-check';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { fail, failFromAccountError, fieldErrors, humanCheckFailure } from '~/features/auth/failures.server';
import { EmailField, NewPasswordField } from '~/features/auth/account-fields';
import { AuthCard, FormMessage, SubmitButton, type FormFailure } from '~/features/auth/form-parts';
import { recoverSchema, resetSchema } from '../../common/accounts/schemas';
import { localizedFor, NO_STORE, requireAnonymous } from '~/features/auth/session.server';
import { guardAction } from '~/lib/action.server';
import { readFormData } from '~/lib/form.server';
import { retryAfter } from '~/lib/rate-limit.server';
import { redirectWithToast } from '~/toast.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/recover-password';
import { keepRetryAfter } from '~/lib/retry-after';

/** A 429 from the action keeps its Retry-After. */
export const headers = keepRetryAfter();

export const handle = { i18n: ['account'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  const token = new URL(request.url).searchParams.get('token');
  const linkState = !token
    ? 'none'
    : (await context.services.accounts.isResetTokenLive(token))
      ? 'live'
      : 'dead';
  return data({ token: linkState === 'live' ? token : null, linkState }, { headers: NO_STORE });
}

export const action = guardAction(async ({ request, context }: Route.ActionArgs) => {
  const { services } = context;
  const form = await readFormData(request);
  if (form.get('intent') === 'reset') {
    const parsed = resetSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return fail({ errors: fieldErrors(parsed.error) });
    try {
      await services.accounts.resetPassword(parsed.data.token, parsed.data.password);
    } catch (error) {
      return failFromAccountError(error);
    }
    return redirectWithToast(
      localizedFor(request, '/login'),
      { type: 'success', key: 'account:recover.done' },
      services.config.sessionSecret,
    );
  }
  const parsed = recoverSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail({ errors: fieldErrors(parsed.error) });
  const limit = await services.limits.passwordRecovery.hit(context.clientIp);
  if (!limit.allowed)
    return fail({ formError: { key: 'common:errors.tooManyRequests' } }, 429, retryAfter(limit));
  if (!(await services.captcha.verify(form.get('altcha')))) return humanCheckFailure();
  // Same answer whether the account exists: the link goes only to its owner's mailbox.
  await services.accounts.requestPasswordReset(
    parsed.data.email,
    (token) => `${localizedFor(request, '/recover-password')}?token=${token}`,
  );
  return data({ sent: true });
});

export default function RecoverPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const failure = actionData && 'sent' in actionData ? null : (actionData as FormFailure | undefined);
  const sent = !!actionData && 'sent' in actionData;
  return (
    <>
      <PageMeta title={t('recover.title')} description={t('recover.description')} />
      {loaderData.token ? (
        <AuthCard title={t('recover.newHeading')}>
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <XsrfField />
            <input type="hidden" name="token" value={loaderData.token} />
            <FormMessage failure={failure} />
            <NewPasswordField label={t('recover.newPassword')} errors={failure?.errors?.password} />
            <SubmitButton intent="reset">{t('recover.save')}</SubmitButton>
          </Form>
        </AuthCard>
      ) : (
        <AuthCard title={t('recover.heading')}>
          {loaderData.linkState === 'dead' && (
            <p
              role="alert"
              className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              {t('recover.invalidLink')}
            </p>
          )}
          {sent ? (
            <p
              role="status"
              className="rounded-lg bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100"
            >
              {t('recover.sent')}
            </p>
          ) : (
            <Form method="post" className="flex flex-col gap-4" noValidate>
              <XsrfField />
              <p>{t('recover.lead')}</p>
              <FormMessage failure={failure} />
              <EmailField label={t('recover.email')} errors={failure?.errors?.email} />
              <HumanCheck />
              <SubmitButton intent="request">{t('recover.submit')}</SubmitButton>
            </Form>
          )}
          <p className="mt-6 text-sm">
            <LocalizedLink to="/login" className="font-semibold text-teal-800 underline dark:text-teal-300">
              {t('signup.loginLink')}
            </LocalizedLink>
          </p>
        </AuthCard>
      )}
    </>
  );
}
