import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '~/test/render';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ServerToast } from './toaster';

function Shout({ type, text }: { type: 'success' | 'error' | 'warning'; text: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(type, text)}>
      {`shout ${type}`}
    </button>
  );
}

const page = (serverToast?: ServerToast | null) => (
  <ToastProvider serverToast={serverToast}>
    <Shout type="success" text="Saved." />
    <Shout type="error" text="Refused." />
    <Shout type="warning" text="Careful." />
  </ToastProvider>
);

afterEach(() => vi.useRealTimers());

describe('ToastProvider', () => {
  it('announces a success politely and an error or a warning assertively', () => {
    renderWithI18n(page());
    fireEvent.click(screen.getByRole('button', { name: 'shout success' }));
    fireEvent.click(screen.getByRole('button', { name: 'shout error' }));
    fireEvent.click(screen.getByRole('button', { name: 'shout warning' }));
    expect(within(screen.getByRole('status')).getByText('Saved.')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Refused.')).toBeInTheDocument();
    expect(within(alert).getByText('Careful.')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).queryByText('Refused.')).not.toBeInTheDocument();
  });

  it(`removes a toast after ${TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    renderWithI18n(page());
    fireEvent.click(screen.getByRole('button', { name: 'shout error' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Refused.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Refused.')).not.toBeInTheDocument();
  });

  it('closes one toast from its button, leaving the others', () => {
    renderWithI18n(page());
    fireEvent.click(screen.getByRole('button', { name: 'shout error' }));
    fireEvent.click(screen.getByRole('button', { name: 'shout warning' }));
    const refused = screen.getByText('Refused.').parentElement!;
    fireEvent.click(within(refused).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Refused.')).not.toBeInTheDocument();
    expect(screen.getByText('Careful.')).toBeInTheDocument();
  });

  it("shows the server's toast from the first render, its key translated in the page language", () => {
    renderWithI18n(page({ type: 'warning', key: 'humanCheck.required', id: 'a' }), 'fr');
    expect(within(screen.getByRole('alert')).getByTestId('toast-warning')).toHaveTextContent(
      'Veuillez valider la vérification reCAPTCHA !',
    );
  });

  it('shows a later server toast once, and not again when the page renders again', () => {
    const { rerender } = renderWithI18n(page(null));
    const next = { type: 'success', message: 'Welcome back.', id: 'b' } as const;
    rerender(page(next));
    rerender(page({ ...next }));
    expect(screen.getAllByText('Welcome back.')).toHaveLength(1);
    rerender(page({ ...next, id: 'c' }));
    expect(screen.getAllByText('Welcome back.')).toHaveLength(2);
  });
});
