// `npm run dev`: the same server with Vite in middleware mode (hot reload, source maps).
import { createServer } from 'vite';
import type { ServerBuild } from 'react-router';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { seedDemoShop, shouldSeedOnStart } from './db/seed';
import { createHttpApp } from './http/app';
import { createLogger } from './platform/logger';
import { createServices } from './services';

const config = loadConfig({ NODE_ENV: 'development', ...process.env });
const logger = createLogger(config.LOG_LEVEL);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await database.migrate();
const services = createServices({ config, database, logger });
if (shouldSeedOnStart(config)) await seedDemoShop(services);
services.jobs.start();
const vite = await createServer({ server: { middlewareMode: true } });
const app = createHttpApp({
  services,
  before: [vite.middlewares],
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
});
app.listen(config.PORT, config.HOST, () => logger.info('dev server listening', { port: config.PORT }));
