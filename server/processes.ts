import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import type { Logger } from './platform/logger';

type Role = Config['ROLE'];

/**
 * How the processes of one start are laid out (ADR-0015):
 * - no WEB_CONCURRENCY: this process does its ROLE (`all`: serves and runs the jobs);
 * - WEB_CONCURRENCY=N with ROLE=all: a primary forks N web processes sharing PORT and one job
 *   process (N + 1 children), so no process that serves pages renders PDFs;
 * - WEB_CONCURRENCY=N > 1 with ROLE=web: N web processes, the jobs run elsewhere (ROLE=worker);
 * - ROLE=worker: one job process, whatever WEB_CONCURRENCY says (platforms set it for every process).
 */
export function processLayout(config: Pick<Config, 'ROLE' | 'WEB_CONCURRENCY'>) {
  const web = config.WEB_CONCURRENCY;
  const fork = web !== undefined && (config.ROLE === 'all' || (config.ROLE === 'web' && web > 1));
  return {
    fork,
    /** Children the primary starts with each role (empty when this process does the work itself). */
    children: fork ? { web: web!, worker: config.ROLE === 'all' ? 1 : 0 } : { web: 0, worker: 0 },
  };
}

/** Whether this process serves HTTP on PORT, runs the jobs, or both. */
export function processDuties(role: Role) {
  return {
    servesPages: role !== 'worker',
    runsJobs: role !== 'web',
    // A job process forked by the primary listens on nothing: in the cluster, PORT is the web
    // processes'. On its own, a worker answers /healthz on PORT for its supervisor.
    listens: role !== 'worker' || !cluster.isWorker,
  };
}

/** Every log line of a process in a multi-process layout says which process wrote it. */
export function processLogFields(role: Role): Record<string, unknown> {
  return cluster.isWorker || role !== 'all' ? { role, pid: process.pid } : {};
}

/** A child tells the primary it is ready (listening, or running its jobs). */
export function announceReady() {
  if (cluster.isWorker) process.send?.({ type: 'ready' });
}

const RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * The primary of WEB_CONCURRENCY (node's cluster, round-robin on PORT). It opens no database: the
 * first child starts alone (it applies the migrations and creates what a start creates), the
 * others once it is ready. A child that fails the first start stops the whole start (a bad port, an
 * unreachable database); one that dies later is replaced (again and again, backing off to 30 s). SIGTERM/SIGINT stop the children, then exit.
 */
export function runPrimary(config: Config, logger: Logger) {
  const { children } = processLayout(config);
  const roles: Role[] = [
    ...Array<Role>(children.worker).fill('worker'),
    ...Array<Role>(children.web).fill('web'),
  ];
  const alive = new Map<Worker, Role>();
  let stopping = false;

  function fork(role: Role): Promise<Worker> {
    const worker = cluster.fork({ ROLE: role });
    alive.set(worker, role);
    return new Promise((resolve, reject) => {
      let ready = false;
      worker.on('message', (message: { type?: string } | null) => {
        if (message?.type !== 'ready' || ready) return;
        ready = true;
        resolve(worker);
      });
      worker.once('exit', (code, signal) => {
        alive.delete(worker);
        if (!ready) return reject(new Error(`the ${role} process exited (${code ?? signal}) while starting`));
        if (stopping) return;
        logger.error('process died; starting another', { role, pid: worker.process.pid, code, signal });
        restart(role, RESTART_DELAY_MS);
      });
    });
  }

  /** A replacement that fails to start (the database away for a while) is tried again, less often. */
  function restart(role: Role, delay: number) {
    setTimeout(() => {
      if (stopping) return;
      fork(role).catch((error: unknown) => {
        logger.error('process failed to start; trying again', { role, error: String(error) });
        restart(role, Math.min(delay * 2, MAX_RESTART_DELAY_MS));
      });
    }, delay);
  }

  function stopAll(code: number) {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { processes: alive.size });
    for (const worker of alive.keys()) worker.process.kill('SIGTERM');
    const done = () => process.exit(code);
    if (alive.size === 0) return done();
    cluster.on('exit', () => {
      if (alive.size === 0) done();
    });
    setTimeout(done, STOP_TIMEOUT_MS).unref();
  }

  function fail(error: unknown) {
    logger.error('cluster start failed', { error: error instanceof Error ? error.message : String(error) });
    stopAll(1);
  }

  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));

  void (async () => {
    const [first, ...rest] = roles;
    const started = [await fork(first!)];
    started.push(...(await Promise.all(rest.map(fork))));
    logger.info('processes ready', {
      port: config.PORT,
      web: started.filter((w) => alive.get(w) === 'web').map((w) => w.process.pid),
      worker: started.filter((w) => alive.get(w) === 'worker').map((w) => w.process.pid),
    });
  })().catch(fail);
}
