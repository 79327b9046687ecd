import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { registerClientI18n } from './i18n/client-i18n';
import { createI18n } from './i18n/instance';
import { FALLBACK_LOCALE, isLocale } from './i18n/languages';
import { loadResources } from './i18n/load-resources';
import { applyTheme } from './state/theme';
import { appStore } from './state/store';

async function boot() {
  const htmlLang = document.documentElement.lang;
  const locale = isLocale(htmlLang) ? htmlLang : FALLBACK_LOCALE;
  const i18n = createI18n(locale, await loadResources(locale));
  registerClientI18n(i18n);
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
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void boot();
