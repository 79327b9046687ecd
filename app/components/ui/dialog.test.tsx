import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ConfirmDialog, Dialog } from './dialog';

function WithOpener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit address
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Edit the address"
        description="It is used for the next orders."
      >
        <label>
          Street <input name="street" />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is absent until opened, then a modal dialog named by its title and described', async () => {
    render(<WithOpener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the address' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('It is used for the next orders.');
  });

  it('puts focus on its first field, and gives it back to the opener when it closes', async () => {
    render(<WithOpener />);
    const opener = screen.getByRole('button', { name: 'Edit address' });
    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside, both ways', async () => {
    render(<WithOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const street = screen.getByRole('textbox', { name: 'Street' });
    const done = screen.getByRole('button', { name: 'Done' });
    await userEvent.tab();
    expect(done).toHaveFocus();
    await userEvent.tab();
    expect(street).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it("asks its owner to close on Escape, and on the browser's cancel", async () => {
    const onClose = vi.fn();
    render(<WithOpener onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('ConfirmDialog', () => {
  function Delete({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        title="Delete this image?"
        message="It will be removed from the media library."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        danger
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    );
  }

  it('starts on Cancel when the action destroys, and confirms with its danger button', async () => {
    const onConfirm = vi.fn();
    render(<Delete onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete this image?' });
    expect(dialog).toHaveAccessibleDescription('It will be removed from the media library.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveClass('bg-red-700');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cancels with its button or Escape, but not while busy', async () => {
    const { unmount } = render(<Delete onConfirm={() => {}} busy />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();
    render(<Delete onConfirm={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
