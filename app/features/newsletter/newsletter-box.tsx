import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HumanCheck, humanCheckPayload } from '~/components/ui/human-check';
import { useToast } from '~/components/ui/toaster';
import { api, ApiError } from '~/lib/api-client';
import { useLocale } from '~/i18n/use-locale';
// Not from ./schemas: that would bring zod into every page's first load.
import { SIMPLE_EMAIL } from '../../../common/contact/email-pattern';

interface SubscribeAnswer {
  success?: boolean;
  message?: string;
}

/** The footer's subscribe box, with exactly the outcomes of spec §5 and §8. */
export function NewsletterBox() {
  const { t } = useTranslation();
  const toast = useToast();
  const locale = useLocale();
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('email') as HTMLInputElement;
    const email = input.value.trim();
    if (!email) return toast('error', t('contact:newsletter.emailRequired'));
    if (!SIMPLE_EMAIL.test(email)) return toast('warning', t('contact:newsletter.emailRequired'));
    setBusy(true);
    try {
      const altcha = await humanCheckPayload(form);
      const answer = await api<SubscribeAnswer>('/contact_requests/subscribe', {
        json: { email, locale, altcha: altcha ?? undefined },
      });
      if (answer.success) {
        toast('success', t('contact:newsletter.success'));
        form.reset();
      } else {
        toast('error', answer.message ?? t('contact:newsletter.failed'));
      }
    } catch (error) {
      const fieldMessages =
        error instanceof ApiError
          ? [...(error.body.errors?.email ?? []), ...(error.body.errors?.altcha ?? [])]
          : [];
      if (fieldMessages.length > 0) fieldMessages.forEach((message) => toast('error', message));
      else toast('error', t('contact:newsletter.failed'));
    } finally {
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
            disabled={busy}
            className="rounded-full bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-600 disabled:opacity-60"
          >
            {t('contact:newsletter.subscribe')}
          </button>
        </div>
        <HumanCheck invisible />
      </form>
    </section>
  );
}
