import { vi } from 'vitest';
import { createCaptcha } from '../../server/platform/captcha';

const claimed = new Set<string>();

/**
 * The server's own human check with a tiny proof of work: the widget solves it in milliseconds.
 * The component tier has no database: its replay ledger is this run's set of claimed signatures.
 */
export const testCaptcha = createCaptcha({
  secret: 'component-tests',
  clock: { now: () => new Date() },
  ledger: { claimSolution: async (signature) => !claimed.has(signature) && !!claimed.add(signature) },
  maxNumber: 20,
});

type Answer =
  { status?: number; body?: unknown } | ((init: RequestInit | undefined) => Response | Promise<Response>);

/**
 * The network is the component tier's edge: `fetch` answers each `/api` path (matched by its start,
 * query ignored) as the server would. The human check's challenge is served unless listed. Unlisted paths
 * answer 404. The calls are kept for assertions.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
      .replace(/^https?:\/\/[^/]+/, '')
      .split('?')[0]!;
    const key = Object.keys(routes).find((route) => path === `/api${route}`);
    const answer = key === undefined ? undefined : routes[key];
    if (!answer && path === '/api/captcha/challenge') return json(200, await testCaptcha.challenge());
    if (!answer) return json(404, { message: 'Not found' });
    return typeof answer === 'function' ? answer(init) : json(answer.status ?? 200, answer.body ?? {});
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** The JSON bodies sent to `path`, in order. */
    sent: (path: string) =>
      fetch.mock.calls
        .filter(([url]) => String(url).split('?')[0]!.endsWith(`/api${path}`))
        .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined)),
    /** The requests made to `path` (URL and init). */
    calls: (path: string) =>
      fetch.mock.calls.filter(([url]) => String(url).split('?')[0]!.endsWith(`/api${path}`)),
  };
}

export function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
