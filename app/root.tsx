import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { webFontsScript } from './fonts';
import { useWebFonts } from './use-web-fonts';
import { switchClientLanguage } from './i18n/client-i18n';
import { I18nData } from './i18n/i18n-data';
import { MoneyTextsData } from './i18n/money-texts';
import { directionOf, type Locale } from '../common/i18n/languages';
import type { I18nHandle } from './i18n/route-namespaces';
import { useLocale } from './i18n/use-locale';
import { ScriptsAfterFirstPaint } from './hydrate-later';
import { InlineCss } from './inline-css';
import { useNonce } from './nonce';
import { useRootData } from './root-data';
import { rootLoader } from './root-loader.server';
import { useAppState } from './state/store';
import { ToastProvider } from './components/ui/toaster';
import { ErrorScreen } from './components/layout/error-screen';
import { deferredPart } from './components/layout/deferred-part';
import { useSameOriginLinks } from './components/layout/use-same-origin-links';
import { useStoredLanguage } from './i18n/use-stored-language';

// Hidden until a navigation takes a while: in the HTML at once, hydrated once its chunk has
// arrived (ADR-0022).
const LoadingOverlay = deferredPart('loading-overlay', () =>
  import('./components/layout/loading-overlay').then((m) => m.LoadingOverlay),
);

// The stylesheet is not linked: the server writes it in the <head> (InlineCss, ADR-0022).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const handle: I18nHandle = { i18n: ['common'] };

export function loader(args: Route.LoaderArgs) {
  return rootLoader(args);
}

/** Before the page shows a new language, its dictionaries are loaded: no flash of the old one. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const result = await serverLoader();
  await switchClientLanguage(result.locale as Locale);
  return result;
}

export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang || defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const locale = useLocale();
  const isDark = useAppState((s) => s.isDark, root?.isDark ?? false);
  return (
    <html lang={locale} dir={directionOf(locale)} className={isDark ? 'dark' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // Before the first paint: the brand's fonts if this browser has them (app/fonts.ts).
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? webFontsScript(locale) : '' }}
        />
        <InlineCss nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        <I18nData />
        <MoneyTextsData />
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterFirstPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider serverToast={loaderData.toast}>
      <AppEffects locale={loaderData.locale} hasCookie={loaderData.hasLanguageCookie} />
      <Outlet />
      <LoadingOverlay />
    </ToastProvider>
  );
}

function AppEffects(props: { locale: Locale; hasCookie: boolean }) {
  useSameOriginLinks();
  useStoredLanguage(props.locale, props.hasCookie);
  useWebFonts(props.locale);
  useEffect(() => {
    // Read by the browser journeys (React owns the <html> attributes, so a window flag it is).
    (window as unknown as { __hydrated?: boolean }).__hydrated = true;
  }, []);
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <main>
      <ErrorScreen error={error} showStack={!!root?.isDev} />
    </main>
  );
}
