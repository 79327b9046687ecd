import { formatDate } from '../../../common/format/dates';
import { isLocale, type Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { translator } from '../../platform/i18n';
import { linkedMail } from '../../platform/linked-mail';
import type { Mail } from '../../platform/mail';
import { noticeRecipientOf } from '../accounts/read-model';
import type { MailOutbox } from '../jobs/outbox';
import type { NotificationsService } from '../notifications/service';
import type { SubscriptionRow } from './transitions';

/** What happened to a subscription that its customer is told about, by mail and notification. */
export type SubscriptionNotice =
  | { kind: 'canceled'; endsAt: Date }
  | { kind: 'resumed'; nextBillingAt: Date }
  | { kind: 'payment_failed'; retryAt: Date }
  | { kind: 'overdue' }
  | { kind: 'ended' };

/** The mail of a notice, in the customer's language, with the link to the package page. */
export function subscriptionMail(
  notice: SubscriptionNotice,
  subscription: SubscriptionRow,
  to: { email: string; name: string; locale: Locale },
  link: string,
  timeZone: string,
): Mail {
  const t = translator(to.locale);
  const name = subscription.names[to.locale];
  const date = (value: Date) => formatDate(value, to.locale, timeZone, 'date');
  const params = {
    name,
    number: subscription.orderNumber,
    date:
      notice.kind === 'canceled'
        ? date(notice.endsAt)
        : notice.kind === 'resumed'
          ? date(notice.nextBillingAt)
          : notice.kind === 'payment_failed'
            ? date(notice.retryAt)
            : '',
  };
  const subject = t(`subscriptions:mail.${notice.kind}Subject`, params);
  const paragraphs = [
    t('subscriptions:mail.greeting', { name: to.name }),
    t(`subscriptions:mail.${notice.kind}Body`, params),
  ];
  const label = t('subscriptions:mail.view');
  return linkedMail({ to: to.email, subject, locale: to.locale, paragraphs, link, label });
}

const NOTIFICATION_KEY = {
  canceled: 'subscription_canceled',
  resumed: 'subscription_resumed',
  payment_failed: 'subscription_payment_failed',
  overdue: 'subscription_overdue',
  ended: 'subscription_ended',
} as const;

/** The package page of a subscription's order line. */
export const subscriptionPath = (subscription: Pick<SubscriptionRow, 'orderId' | 'orderLineId'>) =>
  `/account/my-order/${subscription.orderId}/package/${subscription.orderLineId}`;

/**
 * Tells the customer, with `tx`: the mail through the outbox (sent after the commit, never if it
 * rolls back) and the notification (stored language-neutral, rendered in the reader's language).
 */
export function createSubscriptionNotices(deps: {
  outbox: Pick<MailOutbox, 'send'>;
  notifications: Pick<NotificationsService, 'create'>;
  publicUrl: string;
  timeZone: string;
}) {
  return async function announce(tx: Db, subscription: SubscriptionRow, notice: SubscriptionNotice) {
    if (!subscription.customerId) return;
    const customer = await noticeRecipientOf(tx, subscription.customerId);
    if (!customer) return;
    const locale: Locale = isLocale(customer.locale) ? customer.locale : 'en';
    const path = subscription.orderId ? subscriptionPath(subscription) : '/account?tab=billing';
    await deps.outbox.send(
      tx,
      subscriptionMail(
        notice,
        subscription,
        { email: customer.email, name: customer.firstName, locale },
        `${deps.publicUrl}/${locale}${path}`,
        deps.timeZone,
      ),
    );
    await deps.notifications.create(
      subscription.customerId,
      { key: NOTIFICATION_KEY[notice.kind], params: { number: subscription.orderNumber }, url: path },
      { tx },
    );
  };
}

export type AnnounceSubscription = ReturnType<typeof createSubscriptionNotices>;
