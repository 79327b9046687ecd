import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useRootData } from '~/root-data';
import { I18N_DATA_ID, namespacesOf, scriptJson } from './route-namespaces';

/**
 * The page's dictionaries, in its HTML: exactly the namespaces its matched routes declare (plus
 * the signed-in header's), in the page language. The browser starts i18next from it before
 * hydrating, so no dictionary is fetched as a script on first load. In the browser the element is
 * kept as the server sent it.
 */
export function I18nData() {
  const matches = useMatches();
  const signedIn = !!useRootData()?.user;
  const { i18n } = useTranslation();
  const [json] = useState(() => {
    if (typeof document !== 'undefined') return document.getElementById(I18N_DATA_ID)?.textContent ?? '';
    const bundles = namespacesOf(matches, signedIn).map((ns) => [
      ns,
      i18n.getResourceBundle(i18n.language, ns) ?? {},
    ]);
    return scriptJson(Object.fromEntries(bundles));
  });
  return (
    <script
      id={I18N_DATA_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
