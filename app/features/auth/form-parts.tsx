import { useEffect, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useToast } from '~/components/ui/toaster';

/** What an auth or account action answers when it refuses: field errors (message keys) and/or one message. */
export interface FormFailure {
  errors?: Record<string, string[]>;
  /** A key of the `account` namespace (or `common:…`), with its values. */
  formError?: { key: string; values?: Record<string, unknown> };
  captcha?: boolean;
}

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900';

export function Field({
  label,
  name,
  errors,
  hint,
  ...input
}: {
  label: string;
  name: string;
  errors?: string[];
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation('account');
  const id = useId();
  const described = [hint && `${id}-hint`, errors?.length && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={described || undefined}
        className={inputClass}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {errors.map((e) => t(e)).join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** The e-mail and password of a login form (the customer's and the admin's). */
export function CredentialsFields(props: {
  emailLabel: string;
  passwordLabel: string;
  errors?: Record<string, string[]>;
}) {
  return (
    <>
      <Field
        label={props.emailLabel}
        name="email"
        type="email"
        autoComplete="username"
        required
        errors={props.errors?.email}
      />
      <Field
        label={props.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        errors={props.errors?.password}
      />
    </>
  );
}

export function FormMessage({ failure }: { failure?: FormFailure | null }) {
  const { t } = useTranslation('account');
  if (!failure?.formError) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {t(failure.formError.key, failure.formError.values)}
    </p>
  );
}

export function SubmitButton({
  children,
  name,
  value,
}: {
  children: ReactNode;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className="rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** Server errors on the e-mail field show one by one as toasts (spec §5). */
export function useEmailErrorToasts(failure?: FormFailure | null) {
  const toast = useToast();
  const { t } = useTranslation('account');
  const messages = failure?.errors?.email;
  useEffect(() => {
    messages?.forEach((key) => toast('error', t(key)));
  }, [messages, toast, t]);
}

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8 dark:border-slate-800">
        <h1 className="mb-6 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}
