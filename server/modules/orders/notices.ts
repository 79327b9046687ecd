import { isLocale, type Locale } from '../../../common/i18n/languages';
import { formatMoney } from '../../../common/format/money';
import type { OrderStatus } from '../../../common/orders/types';
import { writeTogether, type Write } from '../../db/together';
import type { Db } from '../../db/types';
import { translator } from '../../platform/i18n';
import { linkedMail } from '../../platform/linked-mail';
import type { Mail } from '../../platform/mail';
import { noticeRecipientOf } from '../accounts/read-model';
import type { MailOutbox } from '../jobs/outbox';
import type { NotificationsService } from '../notifications/service';
import type { OrderRow } from './transitions';

/** What happened to an order that its customer is told about, by mail and notification. */
export type OrderNotice =
  | { kind: 'placed' }
  | { kind: 'paid' }
  | { kind: 'payment_failed' }
  /** Its payment was given back (by the company, or because it arrived after the order was called off). */
  | { kind: 'refunded' }
  /** The company answered in the order's thread. */
  | { kind: 'replied' }
  | { kind: 'status_changed'; status: OrderStatus };

/** The mail of a notice, in the customer's language, with the link to the order. */
export function orderMail(
  notice: OrderNotice,
  order: OrderRow,
  to: { email: string; name: string; locale: Locale },
  link: string,
): Mail {
  const t = translator(to.locale);
  const number = order.number;
  const total = formatMoney(order.totalMinor, order.currency, to.locale);
  const status = notice.kind === 'status_changed' ? t(`orders:statuses.${notice.status}`) : '';
  const [subject, ...lines] =
    notice.kind === 'placed'
      ? [
          t('orders:mail.placedSubject', { number }),
          t('orders:mail.placedBody', { number, total }),
          t(order.paymentMode === 'pay_later' ? 'orders:mail.placedPayLater' : 'orders:mail.placedPayNow'),
        ]
      : notice.kind === 'paid'
        ? [t('orders:mail.paidSubject', { number }), t('orders:mail.paidBody', { number, total })]
        : notice.kind === 'payment_failed'
          ? [t('orders:mail.failedSubject', { number }), t('orders:mail.failedBody', { number })]
          : notice.kind === 'refunded'
            ? [t('orders:mail.refundedSubject', { number }), refundedBody(t, order, number, total, to.locale)]
            : notice.kind === 'replied'
              ? [t('orders:mail.repliedSubject', { number }), t('orders:mail.repliedBody', { number })]
              : [
                  t('orders:mail.statusSubject', { number, status }),
                  t('orders:mail.statusBody', { number, status }),
                ];
  const paragraphs = [t('orders:mail.greeting', { name: to.name }), ...lines];
  const label = t('orders:mail.viewOrder');
  return linkedMail({ to: to.email, subject: subject!, locale: to.locale, paragraphs, link, label });
}

function refundedBody(
  t: ReturnType<typeof translator>,
  order: OrderRow,
  number: string,
  total: string,
  locale: Locale,
) {
  if (order.status !== 'canceled' && order.status !== 'rejected')
    return t('orders:mail.refundedBody', { number, total });
  const status = t(`orders:statuses.${order.status}`).toLocaleLowerCase(locale);
  return t('orders:mail.refundedCalledOffBody', { number, total, status });
}

const NOTIFICATION_KEY = {
  placed: 'order_placed',
  paid: 'order_paid',
  payment_failed: 'order_payment_failed',
  refunded: 'order_refunded',
  replied: 'order_replied',
  status_changed: 'order_status_changed',
} as const;

/** Whom an order's notices go to: the customer's row, as the checkout has already read it. */
export interface NoticeRecipient {
  email: string;
  firstName: string;
  locale: string;
}

/**
 * Tells the customer, with `tx`: the mail through the outbox (sent after the commit, never if it
 * rolls back) and the notification (stored language-neutral, rendered in the reader's language).
 * `writes` builds them without running them, for a caller that knows the customer and writes them
 * with the rest of its statement (the checkout).
 */
export function createOrderNotices(deps: {
  outbox: Pick<MailOutbox, 'sendWrite'>;
  notifications: Pick<NotificationsService, 'createWrite'>;
  publicUrl: string;
}) {
  function writes(order: OrderRow, notice: OrderNotice, customer: NoticeRecipient): Write[] {
    if (!order.customerId) return [];
    const locale: Locale = isLocale(customer.locale) ? customer.locale : 'en';
    const path = `/account/my-order/${order.id}`;
    const link = `${deps.publicUrl}/${locale}${path}`;
    const mail = orderMail(notice, order, { email: customer.email, name: customer.firstName, locale }, link);
    const number = order.number;
    const message =
      notice.kind === 'status_changed'
        ? ({ key: 'order_status_changed', params: { number, status: notice.status } } as const)
        : ({ key: NOTIFICATION_KEY[notice.kind], params: { number } } as const);
    return [
      deps.outbox.sendWrite(mail),
      deps.notifications.createWrite(order.customerId, { ...message, url: path }),
    ];
  }

  async function announce(tx: Db, order: OrderRow, notice: OrderNotice) {
    if (!order.customerId) return;
    const customer = await noticeRecipientOf(tx, order.customerId);
    if (!customer) return;
    await writeTogether(tx, writes(order, notice, customer));
  }

  return Object.assign(announce, { writes });
}

export type AnnounceOrder = ReturnType<typeof createOrderNotices>;
