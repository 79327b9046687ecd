import { useRouteLoaderData } from 'react-router';
import type { loader } from './root';

/** The root loader's data (language, theme, site settings…) from anywhere in the tree. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}
