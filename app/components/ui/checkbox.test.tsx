import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox';

describe('CheckboxField', () => {
  it('is named by the label beside it, and the label ticks it', async () => {
    render(<CheckboxField label="Waiting on the customer" name="waiting" value="1" />);
    const box = screen.getByRole('checkbox', { name: 'Waiting on the customer' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Waiting on the customer'));
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('value', '1');
  });

  it('is invalid and described by its hint and errors', () => {
    render(
      <CheckboxField
        label="I accept the terms"
        name="terms"
        hint="Read them first."
        errors={['You must accept the terms.']}
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Read them first. You must accept the terms.');
  });

  it('starts ticked when told', () => {
    render(<CheckboxField label="Published" name="published" defaultChecked />);
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
  });
});
