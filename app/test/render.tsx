import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource, ResourceLanguage } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { createI18n } from '../../common/i18n/instance';
import { directionOf, isLocale, LOCALES, type Locale } from '../../common/i18n/languages';
import type { SiteSettings } from '../../common/settings/types';
import { ToastProvider } from '~/components/ui/toaster';
import type { RootData } from '~/root-loader.server';

// The component tier's harness (ADR-0014): the real dictionaries, a memory router with the root
// loader's data, and the toasts — what a component finds around it on a page, without a server.

const dictionaries = import.meta.glob<Record<string, unknown>>('../../common/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resources(): Resource {
  const all: Resource = Object.fromEntries(LOCALES.map((l) => [l, {} as ResourceLanguage]));
  for (const [file, bundle] of Object.entries(dictionaries)) {
    const [, locale, ns] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (isLocale(locale) && ns) all[locale]![ns] = bundle as ResourceLanguage[string];
  }
  return all;
}

/** An i18next instance with every dictionary of the app, in `locale`. */
export function testI18n(locale: Locale = 'en') {
  return createI18n(locale, resources());
}

export const testSettings: SiteSettings = {
  companyName: 'Emballo Test',
  emails: ['hello@emballo.test'],
  phones: ['+212 5 22 00 00 00'],
  social: { facebook: 'https://facebook.example/emballo', linkedin: '' },
  certificationUrl: 'https://cert.example/emballo',
  tagline: 'Packaging that travels',
  address: '1 rue du Port, Casablanca',
  openingHours: 'Mon–Fri 9:00–18:00',
};

export function rootData(overrides: Partial<RootData> = {}): RootData {
  return {
    locale: 'en',
    hasLanguageCookie: true,
    isDark: false,
    settings: testSettings,
    toast: null,
    origin: 'http://shop.test',
    xsrfToken: 'xsrf-test',
    year: 2026,
    isDev: false,
    user: null,
    ...overrides,
  };
}

/** Shows where the memory router is, for tests that follow a link or a navigation. */
export function CurrentLocation() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search + location.hash}</span>;
}

export interface PageOptions {
  /** The URL the component is rendered at; a language prefix (`/ar/…`) becomes the `lang` param. */
  url?: string;
  locale?: Locale;
  root?: Partial<RootData>;
  /** More routes beside the page (e.g. a route with a loader to navigate to). */
  routes?: Parameters<typeof createRoutesStub>[0];
}

/**
 * Renders `ui` as a page would hold it: inside the root route (its loader data), the toasts, the
 * i18n provider and a router at `url`. Returns Testing Library's queries and a `user`.
 */
export function renderInPage(ui: ReactNode, options: PageOptions = {}, renderOptions?: RenderOptions) {
  const url = options.url ?? '/';
  const first = url.split(/[/?#]/)[1];
  const locale = options.locale ?? (isLocale(first) ? first : 'en');
  const i18n = testI18n(locale);
  const data = rootData({ locale, ...options.root });
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  const Stub = createRoutesStub([
    {
      id: 'root',
      Component: () => (
        <ToastProvider serverToast={data.toast}>
          <Outlet />
        </ToastProvider>
      ),
      children: [
        ...(options.routes ?? []),
        {
          path: isLocale(first) ? ':lang/*' : '*',
          Component: () => (
            <>
              {ui}
              <CurrentLocation />
            </>
          ),
        },
      ],
    },
  ]);
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[url]} hydrationData={{ loaderData: { root: data } }} />
    </I18nextProvider>,
    renderOptions,
  );
  return { ...result, user, i18n };
}

/** Renders `ui` with the i18n provider only: for kit parts that need no router. */
export function renderWithI18n(ui: ReactNode, locale: Locale = 'en') {
  const i18n = testI18n(locale);
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  return { ...result, user, i18n };
}
