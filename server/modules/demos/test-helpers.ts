import { eq } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { Services } from '../../services';
import { historyRowsOf } from '../../test/history';
import { users } from '../accounts/schema';
import { newCustomer } from '../cart/test-helpers';
import { demoHistory } from './schema';

export const HOUR = 3_600_000;

/** A confirmed customer (their mails in `locale`) and a demo request from their account. */
export async function customerWithDemo(services: Services, locale: Locale = 'en') {
  const id = await newCustomer(services);
  await services.db.update(users).set({ locale }).where(eq(users.id, id));
  const [user] = await services.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  const reader = { id, email: user!.email };
  const created = await services.contact.createRequest({
    kind: 'demo',
    fullName: 'Salma Benali',
    email: reader.email,
    phone: '+212 600 000 000',
    serviceSlug: null,
    locale,
    customerId: id,
  });
  if (!created.ok) throw new Error('no demo request');
  return { user: reader, demoId: created.id };
}

/** `count` one-hour slots, a day apart, starting `fromNowHours` after the application clock. */
export function times(services: Services, count: number, fromNowHours = 48) {
  const base = services.clock.now().getTime() + fromNowHours * HOUR;
  return Array.from({ length: count }, (_, i) => ({
    start: new Date(base + i * 24 * HOUR),
    end: new Date(base + i * 24 * HOUR + HOUR),
  }));
}

/** A demo's history as "[slot:]from→to:actor". */
export async function demoHistoryOf(services: Services, demoId: string) {
  const rows = await historyRowsOf(services, demoHistory, demoHistory.requestId, demoId);
  return rows.map((r) => `${r.slotId ? 'slot:' : ''}${r.fromValue}→${r.toValue}:${r.actor}`);
}

/**
 * The properties of an iCalendar text (RFC 5545): lines unfolded, each property by its name
 * (parameters dropped), the VEVENT's apart from the calendar's.
 */
export function parseIcs(text: string) {
  const lines = text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    (inEvent ? event : calendar)[name] = line.slice(colon + 1);
  }
  return { calendar, event };
}

/** An iCalendar UTC date-time (`20261215T090000Z`) as an instant. */
export function icsInstant(value: string) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)).toISOString();
}
