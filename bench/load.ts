import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** A fixed-duration load on loopback (autocannon), bounded in time. */
export async function measure(opts: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  requests?: autocannon.Request[];
}): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    requests: opts.requests,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
