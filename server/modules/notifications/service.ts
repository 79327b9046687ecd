import { EventEmitter } from 'node:events';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { notifications } from './schema';

export interface NotificationItem {
  id: number;
  title: string;
  body: string;
  /** ISO 8601. */
  date: string;
  read: 0 | 1;
  url: string;
}

export interface NotificationPage {
  data: NotificationItem[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  unread_count: number;
}

export interface ListOptions {
  sort?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
  unreadOnly?: boolean;
}

type Row = typeof notifications.$inferSelect;

function toItem(row: Row): NotificationItem {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    date: row.createdAt.toISOString(),
    read: row.read === 1 ? 1 : 0,
    url: row.url,
  };
}

/**
 * Per-user notifications. Every query is scoped by the acting user's id, so another user's
 * notification simply does not exist for them (404 upstream). New ones are announced in-process
 * to the live streams (ADR-0201).
 */
export function createNotificationsService(db: Db, clock: Clock) {
  const events = new EventEmitter();
  events.setMaxListeners(0);

  async function create(userId: string, input: { title: string; body: string; url?: string }) {
    const [row] = await db
      .insert(notifications)
      .values({
        userId,
        title: input.title,
        body: input.body,
        url: (input.url ?? '').replace(/^\/+/, ''),
        createdAt: clock.now(),
      })
      .returning();
    const item = toItem(row!);
    events.emit(userId, item);
    return item;
  }

  async function unreadCount(userId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, 0)));
    return row?.n ?? 0;
  }

  async function list(userId: string, opts: ListOptions = {}): Promise<NotificationPage> {
    const perPage = Math.min(Math.max(opts.perPage ?? 10, 1), 100);
    const page = Math.max(opts.page ?? 1, 1);
    const where = opts.unreadOnly
      ? and(eq(notifications.userId, userId), eq(notifications.read, 0))
      : eq(notifications.userId, userId);
    const order =
      opts.sort === 'asc'
        ? [asc(notifications.createdAt), asc(notifications.id)]
        : [desc(notifications.createdAt), desc(notifications.id)];
    const [rows, [total], unread] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(...order)
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ n: count() }).from(notifications).where(where),
      unreadCount(userId),
    ]);
    const totalCount = total?.n ?? 0;
    return {
      data: rows.map(toItem),
      current_page: page,
      per_page: perPage,
      total: totalCount,
      last_page: Math.max(1, Math.ceil(totalCount / perPage)),
      unread_count: unread,
    };
  }

  async function get(userId: string, id: number): Promise<NotificationItem | null> {
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
    return row ? toItem(row) : null;
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

  /** Calls `listener` with each new notification of the user; returns the unsubscribe. */
  function subscribe(userId: string, listener: (item: NotificationItem) => void) {
    events.on(userId, listener);
    return () => void events.off(userId, listener);
  }

  return { create, list, get, markRead, markAllRead, unreadCount, subscribe };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
