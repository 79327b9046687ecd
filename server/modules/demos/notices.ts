import { formatDate } from '../../../common/format/dates';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { translator } from '../../platform/i18n';
import { linkedMail } from '../../platform/linked-mail';
import type { Mail } from '../../platform/mail';
import { mailDomain, type MailOutbox } from '../jobs/outbox';
import type { NotificationsService } from '../notifications/service';
import { invitationIcs, invitationUid } from './invitation';
import type { SlotRow } from './transitions';

/** "Tuesday 15 December 2026, 10:00 – 11:00": a slot in the reader's language and the site's zone. */
export function slotLabel(slot: { startsAt: Date; endsAt: Date }, locale: Locale, timeZone: string) {
  return translator(locale)('demos:slotRange', {
    date: formatDate(slot.startsAt, locale, timeZone, 'day'),
    start: formatDate(slot.startsAt, locale, timeZone, 'time'),
    end: formatDate(slot.endsAt, locale, timeZone, 'time'),
    interpolation: { escapeValue: false },
  });
}

export interface DemoContact {
  requestId: string;
  fullName: string;
  email: string;
  serviceName: string | null;
  /** Whose account is told (the notification); null for a visitor's demo. */
  customerId: string | null;
  locale: Locale;
}

/**
 * Tells the demo's contact, in `tx`: the mail with the calendar part through the outbox (sent
 * after the commit, never if it rolls back) and, for an account, the notification (ADR-0202).
 */
export function createDemoNotices(deps: {
  outbox: Pick<MailOutbox, 'send'>;
  notifications: Pick<NotificationsService, 'create'>;
  publicUrl: string;
  mailFrom: string;
  companyEmail: string;
  timeZone: string;
}) {
  const domain = mailDomain(deps.mailFrom);

  function bookingMail(kind: 'accepted' | 'canceled', contact: DemoContact, slot: SlotRow): Mail {
    const { locale } = contact;
    const t = translator(locale);
    const plain = { interpolation: { escapeValue: false } };
    const when = slotLabel(slot, locale, deps.timeZone);
    const service = contact.serviceName ?? t('demos:mail.anyService');
    const link = `${deps.publicUrl}/${locale}/account?tab=demos`;
    const subject = t(`demos:mail.${kind}Subject`, { when, ...plain });
    const paragraphs = [
      t('demos:mail.greeting', { name: contact.fullName, ...plain }),
      t(`demos:mail.${kind}Body`, { when, service, ...plain }),
    ];
    const method = kind === 'accepted' ? 'REQUEST' : 'CANCEL';
    const content = invitationIcs({
      uid: invitationUid(slot.id, contact.requestId, domain),
      method,
      sequence: slot.icsSequence,
      start: slot.startsAt,
      end: slot.endsAt,
      stamp: slot.updatedAt,
      title: t('demos:mail.eventTitle', { service, ...plain }),
      description: t('demos:mail.eventDescription', { service, ...plain }),
      url: link,
      organizer: { name: 'Emballo', email: deps.companyEmail },
      attendee: { name: contact.fullName, email: contact.email },
    });
    const label = t('demos:mail.viewDemos');
    return {
      ...linkedMail({ to: contact.email, subject, locale, paragraphs, link, label }),
      calendar: { method, filename: kind === 'accepted' ? 'invite.ics' : 'cancel.ics', content },
    };
  }

  return async function announce(tx: Db, kind: 'accepted' | 'canceled', contact: DemoContact, slot: SlotRow) {
    await deps.outbox.send(tx, bookingMail(kind, contact, slot));
    if (contact.customerId)
      await deps.notifications.create(
        contact.customerId,
        {
          key: kind === 'accepted' ? 'demo_scheduled' : 'demo_canceled',
          params: {},
          url: '/account?tab=demos',
        },
        { tx },
      );
  };
}

export type AnnounceDemo = ReturnType<typeof createDemoNotices>;
