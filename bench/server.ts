import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_SECRET } from './captcha';
import { placeStaticFile } from './static-file';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The production build on loopback, with rate limits raised for load (the limits themselves are
 * checked separately). Embedded database in a fresh folder unless DATABASE_URL is given (an
 * `env` value of undefined unsets the variable: DATABASE_URL undefined is the embedded database).
 */
export async function startServer(opts: {
  buildDir: string;
  port: number;
  env?: Record<string, string | undefined>;
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'emballo-bench-'));
  placeStaticFile(opts.buildDir);
  // BENCH_NODE_ARGS: options for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, join(opts.buildDir, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: opts.buildDir,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
      LOG_LEVEL: 'error',
      RATE_LIMIT_FORMS: '100000000',
      RATE_LIMIT_API: '100000000',
      SESSION_SECRET: BENCH_SECRET,
      CAPTCHA_MAX_NUMBER: '10',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  await waitForHealth(url, 120_000);
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  } satisfies RunningServer;
}

export async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server at ${url} not healthy within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
