import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../../common/i18n/languages';
import { readFormData } from '~/lib/form.server';
import { retryAfter } from '~/lib/rate-limit.server';
import { redirectWithToast } from '~/toast.server';
import { localizePath } from '../../../common/i18n/request-locale';
import { translator } from '../../../server/platform/i18n';
import { getUser } from '../auth/session.server';
import { ContactFormSchema, DemoFormSchema, fieldErrors } from '../../../common/contact/schemas';

export type ContactActionResult = {
  intent: 'contact' | 'demo';
  errors: Record<string, string[]>;
  values: Record<string, string>;
};

/**
 * The contact page's one action, switched by intent: a contact request (sales, support, custom
 * plan) or a demo request. Rate-limited per IP, human-checked, validated, stored, mailed.
 */
export async function handleContactAction(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  prefix: Locale | undefined,
) {
  const { services } = context;
  const form = await readFormData(request);
  const intent = form.get('intent') === 'demo' ? 'demo' : 'contact';
  const values = Object.fromEntries(
    [...form.entries()]
      .filter(([k, v]) => typeof v === 'string' && k !== 'altcha' && k !== '_xsrf')
      .map(([k, v]) => [k, String(v).slice(0, 5000)]),
  );
  const fail = (errors: Record<string, string[]>, status = 422, headers?: HeadersInit) =>
    data<ContactActionResult>({ intent, errors, values }, { status, headers });

  const limit = await services.limits[intent].hit(context.clientIp);
  if (!limit.allowed) return fail({ _: ['contact:errors.tooMany'] }, 429, retryAfter(limit));

  const parsed =
    intent === 'demo'
      ? DemoFormSchema.transform((d) => ({ ...d, kind: 'demo' as const, serviceSlug: d.service })).safeParse(
          values,
        )
      : ContactFormSchema.transform((d) => ({ ...d, kind: d.type })).safeParse(values);
  const errors: Record<string, string[]> = parsed.success ? {} : prefixed(fieldErrors(parsed.error));
  const user = await getUser(request, context);
  // A logged-in customer's demo request: the session is the proof and a per-account limit
  // replaces the human check, as in the account's Demos tab. Visitors are checked even when
  // fields are wrong, so the check's message shows at once.
  const humanCheck = !(user && intent === 'demo');
  if (humanCheck && !(await services.captcha.verify(form.get('altcha'))))
    errors.altcha = ['humanCheck.required'];
  if (!parsed.success || errors.altcha) return fail(errors);

  const result =
    user && parsed.data.kind === 'demo'
      ? await services.demos.requestFromAccount(user, parsed.data, locale)
      : await services.contact.createRequest({ ...parsed.data, locale, customerId: user?.id ?? null });
  if (!result.ok)
    return 'reason' in result && result.reason === 'limited'
      ? fail({ _: ['contact:errors.tooMany'] }, 429, retryAfter(result))
      : fail({ service: ['contact:errors.serviceRequired'] });

  const t = translator(locale);
  return redirectWithToast(
    localizePath('/contactus', prefix),
    { type: 'success', message: t('contact:added') },
    services.config.sessionSecret,
  );
}

function prefixed(errors: Record<string, string[]>) {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.map((key) => `contact:${key}`)]));
}
