import { useRouteLoaderData } from 'react-router';
import type { rootLoader } from './root-loader.server';

/** The root loader's data (language, theme, site settings…) from anywhere in the tree. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}
