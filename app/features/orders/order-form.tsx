import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { XsrfField } from '~/components/ui/xsrf-field';

/**
 * A form of the order page that adds to the order (a comment, files, extra information): posted
 * with its token and intent, the page kept where it is, its send button last.
 */
export function OrderForm(props: {
  intent: 'comment' | 'upload' | 'update';
  testId: string;
  send: { label: string; testId: string };
  className: string;
  multipart?: boolean;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType={props.multipart ? 'multipart/form-data' : undefined}
      preventScrollReset
      className={props.className}
      data-testid={props.testId}
    >
      <XsrfField />
      <input type="hidden" name="intent" value={props.intent} />
      {props.children}
      <div>
        <Button type="submit" data-testid={props.send.testId}>
          {props.send.label}
        </Button>
      </div>
    </Form>
  );
}
