import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '~/test/render';
import { Field, FormAlert, inputClass, TextField, useErrorWords } from './field';

describe('TextField', () => {
  it('is named by its label and plain when it has no hint or error', () => {
    render(<TextField label="E-mail" name="email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveClass(...inputClass.split(' '));
  });

  it('is described by its hint, then by its errors, and invalid when it has errors', () => {
    render(
      <TextField
        label="Password"
        name="password"
        hint="At least 8 characters."
        errors={['Too short.', 'Too common.']}
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters. Too short. Too common.');
    expect(screen.getByText('Too short. Too common.')).toHaveClass('text-red-700');
  });

  it('keeps a description the caller gives, before its own', () => {
    render(
      <>
        <p id="outside">Shown above.</p>
        <TextField label="Code" name="code" aria-describedby="outside" errors={['Wrong code.']} />
      </>,
    );
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Shown above. Wrong code.');
  });

  it('gives the control its own direction (an e-mail stays left to right in Arabic)', () => {
    render(
      <div dir="rtl">
        <TextField label="البريد" name="email" dir="ltr" />
      </div>,
    );
    expect(screen.getByLabelText('البريد')).toHaveAttribute('dir', 'ltr');
  });

  it('passes the input attributes through and takes a look of its own', async () => {
    render(
      <TextField label="Name" name="name" defaultValue="Sara" required className="custom" maxLength={5} />,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toBeRequired();
    expect(input).toHaveClass('custom');
    expect(input).not.toHaveClass('w-full');
    await userEvent.type(input, 'Ahmed');
    expect(input).toHaveValue('SaraA');
  });

  it("keeps the control's own invalid state and id when the field has no error", () => {
    render(<TextField label="E-mail" name="email" id="signup-email" aria-invalid />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('id', 'signup-email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('two fields never share ids', () => {
    render(
      <>
        <TextField label="First" name="a" errors={['x']} />
        <TextField label="Second" name="b" errors={['y']} />
      </>,
    );
    expect(screen.getByLabelText('First')).toHaveAccessibleDescription('x');
    expect(screen.getByLabelText('Second')).toHaveAccessibleDescription('y');
  });
});

describe('Field (any control)', () => {
  it('hands its control the id, the invalid state, the description and the direction', () => {
    render(
      <Field label="Quantity" hint="In boxes." errors={['Too many.']} dir="ltr" compact>
        {(control) => <input type="number" name="quantity" {...control} />}
      </Field>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('In boxes. Too many.');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Quantity')).toHaveClass('text-sm');
  });
});

describe('useErrorWords', () => {
  function Form({ errors }: { errors?: Record<string, string[]> }) {
    const words = useErrorWords(errors, 'contact');
    return <TextField label="E-mail" name="email" errors={words('email')} />;
  }

  it('puts a field’s message keys in words in the page language, and nothing for a field without', () => {
    renderInPage(<Form errors={{ email: ['errors.emailRequired', 'errors.emailInvalid'], phone: ['x'] }} />, {
      url: '/fr/contactus',
    });
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/^Saisissez .+\. Saisissez .+/);
    cleanup();
    renderInPage(<Form />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('FormAlert', () => {
  it('is one alert with a line per message, and nothing without a message', () => {
    render(<FormAlert messages={['The code has expired.', 'Try again.']} />);
    const alert = screen.getByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'The code has expired.',
      'Try again.',
    ]);
    cleanup();
    render(<FormAlert messages={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
