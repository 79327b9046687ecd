import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { NotificationItem, NotificationPage } from '../../../common/notifications/types';
import type { Database } from '../../db/connection';
import { insertRows } from '../../db/insert-rows';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/types';
import { listPage, tablePage } from '../../http/list-page';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import { createLiveNotifications } from './live';
import { messageColumns, renderNotification, type NotificationMessage, type NotificationRow } from './render';
import { notificationUnreadCounts, notifications } from './schema';

export type { NotificationItem, NotificationPage } from '../../../common/notifications/types';
export type { NotificationMessage } from './render';

export interface ListOptions {
  sort?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
  unreadOnly?: boolean;
}

/**
 * Per-user notifications, stored language-neutral and rendered in the reader's language at each
 * read (ADR-0202). Every query is scoped by the acting user's id, so another user's notification
 * simply does not exist for them (404 upstream). New rows reach the live streams of every process
 * through PostgreSQL NOTIFY.
 */
export function createNotificationsService(deps: {
  database: Database;
  clock: Clock;
  logger: Logger;
  /** The shop's zone (config.TIME_ZONE): every date label is in it. */
  timeZone: string;
}) {
  const { clock, timeZone } = deps;
  const db = deps.database.db;
  const render = (row: NotificationRow, locale: Locale) => renderNotification(row, locale, timeZone);

  async function load(userId: string, id: number): Promise<NotificationRow | null> {
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
    return row ?? null;
  }

  const live = createLiveNotifications({ database: deps.database, logger: deps.logger, load, render });

  /** The notification's insert, built and not run: for a caller writing it with others in one statement. */
  function createWrite(userId: string, message: NotificationMessage) {
    const row = {
      userId,
      ...messageColumns(message),
      url: (message.url ?? '').replace(/^\/+/, ''),
      createdAt: clock.now(),
    };
    return insertRows(notifications, [row], { returning: [notifications.id] });
  }

  /**
   * Stores a notification for `userId`, with `opts.tx` when given so it commits (and is announced
   * to the live streams) with the caller's change, or not at all.
   */
  async function create(userId: string, message: NotificationMessage, opts: { tx?: Db } = {}) {
    const [row] = await rowsOf<{ id: number }>(opts.tx ?? db, createWrite(userId, message));
    return { id: row!.id };
  }

  /** One primary-key read of the counter the triggers keep (drizzle/0038). */
  async function unreadCount(userId: string) {
    return (await unreadCountWith(userId, {})).unread;
  }

  /**
   * The unread count and, in the same statement, other per-user counts that other modules hand
   * over as scalar subqueries (the header's cart count): one round trip for the header.
   */
  async function unreadCountWith<K extends string>(
    userId: string,
    others: Record<K, SQL<number>>,
  ): Promise<{ unread: number } & Record<K, number>> {
    const unread = sql<number>`coalesce((select ${notificationUnreadCounts.unread} from ${notificationUnreadCounts} where ${notificationUnreadCounts.userId} = ${userId}), 0)`;
    const columns = Object.entries<SQL<number>>({ unread, ...others }).map(
      ([name, value]) => sql`${value} as ${sql.identifier(name)}`,
    );
    // Both drivers answer `{ rows }`; counts may come back as strings.
    const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const row = result.rows[0] ?? {};
    return Object.fromEntries(Object.entries(row).map(([name, n]) => [name, Number(n)])) as {
      unread: number;
    } & Record<K, number>;
  }

  async function list(userId: string, locale: Locale, opts: ListOptions = {}): Promise<NotificationPage> {
    const perPage = Math.min(Math.max(opts.perPage ?? 10, 1), 100);
    const page = Math.max(opts.page ?? 1, 1);
    const where = opts.unreadOnly
      ? and(eq(notifications.userId, userId), eq(notifications.read, 0))
      : eq(notifications.userId, userId);
    const order =
      opts.sort === 'asc'
        ? [asc(notifications.createdAt), asc(notifications.id)]
        : [desc(notifications.createdAt), desc(notifications.id)];
    const [{ rows, total }, unread] = await Promise.all([
      tablePage(db, notifications, where, order, { page, perPage }),
      unreadCount(userId),
    ]);
    return {
      ...listPage(
        rows.map((row) => render(row, locale)),
        total,
        { page, perPage },
      ),
      unread_count: unread,
    };
  }

  async function get(userId: string, id: number, locale: Locale): Promise<NotificationItem | null> {
    const row = await load(userId, id);
    return row ? render(row, locale) : null;
  }

  /** Marks one read; false when it is not the user's (or does not exist). */
  async function markRead(userId: string, id: number): Promise<boolean> {
    const updated = await db
      .update(notifications)
      .set({ read: 1 })
      .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
      .returning({ id: notifications.id });
    return updated.length > 0;
  }

  async function markAllRead(userId: string): Promise<number> {
    const updated = await db
      .update(notifications)
      .set({ read: 1 })
      .where(and(eq(notifications.userId, userId), eq(notifications.read, 0)))
      .returning({ id: notifications.id });
    return updated.length;
  }

  return {
    create,
    createWrite,
    list,
    get,
    markRead,
    markAllRead,
    unreadCount,
    unreadCountWith,
    subscribe: live.subscribe,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
