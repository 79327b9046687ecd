import type { Router } from 'express';

export interface Endpoint {
  method: string;
  /** The full path, parameters replaced by `x1`. */
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle: Router & { stack?: unknown[] };
}

/** Every route registered on a router and the routers mounted in it (mount paths included), for tests. */
export function listRoutes(router: Router, prefix = ''): Endpoint[] {
  const out: Endpoint[] = [];
  for (const layer of router.stack as unknown as Layer[]) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods))
        out.push({ method, path: prefix + layer.route.path.replace(/:(\w+)/g, 'x1') });
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      out.push(...listRoutes(layer.handle, prefix + mount));
    }
  }
  return out;
}
