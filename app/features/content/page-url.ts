import { useLocation } from 'react-router';
import { splitLocalePath } from '../../../common/i18n/request-locale';
import { localizePath } from '../../../common/i18n/request-locale';
import { useLocale } from '~/i18n/use-locale';
import { useRootData } from '~/root-data';

/** The canonical absolute URL of the current page (language-prefixed), for JSON-LD. */
export function useCanonicalUrl() {
  const root = useRootData();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (root?.origin ?? '') + localizePath(splitLocalePath(pathname).rest, locale);
}
