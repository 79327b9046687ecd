import type { Config } from './config';
import type { Database } from './db/connection';
import { DATABASE_UPKEEP_EVERY_MS, DATABASE_UPKEEP_JOB, refreshPlannerStatistics } from './db/upkeep';
import { createCatalogService } from './modules/catalog/service';
import { createCartService } from './modules/cart/service';
import { createContactService } from './modules/contact/service';
import { BLOG_VIEWS_FLUSH_JOB, createContentService } from './modules/content/service';
import { createSearchService } from './modules/search/service';
import { createSettingsService } from './modules/settings/service';
import { createSettingsAdmin } from './modules/settings/admin';
import { registerContentEntities } from './modules/content/editing';
import { createAccountsService } from './modules/accounts/service';
import { createAttachmentsService, MAX_IMAGE_PIXELS } from './modules/attachments/service';
import { createNotificationsService } from './modules/notifications/service';
import { createPromotionsAdmin } from './modules/promotions/admin';
import { createPromotionsService } from './modules/promotions/service';
import { createMailOutbox } from './modules/jobs/outbox';
import { createJobsService } from './modules/jobs/service';
import { createPaymentsService } from './modules/payments/service';
import { createOrdersService } from './modules/orders/service';
import { createInvoicesService } from './modules/invoices/service';
import { createDemosService } from './modules/demos/service';
import { createRequestsService } from './modules/requests/service';
import { createCheckoutService } from './modules/checkout/service';
import { createSubscriptionsService } from './modules/subscriptions/service';
import { createAdminService } from './modules/admin/service';
import { createAdminSessionStore } from './modules/admin/sessions';
import { createCustomerAdmin } from './modules/accounts/admin-customers';
import { createSubscriberAdmin } from './modules/contact/admin-subscribers';
import { createBroadcasts } from './modules/notifications/broadcasts';
import { catalogMediaUses } from './modules/catalog/media-uses';
import { contentMediaUses } from './modules/content/media-uses';
import { createMediaService } from './modules/media/service';
import { createFileStore } from './modules/files';
import { createAuditLog } from './modules/audit/service';
import { MEDIA_MAX_PIXELS } from '../common/media/types';
import { createEditing } from './modules/editing/service';
import { registerCatalogEntities } from './modules/catalog/editing';
import { registerPortfolioEntities } from './modules/catalog/portfolio-editing';
import { registerCartReferences } from './modules/cart/catalog-references';
import { registerOrderReferences } from './modules/orders/catalog-references';
import { registerPromotionReferences } from './modules/promotions/catalog-references';
import {
  ROLLUP_EVERY_MS as DASHBOARD_ROLLUP_EVERY_MS,
  ROLLUP_JOB as DASHBOARD_ROLLUP_JOB,
} from './modules/dashboard/rollup';
import { createDashboard } from './modules/dashboard/service';
import { createSharedCaches } from './modules/caches/service';
import { createCaptcha } from './platform/captcha';
import { createLimits } from './modules/limits/buckets';
import { settableClock, systemClock, type Clock, type SettableClock } from './platform/clock';
import type { Logger } from './platform/logger';
import { createMailer, type Mailer } from './platform/mail';

/** Everything a request handler may call: module services and platform parts, built once. */
export function createServices(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  clock?: Clock;
  mailer?: Mailer;
}) {
  const { config, database, logger } = deps;
  // TEST_CLOCK=on (journeys only; config refuses it on a public https site): a clock tests can move.
  const testClock: SettableClock | null =
    !deps.clock && config.TEST_CLOCK === 'on'
      ? settableClock(config.TEST_CLOCK_START ? new Date(config.TEST_CLOCK_START) : undefined)
      : null;
  const clock = deps.clock ?? testClock ?? systemClock;
  const db = database.db;
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir, logger });
  const jobs = createJobsService({
    db,
    clock,
    logger,
    options: {
      pollMs: config.JOBS_POLL_MS,
      maxAttempts: config.JOBS_MAX_ATTEMPTS,
      backoffMs: config.JOBS_BACKOFF_MS,
      leaseMs: config.JOBS_LEASE_MS,
    },
  });
  const outbox = createMailOutbox({ jobs, mailer, from: config.MAIL_FROM });
  /** Rate buckets and login throttles, counted in the database once for every process (ADR-0018). */
  const limits = createLimits({ db, clock, config, jobs });
  const notifications = createNotificationsService({ database, clock, logger, timeZone: config.TIME_ZONE });
  /** Attachments' and images' bytes, shared by every process when they are in the database (ADR-0019). */
  const files = createFileStore({ kind: config.fileStore, dataDir: config.dataDir, db, clock });
  const media = createMediaService({
    db,
    clock,
    timeZone: config.TIME_ZONE,
    dataDir: config.dataDir,
    files,
    // The audit log writes with the caller's transaction and keeps no state: this is the admin's log.
    audit: createAuditLog({ db, clock, timeZone: config.TIME_ZONE }),
    jobs,
    uses: [catalogMediaUses, contentMediaUses],
    maxPixels: MEDIA_MAX_PIXELS,
    logger,
  });
  const catalog = createCatalogService(db, clock, config.TIME_ZONE, media.pictures);
  const promotions = createPromotionsService({ db, clock });
  const settings = createSettingsService(db, clock);
  const cart = createCartService({
    db,
    clock,
    catalog,
    promotions,
    settings,
    currency: config.SHOP_CURRENCY,
    timeZone: config.TIME_ZONE,
  });
  const payments = createPaymentsService({ db, clock, logger, jobs, config });
  const invoices = createInvoicesService({
    db,
    clock,
    timeZone: config.TIME_ZONE,
    publicUrl: config.PUBLIC_URL,
    settings,
    jobs,
    mailer,
    messageId: outbox.messageId,
  });
  const subscriptions = createSubscriptionsService({
    db,
    clock,
    timeZone: config.TIME_ZONE,
    publicUrl: config.PUBLIC_URL,
    jobs,
    outbox,
    notifications,
    payments,
    invoices,
  });
  const orders = createOrdersService({
    db,
    clock,
    timeZone: config.TIME_ZONE,
    publicUrl: config.PUBLIC_URL,
    cart,
    catalog,
    settings,
    promotions,
    payments,
    outbox,
    notifications,
    // How the invoices and subscriptions react to an order's moves (orders/lifecycle.ts names the
    // order): its invoice first, then its subscriptions, which read that invoice.
    reactions: { invoice: invoices.orderBilling, subscriptions: subscriptions.orderHooks },
  });
  // A payment for an order reports its results to the order lifecycle (paid, refunded, failed).
  payments.onResult('order', orders.lifecycle.paymentResult);
  const attachments = createAttachmentsService({
    db,
    clock,
    jobs,
    dataDir: config.dataDir,
    files,
    limits: {
      maxBytes: config.ATTACHMENTS_MAX_BYTES,
      maxFiles: config.ATTACHMENTS_MAX_FILES,
      maxPixels: MAX_IMAGE_PIXELS,
    },
    logger,
  });
  const accounts = createAccountsService({
    db,
    clock,
    jobs,
    outbox,
    notifications,
    publicUrl: config.PUBLIC_URL,
    logger,
    limits,
  });
  const admin = createAdminService({ db, clock, timeZone: config.TIME_ZONE, accounts, jobs });
  const requests = createRequestsService({ db, clock, jobs, outbox, notifications, attachments, config });
  const contact = createContactService({ db, clock, jobs, outbox, config, catalog, intake: requests.intake });
  /** The catalogue and content editors' kit (ADR-0700): each area registers its entities. */
  const editing = createEditing({
    db,
    clock,
    timeZone: config.TIME_ZONE,
    audit: admin.audit,
    secret: config.sessionSecret,
    images: media.lockExisting,
  });
  registerCatalogEntities(editing, { catalog, shopCurrency: config.SHOP_CURRENCY });
  // What refers to a service or package, counted by the module whose rows they are (ADR-0705).
  registerOrderReferences(editing);
  registerPromotionReferences(editing);
  registerCartReferences(editing);
  const content = createContentService(db, clock, config.TIME_ZONE, media.pictures);
  // "Most read" follows the readings within a minute (plus the stored blog page's five).
  jobs.define(BLOG_VIEWS_FLUSH_JOB, {
    every: 60_000,
    handler: async () => void (await content.flushPostViews()),
  });
  const dashboard = createDashboard({
    db,
    clock,
    timeZone: config.TIME_ZONE,
    currency: config.SHOP_CURRENCY,
    catalog,
    requestQueue: requests.queue,
  });
  // The dashboard's daily rollup follows the orders within a minute; newer changes are read live.
  jobs.define(DASHBOARD_ROLLUP_JOB, {
    every: DASHBOARD_ROLLUP_EVERY_MS,
    handler: async () => void (await dashboard.refreshRollup()),
  });
  if (database.kind === 'pglite')
    jobs.define(DATABASE_UPKEEP_JOB, {
      every: DATABASE_UPKEEP_EVERY_MS,
      handler: () => refreshPlannerStatistics(database),
    });
  // Any process's change reaches this one's caches (ADR-0017); images are resolved in the snapshots.
  const caches = createSharedCaches({ database, logger });
  caches.register(['catalog', 'media'], catalog.invalidate);
  caches.register(['content', 'media'], content.invalidate);
  caches.register(['settings'], settings.invalidate);
  registerContentEntities(editing, { invalidateContent: () => content.invalidate() });
  registerPortfolioEntities(editing, { catalog });
  const customerAdmin = createCustomerAdmin({
    db,
    clock,
    timeZone: config.TIME_ZONE,
    audit: admin.audit,
    endAdminSessions: (tx, userId, reason) => createAdminSessionStore(tx, clock).endAllOf(userId, reason),
  });
  const promotionsAdmin = createPromotionsAdmin({
    db,
    clock,
    timeZone: config.TIME_ZONE,
    currency: config.SHOP_CURRENCY,
    audit: admin.audit,
    orders: orders.promoOrders,
  });
  // The audit screen names the records it lists (ADR-0601).
  admin.audit.nameEntities('user', customerAdmin.emailsOf);
  admin.audit.nameEntities('promo_code', promotionsAdmin.codesOf);
  const subscriberAdmin = createSubscriberAdmin({
    db,
    clock,
    timeZone: config.TIME_ZONE,
    audit: admin.audit,
  });
  admin.audit.nameEntities('newsletter_subscriber', subscriberAdmin.emailsOf);
  admin.audit.nameEntities('order', orders.admin.numbersOf);
  admin.audit.nameEntities('media', media.altsOf);
  admin.audit.nameEntities('request', requests.desk.subjectsOf);
  admin.audit.nameEntities('demo', requests.desk.subjectsOf);
  for (const type of editing.auditTypes())
    admin.audit.nameEntities(type, (ids, locale) => editing.titlesOf(type, ids, locale));
  return {
    config,
    database,
    db,
    logger,
    clock,
    testClock,
    mailer,
    /** The worker is started by the server entry (and the test app), not here. */
    jobs,
    /** What keeps every process's caches in step with the database; started by the server entry. */
    caches,
    outbox,
    captcha: createCaptcha({
      secret: config.sessionSecret,
      clock,
      ledger: limits.counters,
      maxNumber: config.CAPTCHA_MAX_NUMBER,
    }),
    limits,
    settings,
    catalog,
    content,
    search: createSearchService(db, clock),
    contact,
    demos: createDemosService({ db, clock, jobs, outbox, notifications, catalog, contact, config, limits }),
    promotions,
    cart,
    notifications,
    payments,
    invoices,
    subscriptions,
    orders,
    attachments,
    requests,
    checkout: createCheckoutService({ db, clock, orders, payments, attachments }),
    accounts,
    admin,
    /** The admin's customers, newsletter subscribers and notifications to customers (ADR-0610). */
    customerAdmin,
    subscriberAdmin,
    broadcasts: createBroadcasts({ db, clock, timeZone: config.TIME_ZONE, jobs }),
    /** The admin's promo codes: rules, uses, revenue, pause / resume / end (ADR-0703). */
    promotionsAdmin,
    /** The site settings editor (ADR-0701). */
    settingsAdmin: createSettingsAdmin({
      db,
      clock,
      timeZone: config.TIME_ZONE,
      audit: admin.audit,
      invalidate: settings.invalidate,
      serviceLevelsChanged: requests.desk.markServiceLevels,
    }),
    /** Images uploaded once, served resized (ADR-0702). */
    media,
    editing,
    /** The admin's dashboard: the business's figures over a period (ADR-0704). */
    dashboard,
  };
}

export type Services = ReturnType<typeof createServices>;
