import { and, desc, eq } from 'drizzle-orm';
import { dateLabel } from '../../../common/format/dates';
import { formatMoney } from '../../../common/format/money';
import type { Locale } from '../../../common/i18n/languages';
import type { SubscriptionView } from '../../../common/subscriptions/types';
import type { Db } from '../../db/types';
import { listPage, tablePage } from '../../http/list-page';
import type { Clock } from '../../platform/clock';
import { translator } from '../../platform/i18n';
import { periodAmount } from './amount';
import { subscriptions } from './schema';
import { maySubscriptionMove } from './state-machine';
import type { SubscriptionRow } from './transitions';

/** A subscription id as URLs carry it; anything else names none (404, like another's). */
const SUBSCRIPTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isSubscriptionId = (id: string) => SUBSCRIPTION_ID.test(id);

/** Whether the customer may resume it now: canceled, and its paid period not over. */
export const mayResume = (row: SubscriptionRow, now: Date) =>
  maySubscriptionMove(row.status, 'active', 'customer') && now < row.currentPeriodEnd;

/** A subscription as the API and the package page show it, every text and date written in `locale`. */
export function subscriptionView(
  row: SubscriptionRow,
  locale: Locale,
  timeZone: string,
  now: Date,
): SubscriptionView {
  const t = translator(locale);
  const label = (value: Date | null) => (value ? dateLabel(value, locale, timeZone) : null);
  const amount = periodAmount(row);
  const endsAt =
    row.status === 'ended'
      ? (row.endedAt ?? row.currentPeriodEnd)
      : row.status === 'canceled'
        ? row.currentPeriodEnd
        : null;
  return {
    id: row.id,
    order_id: row.orderId,
    order_number: row.orderNumber,
    line_id: row.orderLineId,
    name: row.names[locale],
    status: row.status,
    status_label: t(`subscriptions:statuses.${row.status}`),
    period: row.period,
    period_label: t(`catalog:billingPeriod.${row.period}`),
    payment_mode: row.paymentMode,
    payment_mode_label: t(`orders:paymentModes.${row.paymentMode}`),
    amount: { minor: amount, currency: row.currency, label: formatMoney(amount, row.currency, locale) },
    current_period_start: dateLabel(row.currentPeriodStart, locale, timeZone),
    current_period_end: dateLabel(row.currentPeriodEnd, locale, timeZone),
    next_billing_at: row.status === 'active' || row.status === 'past_due' ? label(row.nextBillingAt) : null,
    ends_at: label(endsAt),
    can_cancel: maySubscriptionMove(row.status, 'canceled', 'customer'),
    can_resume: mayResume(row, now),
  };
}

/** The customer's subscriptions and one of them, always scoped to the customer. */
export function createSubscriptionReader(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db, clock, timeZone } = deps;

  async function owned(customerId: string, id: string) {
    if (!isSubscriptionId(id)) return null;
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.customerId, customerId)));
    return row ?? null;
  }

  return {
    owned,
    async list(customerId: string, locale: Locale, page: { page: number; perPage: number }) {
      const mine = eq(subscriptions.customerId, customerId);
      const order = [desc(subscriptions.createdAt), desc(subscriptions.id)];
      const { rows, total } = await tablePage(db, subscriptions, mine, order, page);
      const now = clock.now();
      return listPage(
        rows.map((row) => subscriptionView(row, locale, timeZone, now)),
        total,
        page,
      );
    },
    async detail(customerId: string, id: string, locale: Locale) {
      const row = await owned(customerId, id);
      return row ? subscriptionView(row, locale, timeZone, clock.now()) : null;
    },
    /** The subscription bought by one line of the customer's order, or null. */
    async ofLine(customerId: string, orderId: string, lineId: number) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.orderId, orderId),
            eq(subscriptions.orderLineId, lineId),
            eq(subscriptions.customerId, customerId),
          ),
        );
      return row ?? null;
    },
  };
}
