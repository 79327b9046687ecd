import type { PageUploads } from '../server/modules/orders/page-uploads';
import type { Services } from '../server/services';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    nonce: string;
    requestId: string;
    /** This browser's XSRF-TOKEN (set on this response when it had none). */
    xsrfToken: string;
    /** The client's address (after trusted proxies), for per-IP limits in actions. */
    clientIp: string;
    /** A multipart post to an order page, read by the attachments module before the action. */
    uploads?: PageUploads;
    /** Set while the request runs: a loader or action lost the database connection (answered 503). */
    outcome: { databaseUnavailable: boolean };
  }
}

export {};
