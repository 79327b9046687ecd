import cluster from 'node:cluster';
import { getPriority, setPriority } from 'node:os';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { createHttpApp, createWorkerHealthApp } from './http/app';
import { buildDir } from './paths';
import { createLogger } from './platform/logger';
import { announceReady, processDuties, processLayout, processLogFields, runPrimary } from './processes';
import { createServices } from './services';
import { prepareDatabase } from './startup';

/** Starts this process's part of the server (ADR-0015); `loadPages` gives the React Router build. */
export async function main(loadPages: () => Promise<ServerBuild>) {
  try {
    await run(loadPages);
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  }
}

async function run(loadPages: () => Promise<ServerBuild>) {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, processLogFields(config.ROLE));
  // WEB_CONCURRENCY (ADR-0015): this process only forks and watches the ones that do the work.
  if (cluster.isPrimary && processLayout(config).fork) return runPrimary(config, logger);
  const duties = processDuties(config.ROLE);
  // Jobs can wait a moment; a customer's request cannot (ADR-0015). Only ever lowered: raising a
  // priority back needs privileges.
  if (!duties.servesPages) setPriority(Math.max(getPriority(), config.WORKER_NICE));
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_MAX,
    // The requests using it answer 503; the pool opens a fresh connection for the next ones.
    onConnectionError: (error) => logger.warn('database connection lost', { error: error.message }),
  });
  const services = createServices({ config, database, logger });
  await prepareDatabase(services, config);
  // Every process drops its cached catalogue, content, settings and pages on any process's change.
  await services.caches.start();
  if (services.testClock) {
    logger.warn('TEST_CLOCK is on: the application clock can be moved through /api/test/clock', {
      now: services.clock.now().toISOString(),
    });
  }
  const app = duties.servesPages
    ? createHttpApp({
        services,
        build: await loadPages(),
        clientDir: join(buildDir, 'client'),
      })
    : createWorkerHealthApp(services);
  // Delivers the mail outbox and runs scheduled jobs (ADR-0009) where the ROLE says (ADR-0015).
  if (duties.runsJobs) {
    services.jobs.start();
    if (!duties.listens) {
      logger.info('running jobs', { database: database.kind, mail: services.mailer.transport });
      announceReady();
    }
  }
  // Express hands a listen error (a port already taken) to this callback: a process that serves
  // nothing must not stay up running jobs, so it exits non-zero.
  const server = duties.listens
    ? app.listen(config.PORT, config.HOST, (error?: Error) => {
        if (error) {
          logger.error('cannot listen', { port: config.PORT, error: error.message });
          process.exit(1);
        }
        logger.info('listening', {
          url: `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`,
          database: database.kind,
          mail: services.mailer.transport,
        });
        announceReady();
      })
    : null;
  const stop = () => {
    logger.info('shutting down');
    // The jobs in hand finish (or their lease lets another process take them over later).
    const worker = services.jobs.stop();
    const exit = () => void worker.finally(() => database.close()).finally(() => process.exit(0));
    if (server) server.close(exit);
    else exit();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
