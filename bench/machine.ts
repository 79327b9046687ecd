import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

export function machine() {
  return { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version };
}

/** The machine's 1-minute load average, rounded: others' work on a shared machine shows here. */
export const load1 = (digits = 1) => Number(loadavg()[0]!.toFixed(digits));

/** A process's name and its /proc stat fields after the name (state first), or null once it has ended. */
function processStat(pid: number | string): { name: string; fields: string[] } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const end = stat.lastIndexOf(') ');
    return { name: stat.slice(stat.indexOf('(') + 1, end), fields: stat.slice(end + 2).split(' ') };
  } catch {
    return null;
  }
}

const pidsRunning = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name));

/** Clock ticks (100 per second) in ms of the given stat fields (11 utime, 12 stime, 13-14 children's). */
const ticksMs = (fields: string[], at: number[]) => at.reduce((sum, i) => sum + Number(fields[i]), 0) * 10;

/** utime + stime of a process, in ms; 0 once it has ended. */
export function cpuMs(pid: number): number {
  const stat = processStat(pid);
  return stat ? ticksMs(stat.fields, [11, 12]) : 0;
}

/**
 * The CPU of a PostgreSQL server running on this machine, in ms: its live processes' own, and
 * what its backends that have exited left to the postmaster (their parent: cutime, cstime). Null
 * when no PostgreSQL process is visible here (a server elsewhere).
 */
function postgresCpuMs(): number | null {
  const stats = pidsRunning()
    .map(processStat)
    .filter((stat) => stat?.name === 'postgres');
  return stats.length ? stats.reduce((sum, stat) => sum + ticksMs(stat!.fields, [11, 12, 13, 14]), 0) : null;
}

/**
 * Starts counting PostgreSQL's CPU (`postgresCpuMs`) when `serverUrl` names a server: the answer
 * reads the ms spent since, or null (the embedded database, or no PostgreSQL process here).
 */
export function postgresCpuSince(serverUrl: string | null | undefined): () => number | null {
  const before = serverUrl ? postgresCpuMs() : null;
  return () => {
    const after = before === null ? null : postgresCpuMs();
    return after === null ? null : after - before!;
  };
}

/** The server's process and its direct children (WEB_CONCURRENCY: the web and job processes). */
export function serverProcesses(root: number): number[] {
  const children = pidsRunning()
    .filter((pid) => processStat(pid)?.fields[1] === String(root))
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
