import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

export function machine() {
  return { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version };
}

/** The machine's 1-minute load average, rounded: others' work on a shared machine shows here. */
export const load1 = (digits = 1) => Number(loadavg()[0]!.toFixed(digits));

/** utime + stime of a process, in ms (Linux clock ticks: 100 per second); 0 once it has ended. */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The CPU of a PostgreSQL server running on this machine, in ms: its live processes' own, and
 * what its backends that have exited left to the postmaster (their parent). Null when no
 * PostgreSQL process is visible here (a server elsewhere).
 */
export function postgresCpuMs(): number | null {
  let ticks: number | null = null;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1]!.split(' ');
      // utime, stime, and the children's cutime, cstime (only the postmaster has children).
      ticks = (ticks ?? 0) + [11, 12, 13, 14].reduce((sum, at) => sum + Number(fields[at]), 0);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks === null ? null : ticks * 10;
}

/** The server's process and its direct children (WEB_CONCURRENCY: the web and job processes). */
export function serverProcesses(root: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(root);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [root, ...children];
}

/** The CPU all of a server's processes spent while `work` ran, in ms. */
export async function serverCpuMs<T>(
  root: number,
  work: () => Promise<T>,
): Promise<{ result: T; cpuMs: number }> {
  const pids = serverProcesses(root);
  const before = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const result = await work();
  return { result, cpuMs: pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - before };
}
