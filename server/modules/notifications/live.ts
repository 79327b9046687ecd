import type { Locale } from '../../../common/i18n/languages';
import type { NotificationItem } from '../../../common/notifications/types';
import type { Database } from '../../db/connection';
import type { Logger } from '../../platform/logger';
import type { NotificationRow } from './render';

/** The channel the `notifications_announce` trigger NOTIFYs on, for every inserted row (drizzle/0007). */
export const NOTIFICATION_CHANNEL = 'notification_created';

interface Stream {
  locale: Locale;
  send(item: NotificationItem): void;
}

/**
 * The open live streams of this process, per user. The process LISTENs once (at the first stream);
 * each announced notification is read once and rendered once per language among its owner's
 * streams here, whichever process or connection inserted it.
 */
export function createLiveNotifications(deps: {
  database: Database;
  logger: Logger;
  load(userId: string, id: number): Promise<NotificationRow | null>;
  render(row: NotificationRow, locale: Locale): NotificationItem;
}) {
  const streams = new Map<string, Set<Stream>>();
  let listening: Promise<unknown> | null = null;

  async function announced(payload: string) {
    let id: unknown;
    let userId: unknown;
    try {
      ({ id, user_id: userId } = JSON.parse(payload) as { id?: unknown; user_id?: unknown });
    } catch {
      return;
    }
    if (typeof userId !== 'string' || typeof id !== 'number') return;
    const mine = streams.get(userId);
    if (!mine?.size) return;
    const row = await deps.load(userId, id);
    if (!row) return;
    const rendered = new Map<Locale, NotificationItem>();
    for (const stream of mine) {
      let item = rendered.get(stream.locale);
      if (!item) rendered.set(stream.locale, (item = deps.render(row, stream.locale)));
      stream.send(item);
    }
  }

  function listen() {
    listening ??= deps.database
      .listen(NOTIFICATION_CHANNEL, (payload) => {
        announced(payload).catch((error: unknown) =>
          deps.logger.warn('notification push failed', { error: String(error) }),
        );
      })
      .catch((error: unknown) => {
        listening = null;
        throw error;
      });
    return listening;
  }

  /** Sends `userId`'s new notifications, in `locale`, to `send`; resolves (once listening) to the unsubscribe. */
  async function subscribe(userId: string, locale: Locale, send: (item: NotificationItem) => void) {
    await listen();
    const stream: Stream = { locale, send };
    let mine = streams.get(userId);
    if (!mine) streams.set(userId, (mine = new Set()));
    mine.add(stream);
    return () => {
      mine.delete(stream);
      if (mine.size === 0 && streams.get(userId) === mine) streams.delete(userId);
    };
  }

  return { subscribe };
}
