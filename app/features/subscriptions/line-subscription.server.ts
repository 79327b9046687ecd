import { data, type AppLoadContext } from 'react-router';
import { dateLabel } from '../../../common/format/dates';
import type { Locale } from '../../../common/i18n/languages';
import { SubscriptionErrors } from '../../../server/modules/subscriptions/errors';
import { isDomainError } from '../../../server/platform/domain-error';
import { translator } from '../../../server/platform/i18n';
import { billingRows } from '~/features/billing/billing-rows.server';
import { NO_STORE, requireUser } from '~/features/auth/session.server';
import { readFormData } from '~/lib/form.server';
import { refusalOf } from '~/lib/refusals.server';
import { redirectWithToast } from '~/toast.server';

const LINE_ID = /^[1-9]\d{0,9}$/;

/**
 * The subscription a line of the customer's order bought, for its package page: the subscription
 * as the API shows it and its invoices as Billing rows. Null: the line bought none (or is not
 * theirs: the order page answers 404 before this is asked).
 */
export async function loadLineSubscription(
  context: AppLoadContext,
  customerId: string,
  orderId: string,
  lineId: string,
  locale: Locale,
) {
  if (!LINE_ID.test(lineId)) return null;
  const found = await context.services.subscriptions.forLine(customerId, orderId, Number(lineId), locale);
  if (!found) return null;
  return { subscription: found.subscription, invoices: billingRows({ data: found.invoices }, locale) };
}

export type LineSubscription = NonNullable<Awaited<ReturnType<typeof loadLineSubscription>>>;

/** The intents of the package page's subscription forms. */
export const SUBSCRIPTION_INTENTS = ['subscription-cancel', 'subscription-resume'] as const;

export async function isSubscriptionIntent(request: Request) {
  // Those forms are never multipart: an upload is not read here, before the session and owner checks.
  if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/')) return false;
  const form = await request.clone().formData();
  return (SUBSCRIPTION_INTENTS as readonly unknown[]).includes(form.get('intent'));
}

/**
 * Cancel (after the page's confirmation step) or resume, then back to the page (or `backTo`: the
 * account's Billing tab) with a toast that says until when it stays active. Works without
 * JavaScript (post, redirect, get). Not the customer's subscription: 404.
 */
export async function handleSubscriptionAction(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  backTo?: string,
) {
  const user = await requireUser(request, context);
  const { services } = context;
  const t = translator(locale);
  const form = await readFormData(request);
  const intent = String(form.get('intent'));
  const id = String(form.get('subscription_id') ?? '');
  const page = backTo ?? new URL(request.url).pathname;
  const back = (type: 'success' | 'error', message: string) =>
    redirectWithToast(page, { type, message }, services.config.sessionSecret);
  const cancel = intent === 'subscription-cancel';
  try {
    const row = cancel
      ? await services.subscriptions.cancel(user.id, id)
      : await services.subscriptions.resume(user.id, id);
    const date = dateLabel(row.currentPeriodEnd, locale, services.config.TIME_ZONE).label;
    return back('success', t(cancel ? 'subscriptions:api.canceled' : 'subscriptions:api.resumed', { date }));
  } catch (error) {
    if (isDomainError(error, SubscriptionErrors.notFound))
      throw data(null, { status: 404, statusText: 'Not Found', headers: NO_STORE });
    return back('error', refusalOf(error, locale, SubscriptionErrors.transitionRefused).message);
  }
}
