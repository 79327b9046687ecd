import { createChallenge } from 'altcha-lib/v1';

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0001';

/**
 * Solved human-check payloads made with the server's secret (the bench sets it): the load then
 * measures the endpoint, not the visitor's proof of work. Each payload is accepted once.
 */
export async function solvedPayloads(count: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const number = 1;
    const c = await createChallenge({
      hmacKey: BENCH_SECRET,
      maxnumber: 10,
      number,
      expires: new Date(Date.now() + 3_600_000),
    });
    out.push(
      Buffer.from(
        JSON.stringify({
          algorithm: c.algorithm,
          challenge: c.challenge,
          number,
          salt: c.salt,
          signature: c.signature,
        }),
      ).toString('base64'),
    );
  }
  return out;
}
