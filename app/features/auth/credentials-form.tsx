import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { HumanCheck } from '~/components/ui/human-check';
import { CredentialsFields } from './account-fields';

/**
 * The one login form of both doors (the customer's `/login` and the admin's `/admin/login`): the
 * refusal's message, the e-mail and password, the human check once the server asks for it, and
 * the submit button. `children` are the door's hidden inputs (XSRF token, where to go next).
 */
export function CredentialsForm(props: {
  labels: { email: string; password: string; captchaNeeded: string; submit: ReactNode };
  /** The refusal, already an alert (each door words it its own way). */
  message?: ReactNode;
  errors?: Record<string, string[]>;
  /** The server asked for a human check with the next try. */
  captcha?: boolean;
  busy: boolean;
  /** Not pressable yet (the admin's form posts from the browser only, once hydrated). */
  disabled?: boolean;
  size?: 'md' | 'lg';
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate data-testid={props.testId}>
      {props.children}
      {props.message}
      <CredentialsFields
        emailLabel={props.labels.email}
        passwordLabel={props.labels.password}
        errors={props.errors}
      />
      {props.captcha && (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{props.labels.captchaNeeded}</p>
          <HumanCheck />
        </>
      )}
      <Button type="submit" size={props.size ?? 'md'} busy={props.busy} disabled={props.disabled}>
        {props.labels.submit}
      </Button>
    </Form>
  );
}
