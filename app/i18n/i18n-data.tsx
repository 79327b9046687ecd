import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useRootData } from '~/root-data';
import { PageJson } from '~/lib/page-json';
import { I18N_DATA_ID, namespacesOf } from './route-namespaces';

/**
 * The page's dictionaries, in its HTML: exactly the namespaces its matched routes declare (plus
 * the signed-in header's), in the page language. The browser starts i18next from it before
 * hydrating, so no dictionary is fetched as a script on first load.
 */
export function I18nData() {
  const matches = useMatches();
  const signedIn = !!useRootData()?.user;
  const { i18n } = useTranslation();
  return (
    <PageJson
      id={I18N_DATA_ID}
      value={() =>
        Object.fromEntries(
          namespacesOf(matches, signedIn).map((ns) => [ns, i18n.getResourceBundle(i18n.language, ns) ?? {}]),
        )
      }
    />
  );
}
