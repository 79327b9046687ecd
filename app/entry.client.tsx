import type { ResourceLanguage } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { registerClientI18n } from './i18n/client-i18n';
import { createI18n } from '../common/i18n/instance';
import { FALLBACK_LOCALE, isLocale, NAMESPACES, type Namespace } from '../common/i18n/languages';
import { MoneyTextsContext, readMoneyTexts } from './i18n/money-texts';
import { readPageJson } from './lib/page-json';
import { I18N_DATA_ID } from './i18n/route-namespaces';
import { applyTheme } from './state/theme';
import { appStore } from './state/store';

async function boot() {
  const htmlLang = document.documentElement.lang;
  const locale = isLocale(htmlLang) ? htmlLang : FALLBACK_LOCALE;
  // The page's dictionaries came in its HTML (exactly the namespaces of the matched routes).
  const bundles: ResourceLanguage =
    readPageJson<ResourceLanguage>(I18N_DATA_ID) ??
    (await import('./i18n/load-resources').then((m) => m.loadNamespaceBundles(locale, ['common'])));
  const namespaces = NAMESPACES.filter((ns: Namespace) => Object.hasOwn(bundles, ns));
  const i18n = createI18n(locale, { [locale]: bundles }, namespaces);
  registerClientI18n(i18n, namespaces);
  // The persisted state is loaded before the interface is shown (spec §3).
  const serverDark = document.documentElement.classList.contains('dark');
  const state = appStore.load({ isDark: serverDark });
  applyTheme(state.isDark);
  appStore.subscribe(() => applyTheme(appStore.getState().isDark));

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <MoneyTextsContext.Provider value={readMoneyTexts()}>
            <HydratedRouter />
          </MoneyTextsContext.Provider>
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

// In a task of its own, not inside the evaluation of the modules: each of the two stays short
// enough (under 50 ms on a phone's CPU) not to block input while the page loads (issue 28).
setTimeout(() => void boot(), 0);
