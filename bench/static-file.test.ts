import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureStaticFile } from './static-file';

let server: Server;
let serverUrl = '';
let buildDir = '';

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'bench-static-'));
  mkdirSync(join(buildDir, 'client'));
  // Serves the file while it is small; a larger one answers 404, as a server that never knew it would.
  server = createServer((req, res) => {
    const body = readFileSync(join(buildDir, 'client', 'bench-static.html'));
    res.statusCode = req.url?.startsWith('/bench-static.html') && body.length < 100 ? 200 : 404;
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe('the static file the pages are compared with', () => {
  it('is written at the size asked and measured', async () => {
    const result = await measureStaticFile({ serverUrl, buildDir, bytes: 50, connections: 2, seconds: 1 });
    expect(readFileSync(join(buildDir, 'client', 'bench-static.html'), 'utf8')).toBe('x'.repeat(50));
    expect(result.requestsPerSecond).toBeGreaterThan(0);
  });

  it('refuses a run in which the server did not serve it, rather than report it as the baseline', async () => {
    await expect(
      measureStaticFile({ serverUrl, buildDir, bytes: 500, connections: 2, seconds: 1 }),
    ).rejects.toThrow(/not served/);
  });
});
