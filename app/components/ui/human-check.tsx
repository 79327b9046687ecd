import {
  createElement,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';

export const HUMAN_CHECK_FIELD = 'altcha';

/** For a form that submits by script: the solution to send, and a fresh challenge afterwards. */
export interface HumanCheckHandle {
  /**
   * The solution to send now: at once when there is one, else once the check has solved (starting
   * it if it has not started). Null on failure or after `timeoutMs`: the server then answers with
   * its own message.
   */
  solution(timeoutMs?: number): Promise<string | null>;
  /** Spends the solution: the server accepts a solution once, so every submit is followed by a fresh challenge. */
  reset(): void;
}

type Solution = { state: 'verified'; payload: string } | { state: 'pending' | 'failed' };

/**
 * The human check (a self-hosted ALTCHA proof of work, ADR-0001). Inside a <form> it posts the
 * field `altcha`, verified on the server by `services.captcha.verify`. Its script loads on
 * demand: when the form first gets focus, so no page pays for it up front. `invisible` solves
 * silently (the newsletter box); the visible one shows its state to the user.
 *
 * A solution is spent once sent, so after every submit of its form the widget starts over with a
 * fresh challenge. A submit made while the check is still solving is held, then sent with the
 * solution. A form that submits by script (`submitsByScript`) asks its `ref` instead.
 */
export function HumanCheck({
  invisible = false,
  submitsByScript = false,
  ref,
}: {
  invisible?: boolean;
  submitsByScript?: boolean;
  ref?: Ref<HumanCheckHandle>;
}) {
  const { t, i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  // Each new round mounts a new widget, which fetches and solves a new challenge.
  const [round, setRound] = useState(0);
  const solution = useRef<Solution>({ state: 'pending' });
  const waiters = useRef(new Set<(payload: string | null) => void>());

  const settle = useCallback((payload: string | null) => {
    for (const wake of waiters.current) wake(payload);
    waiters.current.clear();
  }, []);

  const load = useCallback(() => void import('altcha').then(() => setLoaded(true)), []);

  const reset = useCallback(() => {
    solution.current = { state: 'pending' };
    setRound((n) => n + 1);
  }, []);

  const solve = useCallback(
    (timeoutMs = 15_000) => {
      const now = solution.current;
      if (now.state === 'verified') return Promise.resolve(now.payload);
      if (now.state === 'failed') reset();
      load();
      return new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => {
          waiters.current.delete(wake);
          resolve(null);
        }, timeoutMs);
        const wake = (payload: string | null) => {
          clearTimeout(timer);
          resolve(payload);
        };
        waiters.current.add(wake);
      });
    },
    [load, reset],
  );

  useImperativeHandle(ref, () => ({ solution: solve, reset }), [solve, reset]);

  useEffect(() => {
    const box = holder.current;
    const form = box?.closest('form');
    if (!box || !form) return;
    // Captured at the holder: whichever round's widget it comes from, bubbling or not.
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' && payload) {
        solution.current = { state: 'verified', payload };
        settle(payload);
      } else if (state === 'error') {
        solution.current = { state: 'failed' };
        settle(null);
      } else solution.current = { state: 'pending' };
    };
    let letThrough = false;
    let holding = false;
    const onSubmit = (event: SubmitEvent) => {
      if (solution.current.state === 'verified' || letThrough) {
        letThrough = false;
        solution.current = { state: 'pending' };
        // After the submit has read the form's fields.
        setTimeout(reset, 0);
        return;
      }
      // Held before React's handlers (they listen at the root): sent again once solved.
      event.preventDefault();
      event.stopPropagation();
      if (holding) return;
      holding = true;
      const submitter = event.submitter;
      void solve().then(() => {
        holding = false;
        letThrough = true;
        form.requestSubmit(submitter?.isConnected ? submitter : null);
      });
    };
    // form.reset() empties the widget without solving again: start a fresh round instead.
    const onReset = () => reset();
    box.addEventListener('statechange', onState, true);
    form.addEventListener('focusin', load, { once: true });
    form.addEventListener('pointerenter', load, { once: true });
    form.addEventListener('reset', onReset);
    if (!submitsByScript) form.addEventListener('submit', onSubmit);
    return () => {
      box.removeEventListener('statechange', onState, true);
      form.removeEventListener('focusin', load);
      form.removeEventListener('pointerenter', load);
      form.removeEventListener('reset', onReset);
      form.removeEventListener('submit', onSubmit);
    };
  }, [load, reset, settle, solve, submitsByScript]);

  const strings = JSON.stringify({
    label: t('humanCheck.label'),
    verified: t('humanCheck.verified'),
    verifying: t('humanCheck.verifying'),
    error: t('humanCheck.error'),
    expired: t('humanCheck.expired'),
    waitAlert: t('humanCheck.verifying'),
    ariaLinkLabel: t('humanCheck.label'),
  });

  return (
    <div ref={holder} className={invisible ? 'sr-only' : 'min-h-[3.25rem]'} data-testid="human-check">
      {loaded &&
        createElement('altcha-widget', {
          key: `${i18n.language}-${round}`,
          challengeurl: '/api/captcha/challenge',
          name: HUMAN_CHECK_FIELD,
          // Loading is triggered by the user reaching the form, so solving starts right away.
          auto: 'onload',
          hidefooter: true,
          hidelogo: true,
          strings,
          'aria-hidden': invisible ? 'true' : undefined,
        })}
    </div>
  );
}
