import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '~/test/render';
import { DeleteImageButton } from './delete-image';

describe('DeleteImageButton', () => {
  it('asks in a dialog named by the question, with Keep focused first; Keep and Escape leave the image', async () => {
    const onDelete = vi.fn(async () => {});
    renderWithI18n(<DeleteImageButton alt="Pallets on racks" onDelete={onDelete} />);
    const opener = screen.getByRole('button', { name: 'Delete, Pallets on racks' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete this image for good?' });
    expect(dialog).toHaveAccessibleDescription('Pallets on racks');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('deletes once when confirmed, in the reader’s language', async () => {
    const onDelete = vi.fn(async () => {});
    renderWithI18n(<DeleteImageButton alt="منصات" onDelete={onDelete} />, 'ar');
    await userEvent.click(screen.getByRole('button', { name: 'حذف، منصات' }));
    const dialog = screen.getByRole('dialog', { name: 'حذف هذه الصورة نهائيًا؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
