import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '~/test/render';
import { CredentialsForm } from './credentials-form';

const labels = {
  email: 'E-mail',
  password: 'Password',
  captchaNeeded: 'Prove you are human first.',
  submit: 'Log in',
};

describe('the one login form (customer and admin)', () => {
  it('posts its door’s hidden inputs with the credentials, the message first', () => {
    renderInPage(
      <CredentialsForm
        labels={labels}
        message={<p role="alert">Wrong password.</p>}
        errors={{ password: ['validation.passwordRequired'] }}
        busy={false}
        testId="login-form"
      >
        <input type="hidden" name="redirectTo" value="/account" />
      </CredentialsForm>,
    );
    const form = screen.getByTestId('login-form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form.querySelector('input[name="redirectTo"]')).toHaveValue('/account');
    expect(within(form).getByRole('alert')).toHaveTextContent('Wrong password.');
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('name', 'email');
    expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(screen.queryByText(labels.captchaNeeded)).not.toBeInTheDocument();
    const submit = within(form).getByRole('button', { name: 'Log in' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toBeEnabled();
  });

  it('asks for the human check once the server wants one', () => {
    renderInPage(<CredentialsForm labels={labels} captcha busy={false} />);
    expect(screen.getByText(labels.captchaNeeded)).toBeInTheDocument();
  });

  it('its button is busy while the login is sent, and can be held until the page can send it', () => {
    const { unmount } = renderInPage(<CredentialsForm labels={labels} busy size="lg" />);
    const busy = screen.getByRole('button', { name: 'Log in' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    expect(busy).toHaveClass('px-6', 'py-3');
    unmount();
    renderInPage(<CredentialsForm labels={labels} busy={false} disabled />);
    const held = screen.getByRole('button', { name: 'Log in' });
    expect(held).toBeDisabled();
    expect(held).not.toHaveAttribute('aria-busy');
    expect(held).toHaveClass('px-5', 'py-2.5');
  });
});
