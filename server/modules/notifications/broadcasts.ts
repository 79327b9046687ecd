import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { formatDate } from '../../../common/format/dates';
import type { Locale } from '../../../common/i18n/languages';
import type { NotificationTexts } from '../../../common/notifications/types';
import type { Db } from '../../db/types';
import { listPage, tablePage } from '../../http/list-page';
import type { Clock } from '../../platform/clock';
import { accountDirectory } from '../accounts/read-model';
import type { JobsService } from '../jobs/service';
import { recipientNotFound } from './errors';
import { messageColumns } from './render';
import {
  notificationBroadcastRecipients as recipients,
  notificationBroadcasts,
  notifications,
} from './schema';

export const BROADCAST_JOB = 'notifications.broadcast';
/** Recipients per batch: one transaction each, so a long fan-out never holds a long lock. */
export const BROADCAST_BATCH = 200;

type Broadcast = typeof notificationBroadcasts.$inferSelect;

export interface NewBroadcast {
  texts: NotificationTexts;
  fallback: Locale;
  url: string;
  audience: 'all' | 'one';
  userId?: string;
  createdBy: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Notifications an admin sends to one customer or to every customer (ADR-0610). The broadcast and
 * its recipients are written with the first job of its fan-out, in one transaction; each job
 * delivers a batch and enqueues the next. A recipient's notification is written in the same
 * transaction as the compare-and-set that marks them delivered: each gets it exactly once, however
 * the jobs are retried or raced.
 */
export function createBroadcasts(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  jobs: Pick<JobsService, 'define' | 'enqueue' | 'transaction'>;
  batchSize?: number;
}) {
  const { db, clock, timeZone, jobs } = deps;
  const batchSize = deps.batchSize ?? BROADCAST_BATCH;

  const enqueueBatch = (tx: Db, id: number, sent: number) =>
    jobs.enqueue(tx, BROADCAST_JOB, { broadcastId: id }, { uniqueKey: `${BROADCAST_JOB}:${id}:${sent}` });

  /**
   * Writes the broadcast, its recipients (every verified, enabled customer, or the one asked for)
   * and its first job. `inTx` runs in the same transaction (the admin's audit row).
   */
  async function send(input: NewBroadcast, inTx?: (tx: Db, broadcast: Broadcast) => Promise<void>) {
    const columns = messageColumns({ texts: input.texts, fallback: input.fallback });
    return jobs.transaction(async (tx) => {
      const audience =
        input.audience === 'all'
          ? and(
              eq(accountDirectory.role, 'customer'),
              isNotNull(accountDirectory.emailVerifiedAt),
              isNull(accountDirectory.disabledAt),
            )
          : input.userId && UUID.test(input.userId)
            ? eq(accountDirectory.id, input.userId)
            : null;
      if (!audience) throw recipientNotFound();
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(accountDirectory)
        .where(audience);
      if (input.audience === 'one' && total === 0) throw recipientNotFound();
      const [broadcast] = await tx
        .insert(notificationBroadcasts)
        .values({
          texts: columns.texts!,
          textsFallback: columns.textsFallback!,
          url: input.url.replace(/^\/+/, ''),
          audience: input.audience,
          targetUserId: input.audience === 'one' ? input.userId! : null,
          total,
          createdBy: input.createdBy,
          createdAt: clock.now(),
          status: total === 0 ? 'done' : 'sending',
          finishedAt: total === 0 ? clock.now() : null,
        })
        .returning();
      await tx.execute(sql`
        insert into ${recipients} (broadcast_id, user_id)
        select ${broadcast!.id}, ${accountDirectory.id} from ${accountDirectory} where ${audience}`);
      if (total > 0) await enqueueBatch(tx, broadcast!.id, 0);
      await inTx?.(tx, broadcast!);
      return broadcast!;
    });
  }

  /**
   * Delivers the next batch of a broadcast; how many were delivered. Rows are claimed with
   * SKIP LOCKED and marked only while still undelivered, in the transaction that writes their
   * notifications: a retried or concurrent batch finds nothing left to send twice.
   */
  async function deliverBatch(id: number, size = batchSize): Promise<number> {
    return db.transaction(async (tx) => {
      const [broadcast] = await tx
        .select()
        .from(notificationBroadcasts)
        .where(eq(notificationBroadcasts.id, id));
      if (!broadcast || broadcast.status === 'done') return 0;
      const at = clock.now();
      const claimed = await tx.execute(sql`
        with picked as materialized (
          select user_id from ${recipients}
          where broadcast_id = ${id} and delivered_at is null
          order by user_id limit ${size} for update skip locked)
        update ${recipients} r set delivered_at = ${at.toISOString()}
        from picked
        where r.broadcast_id = ${id} and r.user_id = picked.user_id and r.delivered_at is null
        returning r.user_id`);
      // Both drivers answer { rows }.
      const userIds = (claimed as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id);
      if (userIds.length > 0) {
        const columns = messageColumns({ texts: broadcast.texts, fallback: broadcast.textsFallback });
        const made = await tx
          .insert(notifications)
          .values(userIds.map((userId) => ({ userId, ...columns, url: broadcast.url, createdAt: at })))
          .returning({ id: notifications.id, userId: notifications.userId });
        await tx.execute(sql`
          update ${recipients} r set notification_id = n.id
          from ${notifications} n
          where r.broadcast_id = ${id} and n.user_id = r.user_id
            and n.id in (${sql.join(
              made.map((m) => sql`${m.id}`),
              sql`, `,
            )})`);
      }
      const [{ left } = { left: 0 }] = await tx
        .select({ left: count() })
        .from(recipients)
        .where(and(eq(recipients.broadcastId, id), isNull(recipients.deliveredAt)));
      const [updated] = await tx
        .update(notificationBroadcasts)
        .set({
          sent: sql`${notificationBroadcasts.sent} + ${userIds.length}`,
          ...(left === 0 ? { status: 'done' as const, finishedAt: at } : {}),
        })
        .where(and(eq(notificationBroadcasts.id, id), eq(notificationBroadcasts.status, 'sending')))
        .returning({ sent: notificationBroadcasts.sent });
      if (left > 0 && updated) await enqueueBatch(tx, id, updated.sent);
      return userIds.length;
    });
  }

  jobs.define<{ broadcastId: number }>(BROADCAST_JOB, {
    handler: async ({ broadcastId }) => void (await deliverBatch(broadcastId)),
    describe: ({ broadcastId }) => `broadcast #${broadcastId}`,
  });

  function view(b: Broadcast, locale: Locale) {
    const text = b.texts[locale] ?? b.texts[b.textsFallback];
    return {
      id: b.id,
      title: text?.title ?? '',
      texts: b.texts,
      url: b.url,
      audience: b.audience,
      target_user_id: b.targetUserId,
      status: b.status,
      total: b.total,
      sent: b.sent,
      created_at: b.createdAt.toISOString(),
      created_at_label: formatDate(b.createdAt, locale, timeZone, 'dateTime'),
      finished_at_label: b.finishedAt ? formatDate(b.finishedAt, locale, timeZone, 'dateTime') : null,
    };
  }

  async function list(page: { page: number; perPage: number }, locale: Locale) {
    const order = [desc(notificationBroadcasts.createdAt), desc(notificationBroadcasts.id)];
    const { rows, total } = await tablePage(db, notificationBroadcasts, undefined, order, page);
    return listPage(
      rows.map((b) => view(b, locale)),
      total,
      page,
    );
  }

  async function get(id: number, locale: Locale) {
    const [b] = await db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, id));
    return b ? view(b, locale) : null;
  }

  return { send, deliverBatch, list, get };
}

export type Broadcasts = ReturnType<typeof createBroadcasts>;
