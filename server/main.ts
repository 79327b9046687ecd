import cluster from 'node:cluster';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { seedDemoShop, shouldSeedOnStart } from './db/seed';
import { createHttpApp, createWorkerHealthApp } from './http/app';
import { buildDir } from './paths';
import { createLogger } from './platform/logger';
import { announceReady, processDuties, processLayout, processLogFields, runPrimary } from './processes';
import { createServices } from './services';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, processLogFields(config.ROLE));
  // WEB_CONCURRENCY (ADR-0015): this process only forks and watches the ones that do the work.
  if (cluster.isPrimary && processLayout(config).fork) return runPrimary(config, logger);
  const duties = processDuties(config.ROLE);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const services = createServices({ config, database, logger });
  if (services.testClock) {
    logger.warn('TEST_CLOCK is on: the application clock can be moved through /api/test/clock', {
      now: services.clock.now().toISOString(),
    });
  }
  if (shouldSeedOnStart(config)) {
    const { seeded } = await seedDemoShop(services);
    if (seeded.length) logger.info('demo shop seeded', { seeded });
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const admin = await services.accounts.ensureAdmin({
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
    if (admin.created) logger.info('admin account created', { email: config.ADMIN_EMAIL });
  }
  const app = duties.servesPages
    ? createHttpApp({
        services,
        build: (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild,
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
  const server = duties.listens
    ? app.listen(config.PORT, config.HOST, () => {
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
