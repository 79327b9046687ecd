import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { XsrfField } from '~/components/ui/xsrf-field';
import { CodeInput } from '~/features/auth/code-input';
import { CurrentPasswordField, EmailField, NewPasswordField } from '~/features/auth/account-fields';
import { FormMessage, SubmitButton, useEmailErrorToasts, type FormFailure } from '~/features/auth/form-parts';
import type { AccountSession } from '../../../common/accounts/types';
import type { WithDateLabels } from '../../../common/format/dates';

const card = 'flex flex-col gap-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-800';

/** Changing the e-mail: password again, then the code sent to the new address. */
export function EmailChange(props: {
  email: string;
  pendingEmail: string | null;
  failure?: FormFailure | null;
}) {
  const { t } = useTranslation('account');
  useEmailErrorToasts(props.failure);
  const errors = props.failure?.errors ?? {};
  return (
    <section aria-labelledby="email-title" className={card}>
      <h2 id="email-title" className="text-lg font-semibold">
        {t('account.profile.emailTitle')}
      </h2>
      <p dir="auto">{t('account.profile.currentEmail', { email: props.email })}</p>
      {props.pendingEmail ? (
        <Form method="post" className="flex flex-col gap-4" preventScrollReset>
          <XsrfField />
          <p role="status">{t('account.profile.codeSent', { email: props.pendingEmail })}</p>
          <FormMessage failure={props.failure} />
          <CodeInput invalid={!!props.failure?.formError} />
          <div>
            <SubmitButton intent="email-confirm">{t('account.profile.confirmEmail')}</SubmitButton>
          </div>
        </Form>
      ) : (
        <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate preventScrollReset>
          <XsrfField />
          <EmailField label={t('account.profile.newEmail')} aria-invalid={errors.email ? true : undefined} />
          <CurrentPasswordField label={t('account.profile.passwordToConfirm')} errors={errors.password} />
          <div className="sm:col-span-2">
            <FormMessage failure={props.failure} />
            <SubmitButton intent="email-request">{t('account.profile.sendCode')}</SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}

export function PasswordChange({ failure }: { failure?: FormFailure | null }) {
  const { t } = useTranslation('account');
  const errors = failure?.errors ?? {};
  return (
    <section aria-labelledby="password-title" className={card}>
      <h2 id="password-title" className="text-lg font-semibold">
        {t('account.profile.passwordTitle')}
      </h2>
      <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate preventScrollReset>
        <XsrfField />
        <CurrentPasswordField
          label={t('account.profile.currentPassword')}
          name="currentPassword"
          errors={errors.currentPassword}
        />
        <NewPasswordField label={t('account.profile.newPassword')} errors={errors.password} />
        <div className="sm:col-span-2">
          <SubmitButton intent="password">{t('account.profile.changePassword')}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

export function SessionList({ sessions }: { sessions: WithDateLabels<AccountSession, 'lastSeenAt'>[] }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="sessions-title" className={card}>
      <h2 id="sessions-title" className="text-lg font-semibold">
        {t('account.profile.sessionsTitle')}
      </h2>
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {sessions.map((s) => (
          <li
            key={s.id}
            data-testid="session"
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div>
              <p className="font-medium">
                {s.kind === 'api' ? t('account.profile.apiToken') : t('account.profile.browser')}
                {s.current && (
                  <span className="ms-2 rounded bg-teal-100 px-2 py-0.5 text-sm text-teal-900">
                    {t('account.profile.thisSession')}
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400" dir="auto">
                {s.userAgent.slice(0, 90)}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('account.profile.lastSeen', { date: s.lastSeenAtLabel })}
              </p>
            </div>
            {!s.current && (
              <Form method="post" preventScrollReset>
                <XsrfField />
                <input type="hidden" name="sessionId" value={s.id} />
                <Button type="submit" name="intent" value="end-session" variant="dangerOutline">
                  {t('account.profile.endSession')}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
