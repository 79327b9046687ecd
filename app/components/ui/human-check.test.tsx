import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, testCaptcha } from '~/test/network';
import { Form } from 'react-router';
import { renderInPage, renderWithI18n } from '~/test/render';
import { createRef } from 'react';
import { HUMAN_CHECK_FIELD, HumanCheck, type HumanCheckHandle } from './human-check';

function serveChallenges(ok = true) {
  return fakeApi(ok ? {} : { '/captcha/challenge': { status: 503 } }).fetch;
}

/** The challenge arrives when the test calls the returned function: a tiny one is otherwise solved within the click. */
function holdChallenge() {
  let deliver!: () => void;
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  fakeApi({
    '/captcha/challenge': async () => {
      await delivered;
      return json(200, await testCaptcha.challenge());
    },
  });
  return deliver;
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

/** A form as the pages have it: React's submit handler reads the fields when the form is sent. */
function SendingForm({ onSend }: { onSend: (altcha: string) => void }) {
  return (
    <form
      aria-label="test form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend(String(new FormData(event.currentTarget).get(HUMAN_CHECK_FIELD) ?? ''));
      }}
    >
      <input name="email" aria-label="email" />
      <HumanCheck />
      <button type="submit">Send</button>
    </form>
  );
}

const solved = (form: HTMLFormElement) =>
  (form.elements.namedItem(HUMAN_CHECK_FIELD) as HTMLInputElement | null)?.value ?? '';

describe('HumanCheck on submit', () => {
  it('starts over after every submit: a second submit after a refused one sends a fresh solution', async () => {
    serveChallenges();
    const onSend = vi.fn<(altcha: string) => void>();
    const { user, container } = renderWithI18n(<SendingForm onSend={onSend} />);
    const form = container.querySelector('form')!;
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'email' }));
    await waitFor(() => expect(solved(form)).toBeTruthy(), { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    const first = onSend.mock.calls[0]![0];
    // The server took it (and refused the form for another reason): that solution is spent.
    expect(await testCaptcha.verify(first)).toBe(true);
    await waitFor(() => expect(solved(form)).toBeTruthy(), { timeout: 10_000 });
    await waitFor(() => expect(screen.getByTestId('human-check')).toHaveTextContent('Verified'));

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    const second = onSend.mock.calls[1]![0];
    expect(second).not.toBe(first);
    expect(await testCaptcha.verify(second)).toBe(true);
  });

  it('holds a submit made while the check is solving, then sends it once, with the solution', async () => {
    const deliver = holdChallenge();
    const onSend = vi.fn<(altcha: string) => void>();
    const { user } = renderWithI18n(<SendingForm onSend={onSend} />);
    // Straight to the button: the check starts with the click and has not solved yet.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    deliver();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(await testCaptcha.verify(onSend.mock.calls[0]![0])).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('a held submit still goes when the check cannot be done: the server answers with its message', async () => {
    serveChallenges(false);
    const onSend = vi.fn<(altcha: string) => void>();
    const { user } = renderWithI18n(<SendingForm onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onSend).toHaveBeenCalledWith('');
  });
});

describe("HumanCheck in the router's Form", () => {
  it('a held submit reaches the action once, with the solution and the clicked button', async () => {
    const deliver = holdChallenge();
    const received: FormData[] = [];
    const { user } = renderInPage(
      <Form method="post" action="/send" noValidate>
        <HumanCheck />
        <button type="submit" name="intent" value="demo">
          Send
        </button>
      </Form>,
      {
        url: '/contact',
        routes: [
          {
            path: '/send',
            action: async ({ request }) => (received.push(await request.formData()), null),
            Component: () => null,
          },
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(received).toHaveLength(0);
    deliver();
    await waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(received[0]!.get('intent')).toBe('demo');
    expect(await testCaptcha.verify(received[0]!.get(HUMAN_CHECK_FIELD))).toBe(true);
  });
});

describe('HumanCheck for a form sent by script', () => {
  it('answers its solution once solved, and a different one after reset', async () => {
    serveChallenges();
    const check = createRef<HumanCheckHandle>();
    renderWithI18n(
      <form aria-label="test form">
        <HumanCheck invisible submitsByScript ref={check} />
      </form>,
    );
    const first = await check.current!.solution(10_000);
    expect(first).toBeTruthy();
    await expect(check.current!.solution()).resolves.toBe(first);
    act(() => check.current!.reset());
    const second = await check.current!.solution(10_000);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await testCaptcha.verify(first!)).toBe(true);
    expect(await testCaptcha.verify(second!)).toBe(true);
  });

  it('answers null when the check cannot be done, so the server answers with its own message', async () => {
    serveChallenges(false);
    const check = createRef<HumanCheckHandle>();
    renderWithI18n(
      <form aria-label="test form">
        <HumanCheck invisible submitsByScript ref={check} />
      </form>,
    );
    const started = Date.now();
    await expect(check.current!.solution(10_000)).resolves.toBeNull();
    // Answered as soon as the check failed, not after the timeout.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
