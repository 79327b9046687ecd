import { Router, type Request } from 'express';
import { z } from 'zod';
import { apiLocale } from '../../http/api-locale';
import { sendValidationError } from '../../http/api-errors';
import type { Logger } from '../../platform/logger';
import type { Services } from '../../services';
import { apiT, requireApiUser } from '../accounts/api';
import type { SessionUser } from '../accounts/sessions';

const listQuery = z.object({
  sort: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  unread: z.enum(['0', '1']).default('0'),
});

const readBody = z.object({ notification_id: z.union([z.string().min(1), z.number()]) });
/** A well-formed id; anything else names no notification (404, like another user's id). */
const notificationId = z.coerce.number().int().min(1).max(2_147_483_647);

/** The reader's language: `?lang=` (the page the bell is on), else cookie, else Accept-Language. */
const readerLocale = (req: Request) => apiLocale(req, req.query.lang);

/** Seconds between keep-alive comments on the live stream (proxies drop silent connections). */
const STREAM_PING_MS = 25_000;

/** The spec's notification calls (§7), by cookie session or Bearer token. */
export function notificationsApi(services: Services): Router {
  const router = Router();
  const { notifications } = services;
  const auth = requireApiUser(services);
  const userOf = (locals: Record<string, unknown>) => locals.user as SessionUser;

  router.get('/user/get_notifications', auth, async (req, res) => {
    const parsed = listQuery.safeParse(req.query);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const { sort, page, per_page, unread } = parsed.data;
    const result = await notifications.list(userOf(res.locals).id, readerLocale(req), {
      sort,
      page,
      perPage: per_page,
      unreadOnly: unread === '1',
    });
    res.json({ data: result });
  });

  router.post('/user/read_notification', auth, async (req, res) => {
    const parsed = readBody.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const id = notificationId.safeParse(parsed.data.notification_id);
    const found = id.success && (await notifications.markRead(userOf(res.locals).id, id.data));
    if (!found) return res.status(404).json({ message: apiT(req)('account:api.notFound') });
    res.json({ success: true });
  });

  router.post('/user/read_all_notifications', auth, async (_req, res) => {
    const count = await notifications.markAllRead(userOf(res.locals).id);
    res.json({ success: true, count });
  });

  /**
   * Server-sent events: each new notification as it is created, within the second, in the
   * language the stream was opened in.
   */
  router.get('/user/notifications/stream', auth, async (req, res) => {
    let closed = false;
    req.on('close', () => (closed = true));
    let unsubscribe: () => void;
    try {
      unsubscribe = await notifications.subscribe(userOf(res.locals).id, readerLocale(req), (item) => {
        res.write(`event: notification\ndata: ${JSON.stringify(item)}\n\n`);
      });
    } catch (error) {
      (res.locals.log as Logger | undefined)?.warn('notification stream unavailable', {
        error: String(error),
      });
      res.setHeader('Retry-After', '10');
      return res.status(503).json({ message: apiT(req)('notifications:api.streamUnavailable') });
    }
    if (closed) return unsubscribe();
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    const ping = setInterval(() => res.write(': ping\n\n'), STREAM_PING_MS);
    req.on('close', () => {
      clearInterval(ping);
      unsubscribe();
    });
  });

  return router;
}
