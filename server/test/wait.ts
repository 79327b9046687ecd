/** Polls `check` until it holds (or throws after `timeoutMs`): for effects a worker produces later. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
  what = 'condition',
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
