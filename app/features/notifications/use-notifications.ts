import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api-client';
import type { Locale } from '../../../common/i18n/languages';
import type { Notification, NotificationPage } from './types';

/** Spec §9: the bell asks again every 10 000 ms while it is shown. */
export const POLL_MS = 10_000;

/**
 * The bell's list: fetched at once, then every 10 s while the tab is visible, plus pushed over a
 * server-sent-events stream as soon as one is created. Failures are only logged (spec §8). Both
 * ask for the page's language, so a language switch re-reads the list and reopens the stream.
 */
export function useNotifications(initialUnread: number, locale: Locale) {
  const [items, setItems] = useState<Notification[]>([]);
  const [unread, setUnread] = useState(initialUnread);
  const [loaded, setLoaded] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    try {
      const body = await api<{ data: NotificationPage }>(`/user/get_notifications?sort=desc&lang=${locale}`, {
        signal: ctrl.signal,
      });
      setItems(body.data.data);
      setUnread(body.data.unread_count);
      setLoaded(true);
    } catch (error) {
      if (!ctrl.signal.aborted) console.warn('notifications: fetch failed', error);
    }
  }, [locale]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer) return;
      void refresh();
      timer = setInterval(() => void refresh(), POLL_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      controller.current?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const stream = new EventSource(`/api/user/notifications/stream?lang=${locale}`);
    stream.addEventListener('notification', (event) => {
      try {
        const item = JSON.parse((event as MessageEvent<string>).data) as Notification;
        setItems((all) => (all.some((n) => n.id === item.id) ? all : [item, ...all]));
        if (item.read === 0) setUnread((n) => n + 1);
      } catch (error) {
        console.warn('notifications: bad event', error);
      }
    });
    return () => stream.close();
  }, [locale]);

  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  /** Marks one read: the counter drops at once, the server is told in the background. */
  const markRead = useCallback((id: number) => {
    if (itemsRef.current.some((n) => n.id === id && n.read === 0)) {
      setItems((all) => all.map((n) => (n.id === id ? { ...n, read: 1 } : n)));
      setUnread((n) => Math.max(0, n - 1));
    }
    api('/user/read_notification', { json: { notification_id: id } }).catch((error: unknown) =>
      console.warn('notifications: read failed', error),
    );
  }, []);

  return { items, unread, loaded, markRead, refresh };
}
