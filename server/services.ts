import type { Config } from './config';
import type { Database } from './db/connection';
import { createSettingsService } from './modules/settings/service';
import { createCaptcha } from './platform/captcha';
import { systemClock, type Clock } from './platform/clock';
import type { Logger } from './platform/logger';
import { createMailer, type Mailer } from './platform/mail';
import { createRateLimiter } from './platform/rate-limit';

/** Everything a request handler may call: module services and platform parts, built once. */
export function createServices(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  clock?: Clock;
  mailer?: Mailer;
}) {
  const { config, database, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;
  const windowMs = config.RATE_LIMIT_WINDOW_MS;
  return {
    config,
    database,
    db,
    logger,
    clock,
    mailer:
      deps.mailer ??
      createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir, logger }),
    captcha: createCaptcha({ secret: config.sessionSecret, clock }),
    limits: {
      forms: createRateLimiter({ limit: config.RATE_LIMIT_FORMS, windowMs, clock }),
      api: createRateLimiter({ limit: config.RATE_LIMIT_API, windowMs, clock }),
    },
    settings: createSettingsService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
