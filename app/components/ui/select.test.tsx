import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select';

const countries = [
  { value: 'MA', label: 'Morocco' },
  { value: 'FR', label: 'France' },
];

type CountryProps = Omit<Parameters<typeof SelectField>[0], 'label' | 'name' | 'options'>;

/** The country choice, Morocco then France, with what the test sets on top. */
const renderCountry = (props: CountryProps = {}) =>
  render(<SelectField label="Country" name="country" options={countries} {...props} />);

describe('SelectField', () => {
  it('starts on its placeholder, which cannot be chosen again', async () => {
    renderCountry({ placeholder: 'Choose…', required: true });
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeDisabled();
    await userEvent.selectOptions(select, 'FR');
    expect(select).toHaveValue('FR');
    expect(select).toBeRequired();
  });

  it('shows the value it is given', () => {
    renderCountry({ placeholder: 'Choose…', defaultValue: 'MA' });
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('MA');
  });

  it('has no placeholder unless asked: the first choice is chosen', () => {
    renderCountry();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox')).toHaveValue('MA');
  });

  it('is invalid and described by its errors and hint', () => {
    renderCountry({ hint: 'Where you live.', errors: ['Choose one.'] });
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where you live. Choose one.');
  });
});
