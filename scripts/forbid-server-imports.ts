import type { Plugin } from 'vite';

/** Browser code must never pull in Node-only server modules (ADR-0001): the build fails if it does. */
export function forbidServerImports(root = process.cwd()): Plugin {
  return {
    name: 'forbid-server-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer, options) {
      if (options?.ssr || !importer || importer.includes('/node_modules/')) return null;
      if (/(^|\/)server\//.test(source) || /\.server(\.[jt]sx?)?$/.test(source)) {
        this.error(`Browser code may not import server code: "${source}" from ${importer.replace(root, '')}`);
      }
      return null;
    },
  };
}
