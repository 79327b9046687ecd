import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select';

const countries = [
  { value: 'MA', label: 'Morocco' },
  { value: 'FR', label: 'France' },
];

describe('SelectField', () => {
  it('starts on its placeholder, which cannot be chosen again', async () => {
    render(<SelectField label="Country" name="country" options={countries} placeholder="Choose…" required />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeDisabled();
    await userEvent.selectOptions(select, 'FR');
    expect(select).toHaveValue('FR');
    expect(select).toBeRequired();
  });

  it('shows the value it is given', () => {
    render(
      <SelectField
        label="Country"
        name="country"
        options={countries}
        placeholder="Choose…"
        defaultValue="MA"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('MA');
  });

  it('has no placeholder unless asked: the first choice is chosen', () => {
    render(<SelectField label="Country" name="country" options={countries} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox')).toHaveValue('MA');
  });

  it('is invalid and described by its errors and hint', () => {
    render(
      <SelectField
        label="Country"
        name="country"
        options={countries}
        hint="Where you live."
        errors={['Choose one.']}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where you live. Choose one.');
  });
});
