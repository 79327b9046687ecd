import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, testCaptcha } from '~/test/network';
import { renderWithI18n } from '~/test/render';
import { HUMAN_CHECK_FIELD, HumanCheck, humanCheckPayload } from './human-check';

function serveChallenges(ok = true) {
  return fakeApi(ok ? {} : { '/captcha/challenge': { status: 503 } }).fetch;
}

const inForm = (invisible = false) => (
  <form aria-label="test form">
    <input name="email" aria-label="email" />
    <HumanCheck invisible={invisible} />
  </form>
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('HumanCheck', () => {
  it('loads nothing until the visitor reaches the form', async () => {
    const fetch = serveChallenges();
    renderWithI18n(inForm());
    const holder = screen.getByTestId('human-check');
    // Long enough for the widget's script to load, had anything asked for it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(holder.querySelector('altcha-widget')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'email' }));
    await waitFor(() => expect(holder.querySelector('altcha-widget')).not.toBeNull());
  });

  it('solves a challenge once the form has focus: the form then carries a payload the server accepts', async () => {
    serveChallenges();
    const { container } = renderWithI18n(inForm(), 'fr');
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'email' }));
    const form = container.querySelector('form')!;
    await waitFor(
      () =>
        expect((form.elements.namedItem(HUMAN_CHECK_FIELD) as HTMLInputElement | null)?.value).toBeTruthy(),
      { timeout: 10_000 },
    );
    const payload = (form.elements.namedItem(HUMAN_CHECK_FIELD) as HTMLInputElement).value;
    expect(await testCaptcha.verify(payload)).toBe(true);
    expect(screen.getByTestId('human-check')).toHaveTextContent('Vérifié');
  });

  it('says in the page language when the check cannot be done', async () => {
    serveChallenges(false);
    renderWithI18n(inForm(), 'fr');
    fireEvent.pointerEnter(screen.getByRole('form'));
    await waitFor(() =>
      expect(screen.getByTestId('human-check')).toHaveTextContent('La vérification a échoué. Réessayez.'),
    );
  });

  it('the invisible one is hidden from sight and from assistive technology', async () => {
    serveChallenges();
    renderWithI18n(inForm(true));
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'email' }));
    const holder = screen.getByTestId('human-check');
    expect(holder).toHaveClass('sr-only');
    await waitFor(() => expect(holder.querySelector('altcha-widget')).toHaveAttribute('aria-hidden', 'true'));
  });
});

describe('humanCheckPayload', () => {
  const formWith = (value?: string) => {
    const form = document.createElement('form');
    if (value !== undefined) form.innerHTML = `<input name="${HUMAN_CHECK_FIELD}" value="${value}">`;
    return form;
  };

  it("answers the form's payload as soon as there is one", async () => {
    await expect(humanCheckPayload(formWith('abc'))).resolves.toBe('abc');
  });

  it('waits for a solution to arrive, then answers it', async () => {
    vi.useFakeTimers();
    const form = formWith('');
    const answer = humanCheckPayload(form, 1_000);
    await act(() => vi.advanceTimersByTimeAsync(300));
    (form.elements.namedItem(HUMAN_CHECK_FIELD) as HTMLInputElement).value = 'late';
    await act(() => vi.advanceTimersByTimeAsync(100));
    await expect(answer).resolves.toBe('late');
  });

  it('gives up with null after its timeout, so the server answers with its own message', async () => {
    vi.useFakeTimers();
    const answer = humanCheckPayload(formWith(), 1_000);
    await act(() => vi.advanceTimersByTimeAsync(1_200));
    await expect(answer).resolves.toBeNull();
  });
});
