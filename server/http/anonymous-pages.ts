import { createHash } from 'node:crypto';
import { parse } from 'cookie';
import type { Request as ExpressRequest, RequestHandler, Response } from 'express';
import { isLocale, LANGUAGE_COOKIE } from '../../common/i18n/languages';
import { resolveRequestLocale, splitLocalePath } from '../../common/i18n/request-locale';
import type { Services } from '../services';
import { personalIslandHtml } from '../../common/accounts/personal-island';
import type { HeaderUser } from '../../common/accounts/types';
import { SESSION_COOKIE, THEME_COOKIE } from '../../common/http/cookies';
import { classifySearch } from '../../common/search/query';
import { headerUserFor } from './header-user';
import { PageStore, PageTemplate, type StoredPage } from './page-store';
import { XSRF_COOKIE } from './xsrf';

/** Offers start and end by the clock: a stored page is never older than this. */
const TIME_BUCKET_MS = 5 * 60 * 1000;

/**
 * Public pages whose HTML depends only on the public data, the language and the theme (a blog
 * post too: its readings are counted by a beacon). Not a private request or a newsletter link;
 * the search has a store of its own (isSearchResultPath).
 */
const SHARED_PAGES = [
  /^\/$/,
  /^\/(produits|stockage|gallery|offers|other-services|portfolio|aboutus|resources|blog|faqs|privacy-policy|contactus|mentions-l%C3%A9gales|mentions-légales)$/i,
  /^\/produits\/[\w-]+(\/packages\/[\w-]+)?$/,
  /^\/blog\/[\w-]+$/,
  /^\/(category|sub_category)\/[\w-]+$/,
];

/**
 * The only cookies a shared page may be rendered with; any other one (toast…) opts out. The
 * session cookie gets the stored page with the customer's header data in it, never a render.
 */
const SHARED_COOKIES = new Set([XSRF_COOKIE, LANGUAGE_COOKIE, THEME_COOKIE]);

/**
 * Headers a stored page never replays: they belong to the response that rendered it (caching
 * headers are this middleware's to set on each response).
 */
const PER_RESPONSE_HEADERS = new Set([
  'cache-control',
  'etag',
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'x-page-cache',
]);

export function isSharedPublicPath(path: string): boolean {
  const { rest } = splitLocalePath(path.replace(/\.data$/, '').replace(/(.)\/$/, '$1'));
  return SHARED_PAGES.some((re) => re.test(rest === '/_root' ? '/' : rest));
}

/**
 * The search results page (ADR-0101), prefixed or not; not its client data (`.data`, which carries
 * React Router's own parameters): a navigation's search still runs the query.
 */
export function isSearchResultPath(path: string): boolean {
  return splitLocalePath(path.replace(/(.)\/$/, '$1')).rest === '/search-result';
}

export interface AnonymousPagesOptions {
  /** Bytes of rendered pages kept in memory (least recently used out first). */
  maxBytes?: number;
  /**
   * Bytes of search result pages, kept apart (ADR-0101): every new query is a new page, so a flood
   * of them evicts other searches, never the catalogue's pages.
   */
  searchMaxBytes?: number;
  /**
   * Renders a page for `request` (the visitor's: the customer's session cookie left out) in this
   * response's nonce and token: what a signed-in customer's request stores when the page is not
   * stored yet, so that the next customer and visitor are served the copy.
   */
  renderVisitorPage?:
    ((request: Request, req: ExpressRequest, res: Response) => Promise<globalThis.Response>) | null;
}

/**
 * Public pages for anonymous visitors (ADR-0100): rendered once per URL, language and theme and
 * kept in memory, each hit stitched with its own CSP nonce and XSRF token; and revalidated with
 * an ETag, so a browser's matching `If-None-Match` answers 304 without a body. A stored page is
 * dropped when the catalogue, the content, the site settings or the build change, and every five
 * minutes (offers follow the clock). A signed-in customer gets the same stored page with their
 * header's data before `</head>` (ADR-0021), never stored nor revalidated. Never for a request
 * carrying any other cookie (a pending toast…) and never for pages that hold private data.
 * Search results are served the same way from a smaller store of their own, only for the search's
 * own query string (ADR-0101).
 */
export function anonymousPages(
  services: Services,
  buildVersion: string | null,
  {
    maxBytes = 64 * 1024 * 1024,
    searchMaxBytes = 8 * 1024 * 1024,
    renderVisitorPage,
  }: AnonymousPagesOptions = {},
): RequestHandler {
  const pagesStore = new PageStore({ maxBytes, maxPageBytes: Math.max(1, maxBytes / 8) });
  const searchStore = new PageStore({
    maxBytes: searchMaxBytes,
    maxPageBytes: Math.max(1, searchMaxBytes / 8),
  });

  return async (req, res, next) => {
    if (!buildVersion || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const cookies = parse(req.headers.cookie ?? '');
    const session = cookies[SESSION_COOKIE];
    if (Object.keys(cookies).some((name) => !SHARED_COOKIES.has(name) && name !== SESSION_COOKIE))
      return next();
    // A search is stored by its own query string only: another spelling is redirected by the page
    // (rendered, a 302, never stored), another parameter rendered for the request as it is.
    const search = isSearchResultPath(req.path);
    if (search) {
      const at = req.originalUrl.indexOf('?');
      if (classifySearch(at < 0 ? '' : req.originalUrl.slice(at)).kind !== 'canonical') return next();
    } else if (!isSharedPublicPath(req.path)) return next();
    const store = search ? searchStore : pagesStore;
    // An editor's draft preview (ADR-0700) is for the link's holder only, never a shared page.
    if (req.query.preview !== undefined) return next();
    // A client navigation's data carries the root's `user`: rendered for them, as it was.
    if (session !== undefined && (req.method !== 'GET' || req.path.endsWith('.data'))) return next();

    let key: string;
    try {
      const locale = resolveRequestLocale(requestFor(req.headers), splitLocalePath(req.path).locale);
      const settings = await services.settings.getSiteSettings(locale);
      // The database's cache generation, not a count of this process's own invalidations: the same
      // key and ETag on every process and after a restart, new after any process's change.
      const generation = [
        buildVersion,
        await services.caches.generation(),
        Math.floor(services.clock.now().getTime() / TIME_BUCKET_MS),
      ].join('|');
      pagesStore.useGeneration(generation);
      searchStore.useGeneration(generation);
      key = hash([
        generation,
        JSON.stringify(settings),
        req.originalUrl,
        locale,
        isLocale(cookies[LANGUAGE_COOKIE]) ? cookies[LANGUAGE_COOKIE] : '',
        cookies[THEME_COOKIE] === 'dark' ? 'dark' : 'light',
      ]);
    } catch (error) {
      services.logger.warn('page cache skipped', { error: String(error) });
      return next();
    }

    const secrets = { nonce: res.locals.nonce as string, xsrfToken: res.locals.xsrfToken as string };

    /** The visitors' page rendered and stored for a signed-in request; null when it may not be. */
    async function renderForVisitors(): Promise<StoredPage | null> {
      if (!renderVisitorPage) return null;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (name !== 'cookie') for (const one of [value ?? []].flat()) headers.append(name, one);
      const visitorCookies = (req.headers.cookie ?? '')
        .split(';')
        .filter((pair) => pair.split('=')[0]!.trim() !== SESSION_COOKIE)
        .join(';');
      if (visitorCookies.trim()) headers.set('Cookie', visitorCookies);
      const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`;
      const response = await renderVisitorPage(new Request(url, { headers }), req, res);
      // Only what a visitor's render would have stored: a 200 that set no cookie.
      if (response.status !== 200 || response.headers.has('set-cookie')) {
        await response.body?.cancel();
        return null;
      }
      const page: StoredPage = {
        status: 200,
        headers: [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name)),
        template: PageTemplate.fromBody(Buffer.from(await response.arrayBuffer()), secrets),
      };
      store.set(key, page);
      return page;
    }
    const send = (stored: StoredPage, personal?: string, cache: 'hit' | 'miss' = 'hit') => {
      res.setHeader('X-Page-Cache', cache);
      for (const [name, value] of stored.headers) res.setHeader(name, value);
      res.status(stored.status);
      // Already compressed at store time; the compression middleware leaves encoded bodies alone.
      const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
      const page = { ...secrets, personal };
      const body = gzip ? stored.template.gzip(page) : stored.template.render(page);
      if (gzip) res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    };

    if (session !== undefined) {
      // Signed in: the visitors' page with this customer's header data in it, never stored with
      // it, never revalidated (it changes with their bell and cart). Not stored yet: the visitors'
      // page is rendered (without the session) and stored, then served to them the same way.
      const found = store.get(key);
      let user: HeaderUser | null;
      let stored: StoredPage | null;
      try {
        user = await headerUserFor(services, session);
        // An ended session: the page's own render answers (and forgets the cookie).
        if (!user) return next();
        stored = found ?? (await renderForVisitors());
      } catch (error) {
        return next(error);
      }
      if (!stored) return next();
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Vary', 'Cookie, Accept-Language, Accept-Encoding');
      return send(stored, personalIslandHtml(user), found ? 'hit' : 'miss');
    }

    const etag = `W/"${hash([key, secrets.xsrfToken]).slice(0, 27)}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      // No new CSP: the browser keeps the policy stored with its copy, whose nonce matches it.
      res.removeHeader('Content-Security-Policy');
      res.status(304).end();
      return;
    }

    const stored = store.get(key);
    if (stored) return send(stored);

    res.setHeader('X-Page-Cache', 'miss');
    if (req.method !== 'GET') return next();
    const headersBefore = new Set(res.getHeaderNames());
    const cookiesBefore = JSON.stringify(res.getHeader('Set-Cookie') ?? null);
    /** The page as rendered for this response, or null when it is someone's (an error, a cookie). */
    const storable = (chunks: Buffer[] | null): StoredPage | null => {
      if (res.statusCode !== 200 || !chunks) return null;
      // A response that set a cookie of its own is someone's, not everyone's.
      if (JSON.stringify(res.getHeader('Set-Cookie') ?? null) !== cookiesBefore) return null;
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !headersBefore.has(name) && !PER_RESPONSE_HEADERS.has(name))
        .map(
          ([name, value]) =>
            [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]],
        );
      const template = PageTemplate.fromBody(Buffer.concat(chunks), secrets);
      return { status: 200, headers, template };
    };
    if (search) {
      // Every new query is a miss: its page is rendered whole, compressed once for the store and
      // served from it, rather than streamed chunk by chunk through the compression middleware and
      // compressed again for the store.
      holdBody(res, (chunks, release) => {
        const page = storable(chunks);
        if (!page) return release();
        store.set(key, page);
        send(page, undefined, 'miss');
      });
      return next();
    }
    const body = captureBody(res);
    res.on('finish', () => {
      const page = storable(body.take());
      if (page) store.set(key, page);
    });
    next();
  };
}

function requestFor(headers: Record<string, string | string[] | undefined>) {
  const forLocale = new Headers();
  if (typeof headers.cookie === 'string') forLocale.set('Cookie', headers.cookie);
  if (typeof headers['accept-language'] === 'string')
    forLocale.set('Accept-Language', headers['accept-language']);
  return new Request('http://local/', { headers: forLocale });
}

function hash(parts: unknown[]) {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

/** A chunk written to a response, as `write` and `end` take it (a string in an encoding, or bytes). */
function keepChunk(chunks: Buffer[], chunk: unknown, encoding: unknown) {
  if (typeof chunk === 'string')
    chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
}

/** Copies what is written to the response (before compression) while it goes out unchanged. */
function captureBody(res: Response) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keepChunk(chunks, chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    if (typeof args[0] !== 'function') keepChunk(chunks, args[0], args[1]);
    return end(...args);
  }) as Response['end'];
  let taken = false;
  return {
    /** The whole body once, or null when the response was cut short. */
    take(): Buffer[] | null {
      if (taken || !res.writableFinished) return null;
      taken = true;
      return chunks;
    },
  };
}

/**
 * Keeps what is written to the response until it ends, then hands it to `done`, with the response's
 * own write and end back in place; `release` sends what was held as it would have gone out.
 */
function holdBody(res: Response, done: (chunks: Buffer[], release: () => void) => void) {
  const chunks: Buffer[] = [];
  const write = res.write;
  const end = res.end;
  const callbackOf = (args: unknown[]) =>
    args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keepChunk(chunks, chunk, rest[0]);
    const callback = callbackOf(rest);
    if (callback) process.nextTick(callback);
    return true;
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    if (typeof args[0] !== 'function') keepChunk(chunks, args[0], args[1]);
    res.write = write;
    res.end = end;
    const callback = callbackOf(args);
    if (callback) res.once('finish', callback);
    done(chunks, () => {
      res.end(chunks.length ? Buffer.concat(chunks) : undefined);
    });
    return res;
  }) as Response['end'];
}
