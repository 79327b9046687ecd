/**
 * Server time seen from loopback: `count` requests over `connections` parallel loops; p50/p95.
 * `url` may be a function of the request's number, for a new URL each time.
 */
export async function latencyPercentiles(
  url: string | ((request: number) => string),
  connections: number,
  count: number,
  init?: RequestInit,
) {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  async function loop() {
    while (next < count) {
      const request = next++;
      const started = performance.now();
      try {
        const res = await fetch(typeof url === 'string' ? url : url(request), init);
        await res.arrayBuffer();
        times.push(performance.now() - started);
        if (!res.ok) failures++;
      } catch {
        failures++;
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1));
  return { p50: at(0.5), p95: at(0.95), failures };
}
