import { solvedPayloads } from './captcha';
import { measure, type LoadResult } from './load';

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

export async function prepareScaleData(): Promise<null | {
  size: { services: number; notifications: number };
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}> {
  return null;
}

export async function scaleScenarios(_base: string) {
  return [] as { name: string; connections: number; p50: number; p95: number; failures: number }[];
}
