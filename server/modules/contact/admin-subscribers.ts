import { and, asc, count, desc, eq, gt, ilike, type SQL } from 'drizzle-orm';
import { formatDate } from '../../../common/format/dates';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { listPage, namesById, tablePage } from '../../http/list-page';
import type { Clock } from '../../platform/clock';
import { uniqueSerialIds } from '../../platform/ids';
import type { AuditActor, AuditLog } from '../audit/service';
import { csvRow } from './csv';
import { alreadyUnsubscribed, subscriberNotFound } from './errors';
import { newsletterSubscribers, type SubscriberStatus } from './schema';

type Subscriber = typeof newsletterSubscribers.$inferSelect;

export interface SubscriberFilters {
  q?: string;
  status?: SubscriberStatus;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const parseSubscriberId = (value: string) =>
  /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

export const SUBSCRIBERS_CSV_HEADER = [
  'email',
  'status',
  'language',
  'subscribed_at',
  'confirmed_at',
  'unsubscribed_at',
] as const;

/** Rows per query of the export: memory stays flat whatever the list's size. */
const EXPORT_BATCH = 500;

/** The admin's newsletter subscribers (ADR-0610): list, unsubscribe, CSV export. */
export function createSubscriberAdmin(deps: { db: Db; clock: Clock; timeZone: string; audit: AuditLog }) {
  const { db, clock, timeZone, audit } = deps;

  function conditions(f: SubscriberFilters) {
    const where: SQL[] = [];
    if (f.q) where.push(ilike(newsletterSubscribers.email, `%${escapeLike(f.q)}%`));
    if (f.status) where.push(eq(newsletterSubscribers.status, f.status));
    return where;
  }

  const label = (d: Date | null, locale: Locale) => (d ? formatDate(d, locale, timeZone, 'dateTime') : null);

  function view(s: Subscriber, locale: Locale) {
    return {
      id: s.id,
      email: s.email,
      status: s.status,
      locale: s.locale,
      created_at: s.createdAt.toISOString(),
      created_at_label: label(s.createdAt, locale),
      confirmed_at_label: label(s.confirmedAt, locale),
      unsubscribed_at_label: label(s.unsubscribedAt, locale),
    };
  }

  async function list(f: SubscriberFilters & { page: number; perPage: number }, locale: Locale) {
    const order = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)];
    const { rows, total } = await tablePage(db, newsletterSubscribers, and(...conditions(f)), order, f);
    return listPage(
      rows.map((s) => view(s, locale)),
      total,
      f,
    );
  }

  /** The address stops receiving the newsletter, as its own unsubscribe link would do. */
  async function unsubscribe(id: number, actor: AuditActor) {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id))
        .for('update');
      if (!before) throw subscriberNotFound();
      if (before.status === 'unsubscribed') throw alreadyUnsubscribed();
      const [after] = await tx
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: clock.now() })
        .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, before.status)))
        .returning();
      if (!after) throw alreadyUnsubscribed();
      await audit.record(tx, {
        actor,
        action: 'subscriber.unsubscribed',
        entity: { type: 'newsletter_subscriber', id: String(id) },
        before: { email: before.email, status: before.status },
        after: { email: after.email, status: after.status },
      });
      return after;
    });
  }

  /** Records the export (who took which list, when) before the first byte leaves. */
  async function recordExport(f: SubscriberFilters, actor: AuditActor) {
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(newsletterSubscribers)
      .where(and(...conditions(f)));
    await db.transaction((tx) =>
      audit.record(tx, {
        actor,
        action: 'subscriber.exported',
        entity: { type: 'newsletter_subscriber', id: '' },
        after: { q: f.q ?? null, status: f.status ?? null, rows: total },
      }),
    );
    return total;
  }

  /** The CSV, a header then one record per subscriber, read in batches by id (keyset). */
  async function* csv(f: SubscriberFilters): AsyncGenerator<string> {
    yield csvRow([...SUBSCRIBERS_CSV_HEADER]);
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .where(and(...conditions(f), gt(newsletterSubscribers.id, after)))
        .orderBy(asc(newsletterSubscribers.id))
        .limit(EXPORT_BATCH);
      if (rows.length === 0) return;
      yield rows
        .map((s) =>
          csvRow([
            s.email,
            s.status,
            s.locale,
            s.createdAt.toISOString(),
            s.confirmedAt?.toISOString(),
            s.unsubscribedAt?.toISOString(),
          ]),
        )
        .join('');
      after = rows[rows.length - 1]!.id;
    }
  }

  /** Subscribers' addresses by id, for the audit screen (ADR-0601). */
  async function emailsOf(ids: string[]): Promise<Map<string, string>> {
    const columns = { id: newsletterSubscribers.id, name: newsletterSubscribers.email };
    return namesById(db, columns, uniqueSerialIds(ids));
  }

  return { list, unsubscribe, recordExport, csv, emailsOf };
}

export type SubscriberAdmin = ReturnType<typeof createSubscriberAdmin>;
