import type { TFunction } from 'i18next';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HumanCheck, type HumanCheckHandle } from '~/components/ui/human-check';
import { useToast, type ToastType } from '~/components/ui/toaster';
import { api, ApiError } from '~/lib/api-client';
import { useHydrated } from '~/lib/use-hydrated';
import { useLocale } from '~/i18n/use-locale';
// Not from ./schemas: that would bring zod into every page's first load.
import { SIMPLE_EMAIL } from '../../../common/contact/email-pattern';

export interface SubscribeAnswer {
  success?: boolean;
  message?: string;
}

export type NewsletterToast = [ToastType, string];

/** Before any request: no address is an error, one that is not an address a warning (spec §5). */
export function addressToast(email: string, t: TFunction): NewsletterToast | null {
  if (!email) return ['error', t('contact:newsletter.emailRequired')];
  if (!SIMPLE_EMAIL.test(email)) return ['warning', t('contact:newsletter.emailRequired')];
  return null;
}

/**
 * What the subscribe API's answer shows (spec §8): success, or the server's own message (a
 * former subscriber is told how to come back); a refusal shows each message of the e-mail and
 * human-check fields, or one generic failure.
 */
export function subscribeToasts(
  outcome: { answer: SubscribeAnswer } | { error: unknown },
  t: TFunction,
): NewsletterToast[] {
  if ('answer' in outcome) {
    if (outcome.answer.success) return [['success', t('contact:newsletter.success')]];
    return [['error', outcome.answer.message ?? t('contact:newsletter.failed')]];
  }
  const { error } = outcome;
  const fieldMessages =
    error instanceof ApiError
      ? [...(error.body.errors?.email ?? []), ...(error.body.errors?.altcha ?? [])]
      : [];
  if (fieldMessages.length > 0) return fieldMessages.map((message) => ['error', message]);
  return [['error', t('contact:newsletter.failed')]];
}

/** The footer's subscribe box, with exactly the outcomes of spec §5 and §8. */
export function NewsletterBox() {
  const { t } = useTranslation();
  const toast = useToast();
  const locale = useLocale();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const check = useRef<HumanCheckHandle>(null);
  // The box is a deferred part (frame.tsx): until its code has arrived and hydrated it, the
  // server's form would submit natively, a GET of this page with the address in its URL.
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('email') as HTMLInputElement;
    const email = input.value.trim();
    const refused = addressToast(email, t);
    if (refused) return toast(...refused);
    setBusy(true);
    try {
      const altcha = (await check.current?.solution()) ?? null;
      const answer = await api<SubscribeAnswer>('/contact_requests/subscribe', {
        json: { email, locale, altcha: altcha ?? undefined },
      });
      subscribeToasts({ answer }, t).forEach((shown) => toast(...shown));
      if (answer.success) form.reset();
    } catch (error) {
      subscribeToasts({ error }, t).forEach((shown) => toast(...shown));
    } finally {
      // Sent or not, that solution is spent: the next sign-up solves a fresh one.
      check.current?.reset();
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-3 text-lg font-bold text-white">
        {t('contact:newsletter.title')}
      </h2>
      <p className="mb-3">{t('contact:newsletter.lead')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" data-testid="newsletter-form">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('contact:fields.email')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t('contact:newsletter.placeholder')}
            className="min-w-0 flex-1 rounded-full border border-slate-600 bg-slate-800 px-4 py-2 text-white placeholder:text-slate-400"
          />
          <button
            type="submit"
            disabled={busy || !hydrated}
            className="rounded-full bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-600 disabled:opacity-60"
          >
            {t('contact:newsletter.subscribe')}
          </button>
        </div>
        <HumanCheck invisible submitsByScript ref={check} />
      </form>
    </section>
  );
}
