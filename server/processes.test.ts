import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildDir, projectRoot } from './paths';
import { withDatabase } from './test/global-setup';
import { newestSource } from './test/pages';
import { waitFor } from './test/wait';

/**
 * WEB_CONCURRENCY on the built server (ADR-0015): `node build/main.js` with ROLE=all and
 * WEB_CONCURRENCY=2 on a fresh database of the local PostgreSQL (DATABASE_URL's server when set).
 */
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
const postgres = await reachable(ADMIN_URL);

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A new TCP connection per request, so the cluster hands each to the next web process. */
function health(port: number) {
  return new Promise<{ role: string; pid: number; status: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(JSON.parse(body) as { role: string; pid: number; status: string }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface LogLine {
  msg: string;
  role?: string;
  pid?: number;
  job?: string;
  web?: number[];
  worker?: number[];
}

describe.skipIf(!postgres)('the built server with WEB_CONCURRENCY=2 (one port, jobs in one process)', () => {
  it('two web processes answer on one port; every job runs in the one job process', async () => {
    const main = join(buildDir, 'main.js');
    if (!existsSync(main)) throw new Error(`No server build at ${main}: run \`npm run build\` first.`);
    if (newestSource(join(projectRoot, 'server')) > statSync(main).mtimeMs)
      throw new Error('The server build is older than server/: run `npm run build` first.');

    const name = `emballo_procs_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const databaseUrl = withDatabase(ADMIN_URL, name);
    const port = await freePort();
    const lines: LogLine[] = [];
    const child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: 'process-test-secret-process-test-secret',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'emballo-procs-')),
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ROLE: 'all',
        WEB_CONCURRENCY: '2',
        SEED_DEMO: 'never',
        LOG_LEVEL: 'debug',
        JOBS_POLL_MS: '100',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = pending + chunk.toString();
      const parts = text.split('\n');
      pending = parts.pop()!;
      for (const part of parts) {
        try {
          lines.push(JSON.parse(part) as LogLine);
        } catch {
          // not a log line
        }
      }
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const db = new pg.Client({ connectionString: databaseUrl });
    try {
      await waitFor(
        () => child.exitCode === null && lines.some((l) => l.msg === 'processes ready'),
        // Migrations on an empty database, then three processes: ~5 s on a quiet machine.
        40_000,
        'the primary reporting its processes ready',
      );
      const ready = lines.find((l) => l.msg === 'processes ready')!;
      expect(ready.web).toHaveLength(2);
      expect(ready.worker).toHaveLength(1);

      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await health(port));
      expect(answers.every((a) => a.status === 'ok' && a.role === 'web')).toBe(true);
      expect(new Set(answers.map((a) => a.pid))).toEqual(new Set(ready.web));
      // The job process yields the cores to the web processes (WORKER_NICE, 10 by default).
      const own = getPriority();
      expect(ready.web!.map((pid) => getPriority(pid))).toEqual([own, own]);
      expect(getPriority(ready.worker![0]!)).toBe(Math.max(own, 10));

      // Twelve mails enqueued as a web process's transaction would: the job process delivers them.
      await db.connect();
      const ids: string[] = Array.from({ length: 12 }, () => randomUUID());
      for (const id of ids)
        await db.query(
          `insert into jobs (id, name, payload, run_at, max_attempts, created_at)
           values ($1, 'mail.send', $2, now(), 3, now())`,
          [id, { to: 'someone@example.test', subject: `job ${id}`, text: 'hello', html: '<p>hello</p>' }],
        );
      // Done in the table, and logged: a job's log line reaches this process's pipe a moment after
      // its row is marked done.
      const logged = () => lines.filter((l) => l.msg === 'job done' && ids.includes(l.job!));
      await waitFor(
        async () =>
          (
            await db.query(`select count(*)::int as n from jobs where id = any($1) and status = 'done'`, [
              ids,
            ])
          ).rows[0].n === ids.length && logged().length >= ids.length,
        10_000,
        'the twelve jobs done and logged',
      );
      const done = logged();
      expect(done).toHaveLength(ids.length);
      expect(new Set(done.map((l) => l.pid))).toEqual(new Set(ready.worker));
      expect(done.every((l) => l.role === 'worker')).toBe(true);
      // No job of any kind ran in a web process.
      expect(lines.filter((l) => l.msg === 'job done' && l.role !== 'worker')).toEqual([]);
    } finally {
      await db.end().catch(() => {});
      child.kill('SIGTERM');
      await exited;
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
    expect(child.exitCode).toBe(0);
  }, 60_000);
});
