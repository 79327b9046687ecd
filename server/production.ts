// The production server's one bundle (ADR-0023): Vite's SSR build takes this file as its entry, so
// the Express app, the services and the React Router pages are built together and share each
// module of server/ (a class is one class at run time). `build/main.js` calls `start`.
import type { ServerBuild } from 'react-router';
import { main } from './main';

/**
 * The pages, in a chunk of their own: a job process (ROLE=worker) and the cluster's primary never
 * load React or the routes.
 */
export const loadPages = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;

export function start() {
  return main(loadPages);
}
