import { parse } from 'cookie';
import type { RequestHandler } from 'express';
import { SESSION_COOKIE } from '../../../common/http/cookies';
import type { Services } from '../../services';
import type { AttachmentError } from '../attachments/errors';
import { receiveUploads, type ReceivedUploads } from '../attachments/multipart';

/** What an order page's action finds in its load context after a multipart post. */
export type PageUploads = ReceivedUploads & { refused?: AttachmentError };

/**
 * The order pages (`/order/{id}`, `/account/my-order/{id}[/package/{line}]`, with or without a
 * language prefix; `.data` when React Router posts in the background).
 */
const ORDER_PAGE =
  /^\/(?:(?:fr|en|ar)\/)?(?:order\/([^/.]+)|account\/my-order\/([^/.]+)(?:\/package\/[^/]+)?)(?:\.data)?$/;

/**
 * The files form of an order page is read here, before React Router, with the attachments module's
 * streaming reader and its limits (ADR-0302): files go to temporary files as they arrive, and the
 * first byte past a limit stops the reading. The page's action then gets the files and fields (or
 * the refusal) through its load context, checks the session, the form's token and the owner, and
 * answers in the page's language. Nothing is read, let alone written to disk, before the session
 * and the order's owner are checked: a post without a live session, or to an order that is not the
 * customer's, goes on unread, and the action sends it to the login page or answers 404 without
 * reading its body.
 */
export function orderPageUploads(services: Services): RequestHandler {
  const receive = receiveUploads({
    ...services.attachments,
    onRefused: (refused, _req, res, next) => {
      res.locals.uploads = { files: [], fields: {}, refused } satisfies PageUploads;
      next();
    },
  });
  return async (req, res, next) => {
    const page = req.method === 'POST' ? ORDER_PAGE.exec(req.path) : null;
    if (!page || !req.is('multipart/form-data')) return next();
    const orderId = decodedOrNull(page[1] ?? page[2]!);
    const secret = parse(req.headers.cookie ?? '')[SESSION_COOKIE];
    const user = await services.accounts.sessions.resolve(secret, 'browser');
    if (!user || orderId === null || !(await services.orders.owned(user.id, orderId))) return next();
    receive(req, res, next);
  };
}

function decodedOrNull(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
