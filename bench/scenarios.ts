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

/** Server time at scale: the catalogue list, a category page and search, at 1 and 10 connections. */
export async function scaleScenarios(base: string) {
  const categoryPage = await fetch(`${base}/fr/produits`).then((r) => r.text());
  const category = /href="\/fr(\/category\/[^"]+)"/.exec(categoryPage)?.[1] ?? '/category/emballage';
  const targets = [
    ['catalogue list', '/fr/produits'],
    ['category page', `/fr${category}`],
    ['search (fr, "carton")', '/fr/search-result?q=carton'],
    ['search (ar, "تخزين")', `/ar/search-result?q=${encodeURIComponent('تخزين')}`],
    ['search (misspelt, "stokage")', '/fr/search-result?q=stokage'],
  ] as const;
  const out: { name: string; connections: number; p50: number; p95: number; failures: number }[] = [];
  for (const [name, path] of targets) {
    for (const connections of [1, 10]) {
      console.log('scale', name, `${connections} connection(s)`);
      const r = await latencyPercentiles(base + path, connections, connections === 1 ? 100 : 300);
      out.push({ name: `${name} ${path}`, connections, ...r });
    }
  }
  return out;
}
