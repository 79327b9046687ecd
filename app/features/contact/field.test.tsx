import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '~/test/render';
import { Field, inputClass } from './field';

describe('the contact forms’ field', () => {
  it('hands its control the label, and nothing else while it has no error', () => {
    renderInPage(
      <Field label="Subject">{(props) => <input {...props} name="subject" className={inputClass} />}</Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Subject' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveClass('rounded-lg', 'border-slate-300');
    expect(input).not.toHaveClass('shadow-sm');
  });

  it('puts the message keys in words in the page language and ties them to the control', () => {
    renderInPage(
      <Field label="Type de demande" errors={['contact:errors.emailRequired', 'contact:errors.emailInvalid']}>
        {(props) => (
          <select {...props} name="type">
            <option value="sales">Ventes</option>
          </select>
        )}
      </Field>,
      { url: '/fr/contactus' },
    );
    const select = screen.getByRole('combobox', { name: 'Type de demande' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(/^Saisissez .+\. Saisissez .+/);
  });
});
