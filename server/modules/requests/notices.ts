import { and, eq, isNotNull } from 'drizzle-orm';
import { isLocale, type Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { translator } from '../../platform/i18n';
import { escapeHtml, linkedMail } from '../../platform/linked-mail';
import type { Mail } from '../../platform/mail';
import { accountDirectory } from '../accounts/read-model';
import type { contactRequests, RequestStatus } from './schema';
import type { MailOutbox } from '../jobs/outbox';
import type { NotificationsService } from '../notifications/service';

/** What the customer is told about: a status change, or a public reply of the company. */
export type RequestNotice =
  { kind: 'status_changed'; status: RequestStatus; body?: string } | { kind: 'replied'; body: string };

type RequestRow = typeof contactRequests.$inferSelect;

export function requestMail(
  notice: RequestNotice,
  request: Pick<RequestRow, 'subject' | 'kind'>,
  to: { email: string; name: string; locale: Locale },
  link: string,
): Mail {
  const t = translator(to.locale);
  const subject = request.subject || t(`contact:kinds.${request.kind}`);
  const [title, ...lines] =
    notice.kind === 'status_changed'
      ? [
          t('requests:mail.statusSubject', { subject, status: t(`requests:statuses.${notice.status}`) }),
          t('requests:mail.statusBody', { subject, status: t(`requests:statuses.${notice.status}`) }),
          // The admin's response to an approval or a rejection.
          ...(notice.body ? [notice.body] : []),
        ]
      : [
          t('requests:mail.replySubject', { subject }),
          t('requests:mail.replyBody', { subject }),
          notice.body,
        ];
  const paragraphs = [t('requests:mail.greeting', { name: to.name }), ...lines];
  const label = t('requests:mail.view');
  return linkedMail({
    to: to.email,
    subject: title!,
    locale: to.locale,
    paragraphs,
    link,
    label,
    lineBreaks: true,
  });
}

/**
 * Tells the request's customer, with `tx`: a mail through the outbox (in their language) and, when
 * they have an account, a notification. The account is the one that filed it, else a confirmed
 * account with the request's address; a visitor without one gets the mail in the request's language.
 */
export function createRequestNotices(deps: {
  outbox: Pick<MailOutbox, 'send'>;
  notifications: Pick<NotificationsService, 'create'>;
  publicUrl: string;
}) {
  return async function announce(tx: Db, request: RequestRow, notice: RequestNotice) {
    const [account] = await tx
      .select({
        id: accountDirectory.id,
        email: accountDirectory.email,
        firstName: accountDirectory.firstName,
        locale: accountDirectory.locale,
      })
      .from(accountDirectory)
      .where(
        request.customerId
          ? eq(accountDirectory.id, request.customerId)
          : and(eq(accountDirectory.email, request.email), isNotNull(accountDirectory.emailVerifiedAt)),
      );
    const locale: Locale = account
      ? isLocale(account.locale)
        ? account.locale
        : 'en'
      : isLocale(request.locale)
        ? request.locale
        : 'en';
    const path = `/contact_requests/${request.id}`;
    const to = account
      ? { email: account.email, name: account.firstName, locale }
      : { email: request.email, name: request.fullName, locale };
    await deps.outbox.send(tx, requestMail(notice, request, to, `${deps.publicUrl}/${locale}${path}`));
    if (!account) return;
    const subject = request.subject ?? '';
    await deps.notifications.create(
      account.id,
      notice.kind === 'status_changed'
        ? { key: 'request_status_changed', params: { subject, status: notice.status }, url: path }
        : { key: 'request_replied', params: { subject }, url: path },
      { tx },
    );
  };
}

/** The company's notice of a customer's reply, in English (the team's language, as ADR-0102). */
export function companyReplyMail(request: RequestRow, body: string, to: string, link: string): Mail {
  const t = translator('en');
  const params = { name: request.fullName, subject: request.subject || t(`contact:kinds.${request.kind}`) };
  const lines = [t('requests:mail.companyReplyBody', params), body];
  return {
    to,
    subject: t('requests:mail.companyReplySubject', params),
    text: [...lines, link].join('\n\n'),
    html:
      '<!doctype html><html lang="en"><body>' +
      lines.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p></body></html>`,
    headers: { 'Reply-To': request.email },
  };
}
