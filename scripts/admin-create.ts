// `npm run admin:create -- --email boss@example.com` creates (or promotes) an admin account.
// The password comes from ADMIN_PASSWORD or is asked on the terminal (never on the command line).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { createLogger } from '../server/platform/logger';
import { createServices } from '../server/services';

const { values } = parseArgs({
  options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
});
const config = loadConfig();
const email = values.email ?? config.ADMIN_EMAIL;
if (!email) {
  console.error('usage: npm run admin:create -- --email <address> [--first-name X --last-name Y]');
  process.exit(2);
}

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const password = await rl.question('Password (at least 8 characters): ');
  rl.close();
  return password;
}

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await database.migrate();
  const services = createServices({ config, database, logger: createLogger('warn') });
  const result = await services.accounts.ensureAdmin({
    email,
    password: await askPassword(),
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(result.created ? `admin ${email} created` : `${email} exists: it is now an admin`);
} catch (error) {
  console.error(
    error instanceof Error && error.message.startsWith('password.') ? `refused: ${error.message}` : error,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
