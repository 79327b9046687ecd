import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './textarea';

describe('TextAreaField', () => {
  it('is a four-line text named by its label', async () => {
    render(<TextAreaField label="Your message" name="message" />);
    const area = screen.getByRole('textbox', { name: 'Your message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    await userEvent.type(area, 'line one{Enter}line two');
    expect(area).toHaveValue('line one\nline two');
  });

  it('takes its own height, and is invalid and described by its errors', () => {
    render(<TextAreaField label="Note" name="note" rows={8} errors={['Too long.']} dir="auto" />);
    const area = screen.getByRole('textbox', { name: 'Note' });
    expect(area).toHaveAttribute('rows', '8');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Too long.');
    expect(area).toHaveAttribute('dir', 'auto');
  });
});
