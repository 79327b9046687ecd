import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { LeanI18n } from './lean-i18next';

/**
 * The browser's react-i18next (ADR-0022), over lean-i18next: the provider, and `useTranslation`
 * bound to its first namespace, rendering again when the language changes.
 */
const I18nContext = createContext<LeanI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: LeanI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** i18next's `use(initReactI18next)` needs a plugin; the provider is what binds React here. */
export const initReactI18next = { type: '3rdParty' as const, init() {} };

export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider');
  const language = useSyncExternalStore(
    (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    () => i18n.language,
    // Hydration needs the server's snapshot too (without it React re-renders the whole page).
    () => i18n.language,
  );
  const first = typeof ns === 'string' ? ns : ns?.[0];
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` when the language changes
  const t = useMemo(() => i18n.getFixedT(null, first), [i18n, first, language]);
  return { t, i18n, ready: true };
}
