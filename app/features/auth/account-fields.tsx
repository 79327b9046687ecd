import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './form-parts';

// The account's e-mail and passwords, as the login, signup, recovery and profile forms ask them:
// the same names, browser hints (autocomplete) and rules everywhere; each form says which one it
// asks for through its label.

type AccountFieldProps = Omit<ComponentProps<typeof Field>, 'name' | 'type'> & { name?: string };

/** The account's e-mail (a login names it `username` for the browser's password manager). */
export function EmailField(props: AccountFieldProps) {
  return <Field name="email" type="email" autoComplete="email" required {...props} />;
}

/** The password the customer has now, asked again before a change or to log in. */
export function CurrentPasswordField(props: AccountFieldProps) {
  return <Field name="password" type="password" autoComplete="current-password" required {...props} />;
}

/** A password being chosen, its rules said under it. */
export function NewPasswordField(props: AccountFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Field
      name="password"
      type="password"
      autoComplete="new-password"
      required
      hint={t('signup.passwordHint')}
      {...props}
    />
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
      <EmailField label={props.emailLabel} autoComplete="username" errors={props.errors?.email} />
      <CurrentPasswordField label={props.passwordLabel} errors={props.errors?.password} />
    </>
  );
}
