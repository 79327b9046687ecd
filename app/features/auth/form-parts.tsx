import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormAlert, TextField } from '~/components/ui/field';
import { useToast } from '~/components/ui/toaster';

// The account forms' parts, on the UI kit (ADR-0014). `inputClass` is the kit's, re-exported for
// the screens that still style their own controls (the admin's, until the sweep).
export { inputClass } from '~/components/ui/field';

/** What an auth or account action answers when it refuses: field errors (message keys) and/or one message. */
export interface FormFailure {
  errors?: Record<string, string[]>;
  /** A key of the `account` namespace (or `common:…`), with its values. */
  formError?: { key: string; values?: Record<string, unknown> };
  captcha?: boolean;
}

/**
 * A text input of the account forms: the kit's field with the refusals' message keys (of the
 * `account` namespace, or `common:…`) put in words.
 */
export function Field({
  errors,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'errors'> & { label: string; errors?: string[] }) {
  const { t } = useTranslation('account');
  return <TextField {...props} errors={errors?.map((key) => t(key))} />;
}

export function FormMessage({ failure }: { failure?: FormFailure | null }) {
  const { t } = useTranslation('account');
  if (!failure?.formError) return null;
  return <FormAlert messages={[t(failure.formError.key, failure.formError.values)]} />;
}

/** The form's submit button; `intent` names the action it asks for (one action per resource). */
export function SubmitButton({ children, intent }: { children: ReactNode; intent?: string }) {
  const navigation = useNavigation();
  return (
    <Button
      type="submit"
      size="lg"
      name={intent ? 'intent' : undefined}
      value={intent}
      busy={navigation.state === 'submitting'}
    >
      {children}
    </Button>
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
