// `npm run db:migrate` and `npm run db:seed`, on the configured database.
import { loadConfig } from '../config';
import { createLogger } from '../platform/logger';
import { createServices } from '../services';
import { openDatabase } from './connection';
import { seedDemoShop } from './seed';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx server/db/cli.ts migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await database.migrate();
  logger.info('migrations applied', { database: database.kind });
  if (command === 'seed') {
    const { seeded } = await seedDemoShop(createServices({ config, database, logger }));
    logger.info(seeded.length ? 'demo shop seeded' : 'nothing to seed: the database already has content', {
      seeded,
    });
  }
} finally {
  await database.close();
}
