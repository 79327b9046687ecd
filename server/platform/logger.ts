type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void> & {
  child(fields: Record<string, unknown>): Logger;
};

/** Structured logs: one JSON object per line on stdout, with the fields of its context. */
export function createLogger(
  level: Level | 'silent' = 'info',
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): Logger {
  const log = (lvl: Level) => (msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < order[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...base, ...fields }));
  };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
