import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  ServerRouter,
  type ActionFunctionArgs,
  type AppLoadContext,
  type EntryContext,
  type LoaderFunctionArgs,
} from 'react-router';
import { FALLBACK_LOCALE, isLocale } from '../common/i18n/languages';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../server/db/unavailable';
import './deferred-parts.server';
import appCss from './app.css?inline';
import { MoneyTextsContext } from './i18n/money-texts';
import { pageI18n } from './i18n/page-i18n.server';
import { InlineCssContext } from './inline-css';
import { NonceContext } from './nonce';

export const streamTimeout = 5_000;

/**
 * Called for every error a loader or action throws: one that lost the database connection (a
 * restart, a failover) makes the answer a 503 with Retry-After rather than a 500; the process
 * serves again as soon as the database is back.
 */
export function handleError(error: unknown, { context, request }: LoaderFunctionArgs | ActionFunctionArgs) {
  const load = context as Partial<AppLoadContext> | undefined;
  const wrapped = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = wrapped ?? error;
  if (load?.outcome && isDatabaseUnavailable(cause)) {
    load.outcome.databaseUnavailable = true;
    load.services?.logger.warn('page unavailable: database connection lost', { error: String(cause) });
  } else if (!request.signal.aborted) {
    // What React Router does without this export.
    console.error(cause);
  }
}

function unavailable(status: number, headers: Headers, context: AppLoadContext) {
  if (!context.outcome?.databaseUnavailable || status < 500) return status;
  headers.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return 503;
}

/** The `.data` answers of client navigations: 503 too when the database connection was lost. */
export function handleDataRequest(response: Response, { context }: LoaderFunctionArgs | ActionFunctionArgs) {
  const status = unavailable(response.status, response.headers, context as AppLoadContext);
  if (status === response.status) return response;
  return new Response(response.body, {
    status,
    statusText: 'Service Unavailable',
    headers: response.headers,
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseStatusCode = unavailable(responseStatusCode, responseHeaders, loadContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const rootData = routerContext.staticHandlerContext.loaderData.root as { locale?: string } | undefined;
  const locale = isLocale(rootData?.locale) ? rootData.locale : FALLBACK_LOCALE;
  const i18n = pageI18n(locale);
  const nonce = loadContext.nonce;
  const userAgent = request.headers.get('user-agent');
  // Crawlers get the whole page at once; people get the shell first and the rest streamed.
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineCssContext.Provider value={appCss}>
          <I18nextProvider i18n={i18n}>
            <MoneyTextsContext.Provider value={new Map()}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </MoneyTextsContext.Provider>
          </I18nextProvider>
        </InlineCssContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary that completed (a deferred part, ADR-0022) is written in place: past
        // React's default 12 800 bytes it would be moved to the end of the stream, hidden, and shown
        // by a script up to 300 ms later (or never, without JavaScript).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (!responseHeaders.has('Cache-Control'))
            responseHeaders.set('Cache-Control', 'private, no-cache');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.services.logger.error('render error', { error: String(error) });
        },
      },
    );
  });
}
