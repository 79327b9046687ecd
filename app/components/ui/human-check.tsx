import { createElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const HUMAN_CHECK_FIELD = 'altcha';

/**
 * The human check (a self-hosted ALTCHA proof of work, ADR-0001). Inside a <form> it posts the
 * field `altcha`, verified on the server by `services.captcha.verify`. Its script loads on
 * demand: when the form first gets focus, so no page pays for it up front. `invisible` solves
 * silently (the newsletter box); the visible one shows its state to the user.
 */
export function HumanCheck({ invisible = false }: { invisible?: boolean }) {
  const { t, i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const form = holder.current?.closest('form');
    if (!form) return;
    const load = () => void import('altcha').then(() => setLoaded(true));
    form.addEventListener('focusin', load, { once: true });
    form.addEventListener('pointerenter', load, { once: true });
    return () => {
      form.removeEventListener('focusin', load);
      form.removeEventListener('pointerenter', load);
    };
  }, []);

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
          key: i18n.language,
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

/**
 * Waits until the form's human check has a solution (for forms submitted by script), or gives up
 * after `timeoutMs` and returns null: the server then answers with its own message.
 */
export async function humanCheckPayload(form: HTMLFormElement, timeoutMs = 15_000): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = (form.elements.namedItem(HUMAN_CHECK_FIELD) as HTMLInputElement | null)?.value;
    if (value) return value;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
