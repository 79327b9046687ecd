import { data, isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { deferredPart } from '~/components/layout/deferred-part';
import { ErrorScreen } from '~/components/layout/error-screen';
import { Header } from '~/components/layout/header';
import { DiscoverLinks } from '~/features/content/discover-links';
import { NotFound } from '~/components/layout/not-found';
import { isLocale } from '../../common/i18n/languages';
import { useRootData } from '~/root-data';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/frame';

/** Header and footer speak these (search box, newsletter box, discover links) on every page. */
export const handle = { i18n: ['search', 'contact', 'content'] } satisfies I18nHandle;

// Below the first screen: in the HTML at once, hydrated once their chunks have arrived (the
// newsletter box's with the human check), so no first load carries them (ADR-0022).
const Footer = deferredPart('footer', () => import('~/components/layout/footer').then((m) => m.Footer));
const NewsletterBox = deferredPart('newsletter', () =>
  import('~/features/newsletter/newsletter-box').then((m) => m.NewsletterBox),
);

/** The page frame (header, body, footer) under an optional language prefix. */
export function loader({ params }: Route.LoaderArgs) {
  // An unknown prefix (or any unknown first segment) is a 404, never a silent fallback.
  if (params.lang !== undefined && !isLocale(params.lang))
    throw data(null, { status: 404, statusText: 'Not Found' });
  return null;
}

function PageFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer newsletter={<NewsletterBox />} moreLinks={<DiscoverLinks />} />
    </div>
  );
}

export default function Frame() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  return (
    <PageFrame>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFound />
      ) : (
        <ErrorScreen error={error} showStack={!!root?.isDev} />
      )}
    </PageFrame>
  );
}
