import { act, cleanup, screen, within } from '@testing-library/react';
import { Form } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInPage, renderWithI18n } from '~/test/render';
import { CredentialsFields } from './account-fields';
import { Field, FormMessage, SubmitButton, useEmailErrorToasts, type FormFailure } from './form-parts';
import { GenderField, SelectField } from './select-field';

describe('the account form parts, on the kit', () => {
  it('a field puts its message keys in words in the page language, tied to the input', () => {
    renderInPage(
      <Field
        label="كلمة المرور"
        name="password"
        type="password"
        hint="8 أحرف على الأقل"
        errors={['validation.passwordTooShort', 'common:humanCheck.required']}
      />,
      { url: '/ar/signup' },
    );
    const input = screen.getByLabelText('كلمة المرور');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      /^8 أحرف على الأقل يجب أن تتكون كلمة المرور من 8 أحرف على الأقل\. .+/,
    );
  });

  it('the e-mail of the sign-up form can be invalid without a message under it (its errors are toasts)', () => {
    renderInPage(<Field label="E-mail" name="email" type="email" aria-invalid />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('the credentials keep their names and the browser hints of a login', () => {
    renderInPage(
      <CredentialsFields
        emailLabel="E-mail"
        passwordLabel="Password"
        errors={{ password: ['validation.passwordRequired'] }}
      />,
    );
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toBeRequired();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription('Please enter your password.');
  });

  it("the form's message is an alert in the page language, and nothing without one", () => {
    renderWithI18n(<FormMessage failure={{ formError: { key: 'login.invalid' } }} />, 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "L'adresse e-mail ou le mot de passe n'est pas correct.",
    );
    cleanup();
    renderWithI18n(<FormMessage failure={{ errors: { email: ['x'] } }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the submit button is busy while its form is being sent, and keeps its name and value', async () => {
    let answer!: (value: unknown) => void;
    const pending = new Promise((resolve) => (answer = resolve));
    const { user } = renderInPage(
      <Form method="post" action="/login">
        <SubmitButton intent="verify">Log in</SubmitButton>
      </Form>,
      { url: '/signin', routes: [{ path: '/login', action: () => pending, Component: () => null }] },
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('value', 'verify');
    expect(button).toHaveClass('bg-teal-700', 'px-6', 'py-3');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await act(async () => answer(null));
  });

  it("the e-mail field's refusals show as toasts, one each", () => {
    function Failed({ failure }: { failure: FormFailure }) {
      useEmailErrorToasts(failure);
      return null;
    }
    renderInPage(<Failed failure={{ errors: { email: ['email.taken', 'validation.emailInvalid'] } }} />);
    const alerts = screen.getAllByTestId('toast-error').map((toast) => toast.textContent);
    expect(alerts).toEqual([
      'An account already uses this e-mail address.×',
      'Please enter a valid e-mail address.×',
    ]);
  });
});

describe('the account choices', () => {
  const countries = [
    { value: 'MA', label: 'Morocco' },
    { value: 'FR', label: 'France' },
  ];
  const renderCountry = (props: { placeholder: string; defaultValue?: string; errors?: string[] }) =>
    renderInPage(<SelectField label="Country" name="country" options={countries} {...props} />);

  it('a country is a required choice that starts on its placeholder', () => {
    renderCountry({ placeholder: 'Choose a country', errors: ['validation.countryInvalid'] });
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toBeRequired();
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Please choose a country.');
  });

  it('a country already chosen is shown', () => {
    renderCountry({ placeholder: 'Choose', defaultValue: 'FR' });
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('FR');
  });

  it('the gender is a group of two radios described by its error', () => {
    renderInPage(<GenderField defaultValue="female" errors={['validation.genderInvalid']} />);
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group).toHaveAccessibleDescription('Please choose one.');
    expect(within(group).getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Male' })).not.toBeChecked();
  });
});
