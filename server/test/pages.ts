import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import request from 'supertest';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_FIELD, XSRF_HEADER } from '../../common/http/cookies';
import { buildDir, projectRoot } from '../paths';
import { createTestApp } from './app';

let cached: Promise<ServerBuild> | undefined;
const testHelpers = join(projectRoot, 'server', 'test');

export function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // server/test/ holds the tests' helpers, which no build contains.
    if (entry.isDirectory()) {
      if (path !== testHelpers) newest = Math.max(newest, newestSource(path));
    } else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** The built server's React Router bundle; throws when there is none or it is older than the sources. */
export function assertFreshBuild(): string {
  const file = join(buildDir, 'server', 'index.js');
  if (!existsSync(file)) throw new Error(`No React Router build at ${file}: run \`npm run build\` first.`);
  const built = statSync(file).mtimeMs;
  const stale = ['app', 'common', 'server'].find((dir) => newestSource(join(projectRoot, dir)) > built);
  if (stale) throw new Error(`The build is older than ${stale}/: run \`npm run build\` before this test.`);
  return file;
}

/**
 * The production React Router build (`npm run build`, which `npm test` runs before the unit tests).
 * A build older than the app's sources is refused rather than tested.
 */
export function loadServerBuild(): Promise<ServerBuild> {
  const file = assertFreshBuild();
  // The bundle's entry is the production server (server/production.ts); its pages load apart.
  cached ??= (
    import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<typeof import('../production')>
  ).then((server) => server.loadPages());
  return cached;
}

/**
 * The page tier: the real services, API and the React Router production build mounted on one
 * Express app, on a database of the test's own. Page loaders and actions answer HTTP requests
 * (supertest) as in production, without a browser.
 */
export async function createTestPages(...args: Parameters<typeof createTestApp>) {
  const [env = {}, opts = {}] = args;
  const build = await loadServerBuild();
  return createTestApp({ NODE_ENV: 'production', ...env }, { ...opts, build });
}

type App = Parameters<typeof request>[0];

/**
 * A visitor of the page tier: keeps the cookies the site sets (XSRF token, session, toasts, theme)
 * and posts forms as the browser does, with the `_xsrf` field. `sid` starts it signed in (the
 * secret of a session from `services.accounts`, e.g. confirmedUser(…).sid).
 */
export function visitor(app: App, opts: { sid?: string; ip?: string } = {}) {
  const jar = new Map<string, string>();
  if (opts.sid) jar.set(SESSION_COOKIE, opts.sid);
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: request.Response) => {
    const set = res.headers['set-cookie'] as unknown as string[] | undefined;
    for (const line of set ?? []) {
      const [pair, ...attrs] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || attrs.some((a) => /^\s*max-age=0$/i.test(a))) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  const withHeaders = (req: request.Test) => {
    req.set('Cookie', cookieHeader());
    if (opts.ip) req.set('X-Forwarded-For', opts.ip);
    return req;
  };
  const ensureXsrf = async () => {
    // Any answer after the static files sets it; an unknown API path is the cheapest.
    if (!jar.has(XSRF_COOKIE)) remember(await withHeaders(request(app).get('/api/xsrf-cookie')));
    return jar.get(XSRF_COOKIE)!;
  };
  return {
    cookies: jar,
    /** A GET as a full page load (or with `accept`/other headers given). */
    async get(path: string, headers: Record<string, string> = {}) {
      return remember(await withHeaders(request(app).get(path)).set(headers));
    },
    /** A form post as a browser without JavaScript sends it (urlencoded, with the XSRF field). */
    async post(
      path: string,
      fields: Record<string, string | string[]> = {},
      headers: Record<string, string> = {},
    ) {
      const body = new URLSearchParams();
      body.append(XSRF_FIELD, await ensureXsrf());
      for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
      return remember(
        await withHeaders(request(app).post(path)).set(headers).type('form').send(body.toString()),
      );
    },
    /** An API call with the session cookie and the XSRF header, as app/lib/api-client.ts sends it. */
    async api(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: unknown) {
      const token = await ensureXsrf();
      const req = withHeaders(request(app)[method](path)).set(XSRF_HEADER, token);
      return remember(await (body === undefined ? req : req.send(body as object)));
    },
  };
}
