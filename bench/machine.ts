import { cpus, loadavg } from 'node:os';

export function machine() {
  return { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version };
}

/** The machine's 1-minute load average, rounded: others' work on a shared machine shows here. */
export const load1 = (digits = 1) => Number(loadavg()[0]!.toFixed(digits));
