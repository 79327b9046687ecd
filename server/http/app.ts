import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express } from 'express';
import { createRequestHandler as createPageHandler, type ServerBuild } from 'react-router';
import type { PageUploads } from '../modules/orders/page-uploads';
import type { Services } from '../services';
import { mediaFiles } from '../modules/media/files';
import { anonymousPages } from './anonymous-pages';
import { bodyLimitsOf, limitRequestBodies } from './body-limits';
import { apiErrorHandler, apiNotFound, rateLimit } from './api-errors';
import { serveLocale } from './locales';
import { machineApis, moduleApis, modulePages } from './module-apis';
import { refuseNulInAddress, refuseForbiddenCharactersInJson } from './nul-bytes';
import { requestContext } from './request-context';
import { canonicalHost } from './canonical-host';
import { securityHeaders, STRIPE_CHECKOUT_ORIGIN } from './security-headers';
import { staticAssets } from './static-assets';
import { issueXsrfCookie, requireXsrfHeader } from './xsrf';

export interface HttpAppOptions {
  services: Services;
  /** The React Router server build, or a loader of it (development reloads it per request). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  /** Extra middleware before the pages (development: Vite). */
  before?: express.RequestHandler[];
}

/**
 * A database round trip; the answer names the process (its ROLE and pid, ADR-0015), so an operator
 * or a test sees which of the processes sharing a port answered.
 */
function health(services: Services): express.RequestHandler {
  const { config, database } = services;
  const self = { role: config.ROLE, pid: process.pid };
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await database.ping(2000);
      res.json({ status: 'ok', database: database.kind, ...self });
    } catch {
      res.status(503).json({ status: 'unavailable', database: database.kind, ...self });
    }
  };
}

/** ROLE=worker on its own (ADR-0015): /healthz for its supervisor, 404 for anything else. */
export function createWorkerHealthApp(services: Services): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', health(services));
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  return app;
}

export function createHttpApp({ services, build, clientDir, before = [] }: HttpAppOptions): Express {
  const { config, logger } = services;
  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-For names the client (the rate limits' key): TRUST_PROXY, loopback by default.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestContext(logger));
  app.use(canonicalHost(config.PUBLIC_URL));
  app.use(
    securityHeaders({
      hsts: config.secureCookies && config.NODE_ENV === 'production',
      formTargets: config.paymentProvider === 'stripe' ? [STRIPE_CHECKOUT_ORIGIN] : [],
    }),
  );
  // Before anything reads a body or looks up the address (ADR-0016).
  const bodyLimits = bodyLimitsOf(config);
  app.use(limitRequestBodies(bodyLimits));
  app.use(refuseNulInAddress);
  app.use(
    compression({
      // Streams that must flush at once (server-sent events) are never compressed.
      filter: (req, res) =>
        !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
        compression.filter(req, res),
    }),
  );

  app.get('/healthz', health(services));

  if (clientDir) app.use(staticAssets(clientDir));
  // Uploaded images' variants (ADR-0702): public, immutable, before any cookie and the page store.
  app.use('/media', mediaFiles(services.media.storage));
  app.get('/locales/:lng/:ns.json', serveLocale);
  // Before the API's rate limit, XSRF check and JSON parser (and before any cookie is set).
  for (const router of machineApis(services)) app.use('/api', router);
  // After static files, so cacheable assets never set a cookie.
  app.use(issueXsrfCookie({ secure: config.secureCookies }));

  const api = express.Router();
  api.use(rateLimit(services.limits.api));
  api.use(requireXsrfHeader);
  // Each path's own limit was enforced while the body arrived; this is the largest of them.
  api.use(express.json({ limit: Math.max(bodyLimits.api, bodyLimits.adminApi) }));
  api.use(refuseForbiddenCharactersInJson);
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.get('/captcha/challenge', async (_req, res) => {
    res.json(await services.captcha.challenge());
  });
  for (const router of moduleApis(services)) api.use(router);
  api.use(apiNotFound);
  api.use(apiErrorHandler);
  app.use('/api', api);
  app.locals.apiRouter = api;
  for (const router of modulePages(services)) app.use(router);

  if (before.length) app.use(...before);
  if (!build) return app;
  const mode = config.NODE_ENV === 'production' ? 'production' : 'development';
  const getLoadContext = (req: express.Request, res: express.Response) => ({
    services,
    nonce: res.locals.nonce as string,
    requestId: res.locals.requestId as string,
    xsrfToken: res.locals.xsrfToken as string,
    clientIp: req.ip ?? 'unknown',
    uploads: res.locals.uploads as PageUploads | undefined,
    outcome: { databaseUnavailable: false },
  });
  const renderPage = typeof build === 'function' ? null : createPageHandler(build, mode);
  app.all(
    '/{*splat}',
    anonymousPages(services, typeof build === 'function' ? null : build.assets.version, {
      renderVisitorPage: renderPage && ((request, req, res) => renderPage(request, getLoadContext(req, res))),
    }),
    createRequestHandler({ build, mode, getLoadContext }),
  );
  return app;
}
