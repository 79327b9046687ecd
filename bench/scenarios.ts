import { randomBytes } from 'node:crypto';
import { solvedPayloads } from './captcha';
import { latencyPercentiles } from './latency';
import { measure, type LoadResult } from './load';
import { BENCH_USER } from './prepare';

/** API endpoints under load. Each needs the module that serves it; absent ones are noted. */
export async function apiScenarios(
  base: string,
  opts: { connections: number; seconds: number; notes: string[] },
): Promise<(LoadResult & { name: string })[]> {
  const out: (LoadResult & { name: string })[] = [];
  const probe = await fetch(`${base}/api/contact_requests/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (probe.status === 404) {
    opts.notes.push('POST /api/contact_requests/subscribe is not there yet: not measured.');
  } else {
    const payloads = await solvedPayloads(opts.seconds * 3000);
    let n = 0;
    const result = await measure({
      url: `${base}/api/contact_requests/subscribe`,
      connections: opts.connections,
      seconds: opts.seconds,
      requests: [
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              email: `bench-${n}@example.com`,
              altcha: payloads[n++ % payloads.length],
            }),
          }),
        },
      ],
    });
    out.push({ name: 'POST /api/contact_requests/subscribe', ...result });
  }
  return out;
}

/** A Bearer token for the bench user (POST /api/auth/login), or null when logging in is not possible. */
export async function benchToken(base: string): Promise<string | null> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  if (!res.ok) return null;
  return ((await res.json()) as { token?: string }).token ?? null;
}

export async function notificationsScenario(
  base: string,
  opts: { connections: number; seconds: number; notes: string[] },
) {
  const token = await benchToken(base);
  if (!token) {
    opts.notes.push('Could not log the bench user in: GET /api/user/get_notifications not measured.');
    return null;
  }
  const result = await measure({
    url: `${base}/api/user/get_notifications?sort=desc`,
    connections: opts.connections,
    seconds: opts.seconds,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return { name: 'GET /api/user/get_notifications?sort=desc (200 notifications)', ...result };
}

/**
 * The Cookie header of a browser session of the bench user: the /login form as a browser posts it
 * (XSRF-TOKEN cookie echoed in `_xsrf`), keeping the `sid` cookie it sets. Null when it fails.
 */
export async function benchSessionCookie(base: string): Promise<string | null> {
  const xsrf = randomBytes(32).toString('base64url');
  const res = await fetch(`${base}/fr/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `XSRF-TOKEN=${xsrf}` },
    body: new URLSearchParams({ _xsrf: xsrf, email: BENCH_USER.email, password: BENCH_USER.password }),
  });
  await res.arrayBuffer();
  const sid = res.headers
    .getSetCookie()
    .map((c) => /^sid=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!sid) return null;
  const cookie = `XSRF-TOKEN=${xsrf}; sid=${sid}`;
  // The session must be a real one: the account page answers instead of sending to /login.
  const account = await fetch(`${base}/fr/account`, { redirect: 'manual', headers: { Cookie: cookie } });
  await account.arrayBuffer();
  return account.status === 200 ? cookie : null;
}

/**
 * anonymous: what the stored-page cache may answer. anonymous, uncached: a visitor carrying a
 * cookie the page cache never stores pages for, so the page is rendered every time (loaders,
 * database, React) — the render cost alone. logged in: the bench user's session, rendered every
 * time, plus what a session costs (its lookup, the header's unread-notification count).
 */
export type Visitor = 'anonymous' | 'anonymous, uncached' | 'logged in';

/** Not one of the cookies the page cache accepts (XSRF, language, theme): the page is rendered. */
const UNCACHED_COOKIE = 'bench_uncached=1';
/** Requests before each measurement, so that first-use costs (snapshots, JIT) are not counted. */
const WARM_UP = 5;

export interface ScaleRow {
  name: string;
  path: string;
  /** Anonymous visitors may be answered from the stored-page cache; a logged-in user never is. */
  visitor: Visitor;
  /** The X-Page-Cache header of the last response measured ('—' when the server sent none). */
  pageCache: string;
  connections: number;
  p50: number;
  p95: number;
  failures: number;
}

/**
 * Server time at scale: the catalogue list, a category page and search, at 1 and 10 connections,
 * each as an anonymous visitor (what the page cache serves) and logged in as the bench user (the
 * uncached path: loaders, database and rendering on every request).
 */
export async function scaleScenarios(base: string, notes: string[]): Promise<ScaleRow[]> {
  const categoryPage = await fetch(`${base}/fr/produits`).then((r) => r.text());
  const category = /href="\/fr(\/category\/[^"]+)"/.exec(categoryPage)?.[1] ?? '/category/emballage';
  const targets = [
    ['catalogue list', '/fr/produits'],
    ['category page', `/fr${category}`],
    ['search (fr, "carton")', '/fr/search-result?q=carton'],
    ['search (ar, "تخزين")', `/ar/search-result?q=${encodeURIComponent('تخزين')}`],
    ['search (misspelt, "stokage")', '/fr/search-result?q=stokage'],
  ] as const;
  const session = await benchSessionCookie(base);
  if (!session)
    notes.push('Could not log the bench user in: the scale pages were measured anonymously only.');
  const visitors: [Visitor, RequestInit][] = [
    ['anonymous', {}],
    ['anonymous, uncached', { headers: { Cookie: UNCACHED_COOKIE } }],
  ];
  if (session) visitors.push(['logged in', { headers: { Cookie: session } }]);
  const out: ScaleRow[] = [];
  for (const [name, path] of targets) {
    for (const [visitor, init] of visitors) {
      for (const connections of [1, 10]) {
        console.log('scale', name, visitor, `${connections} connection(s)`);
        await latencyPercentiles(base + path, 1, WARM_UP, init);
        const r = await latencyPercentiles(base + path, connections, connections === 1 ? 100 : 300, init);
        const last = await fetch(base + path, init);
        await last.arrayBuffer();
        const pageCache = last.headers.get('x-page-cache') ?? '—';
        if (visitor !== 'anonymous' && pageCache === 'hit')
          notes.push(`${path} (${visitor}) was answered from the page cache: not an uncached figure.`);
        out.push({ name, path, visitor, pageCache, connections, ...r });
      }
    }
  }
  return out;
}
