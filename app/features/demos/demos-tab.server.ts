import { data, type AppLoadContext } from 'react-router';
import { DemoFormSchema, fieldErrors } from '../../../common/contact/schemas';
import { AcceptSchema, RescheduleSchema } from '../../../common/demos/schemas';
import type { Locale } from '../../../common/i18n/languages';
import type { SessionUser } from '../../../server/modules/accounts/sessions';
import { retryAfter } from '~/lib/rate-limit.server';
import { DemoErrors } from '../../../server/modules/demos/errors';
import { isDomainError } from '../../../server/platform/domain-error';
import type { FormFailure } from '../auth/form-parts';

/** The Demos tab's data: the customer's demos (labels written here, ADR-0008) and the services to ask a demo of. */
export async function demosTabData(context: AppLoadContext, user: SessionUser, locale: Locale) {
  const { demos, catalog } = context.services;
  const [page, services] = await Promise.all([
    demos.list(user, locale, { perPage: 50 }),
    catalog.listServices(locale),
  ]);
  return {
    demos: page.data,
    services: services.map((s) => ({ slug: s.slug, name: s.name })),
    zone: context.services.config.TIME_ZONE,
  };
}

export const DEMO_INTENTS = ['demo-request', 'demo-accept', 'demo-reschedule', 'demo-cancel'] as const;
export type DemoIntent = (typeof DEMO_INTENTS)[number];
export const isDemoIntent = (intent: string): intent is DemoIntent =>
  (DEMO_INTENTS as readonly string[]).includes(intent);

type Failure = FormFailure & { intent: DemoIntent; demoId?: string };
const failure = (body: Failure, status: number, headers?: HeadersInit) => data(body, { status, headers });

/**
 * The Demos tab's forms: ask for a demo (the session is the proof: no human check, a per-account
 * limit instead), accept a slot, ask for another time, cancel. Answers like the account's other
 * forms: `{intent, done}` or a failure with its status.
 */
export async function handleDemoAction(
  intent: DemoIntent,
  form: FormData,
  user: SessionUser,
  context: AppLoadContext,
  locale: Locale,
) {
  const { demos } = context.services;
  const demoId = String(form.get('demoId') ?? '');
  try {
    switch (intent) {
      case 'demo-request': {
        const parsed = DemoFormSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) {
          const errors = Object.fromEntries(
            Object.entries(fieldErrors(parsed.error)).map(([k, v]) => [k, v.map((key) => `contact:${key}`)]),
          );
          return failure({ intent, errors }, 422);
        }
        const created = await demos.requestFromAccount(user, parsed.data, locale);
        if (!created.ok)
          return created.reason === 'limited'
            ? failure({ intent, formError: { key: 'demos:api.tooMany' } }, 429, retryAfter(created))
            : failure({ intent, errors: { service: ['contact:errors.serviceRequired'] } }, 422);
        return data({ intent, done: 'demos:done.requested' });
      }
      case 'demo-accept': {
        const parsed = AcceptSchema.safeParse({ slot_id: form.get('slotId') });
        if (!parsed.success)
          return failure({ intent, demoId, formError: { key: 'demos:errors.slotRequired' } }, 422);
        await demos.accept(user, demoId, parsed.data.slot_id);
        return data({ intent, done: 'demos:done.accepted' });
      }
      case 'demo-reschedule': {
        const parsed = RescheduleSchema.safeParse({ note: form.get('note') ?? '' });
        if (!parsed.success)
          return failure(
            { intent, demoId, errors: { note: [`demos:errors.${parsed.error.issues[0]!.message}`] } },
            422,
          );
        await demos.reschedule(user, demoId, parsed.data.note);
        return data({ intent, done: 'demos:done.rescheduled' });
      }
      case 'demo-cancel':
        await demos.cancel(user, demoId);
        return data({ intent, done: 'demos:done.canceled' });
    }
  } catch (error) {
    if (isDomainError(error, DemoErrors.notFound))
      return failure({ intent, demoId, formError: { key: error.messageKey } }, 404);
    if (isDomainError(error, DemoErrors.slotUnavailable))
      return failure({ intent, demoId, formError: { key: error.messageKey } }, 409);
    if (isDomainError(error, DemoErrors.transitionRefused)) {
      const key = { 'demo-accept': 'cannotAccept', 'demo-reschedule': 'cannotReschedule' }[intent as string];
      return failure({ intent, demoId, formError: { key: `demos:api.${key ?? 'cannotCancel'}` } }, 409);
    }
    throw error;
  }
}
