// React 18+ has useSyncExternalStore: react-i18next's import of the pre-18 shim resolves here
// (vite.config.ts), so the shim's code stays out of every page's first load.
export { useSyncExternalStore } from 'react';
