import type { Locale } from '../../common/i18n/languages';

/**
 * Whole read models kept in memory per language, built on first use; `invalidate()` after any
 * write drops them all and bumps `version` (part of the public pages' ETags). A failed build is
 * not kept, so the next read tries again.
 */
export function createLocaleSnapshots<T>(build: (locale: Locale) => Promise<T>) {
  let version = 0;
  const snapshots = new Map<Locale, Promise<T>>();
  return {
    get(locale: Locale): Promise<T> {
      let pending = snapshots.get(locale);
      if (!pending) {
        pending = build(locale);
        pending.catch(() => snapshots.delete(locale));
        snapshots.set(locale, pending);
      }
      return pending;
    },
    invalidate() {
      snapshots.clear();
      version++;
    },
    version: () => version,
  };
}
