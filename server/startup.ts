import type { Config } from './config';
import { seedDemoShop, shouldSeedOnStart } from './db/seed';
import type { Services } from './services';

/**
 * What a process does to the database before it serves, one process at a time under the
 * database's start-up lock (any number may start at once): apply the pending migrations (unless
 * MIGRATE_ON_START=false, when the deploy ran `npm run db:migrate`), seed the demo shop when asked,
 * and create or promote ADMIN_EMAIL's account.
 */
export async function prepareDatabase(services: Services, config: Config) {
  const { database, logger } = services;
  await database.withStartupLock(async (step) => {
    if (config.MIGRATE_ON_START === 'true') await step.migrate();
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
  });
}
