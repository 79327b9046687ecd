import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * A private PostgreSQL cluster in a temporary folder, on its own port (initdb + pg_ctl), so a
 * fault test can stop and restart its database without touching anyone else's.
 */
export function createPostgresCluster(port: number) {
  const versions = readdirSync('/usr/lib/postgresql').sort();
  const bin = join('/usr/lib/postgresql', versions.at(-1) ?? '', 'bin');
  if (!existsSync(join(bin, 'initdb'))) throw new Error(`initdb not found under ${bin}`);
  const dir = mkdtempSync(join(tmpdir(), 'emballo-soak-pg-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: run its tools as the postgres user then.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) => {
    const cmd = join(bin, tool);
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    init: () => run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']),
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
