import type { RequestHandler } from 'express';
import { hasSessionCookie } from '../../http/xsrf';
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
  /^\/(?:(?:fr|en|ar)\/)?(?:order\/[^/]+|account\/my-order\/[^/]+(?:\/package\/[^/]+)?)(?:\.data)?$/;

/**
 * The files form of an order page is read here, before React Router, with the attachments module's
 * streaming reader and its limits (ADR-0302): files go to temporary files as they arrive, and the
 * first byte past a limit stops the reading. The page's action then gets the files and fields (or
 * the refusal) through its load context, checks the session, the form's token and the owner, and
 * answers in the page's language. Posts without a session are not read: the action sends them to
 * the login page.
 */
export function orderPageUploads(services: Services): RequestHandler {
  const receive = receiveUploads({
    ...services.attachments,
    onRefused: (refused, _req, res, next) => {
      res.locals.uploads = { files: [], fields: {}, refused } satisfies PageUploads;
      next();
    },
  });
  return (req, res, next) => {
    if (
      req.method !== 'POST' ||
      !ORDER_PAGE.test(req.path) ||
      !req.is('multipart/form-data') ||
      !hasSessionCookie(req.headers.cookie)
    )
      return next();
    receive(req, res, next);
  };
}
