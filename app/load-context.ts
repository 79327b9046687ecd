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
  }
}

export {};
