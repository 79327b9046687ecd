import type { RequestHandler, Router } from 'express';
import { accountsApi } from '../modules/accounts/api';
import { customersAdminApi } from '../modules/accounts/admin-api';
import { adminApi } from '../modules/admin/api';
import { subscribersAdminApi } from '../modules/contact/admin-api';
import { notificationsAdminApi } from '../modules/notifications/admin-api';
import { mediaAdminApi } from '../modules/media/admin-api';
import { adminPages } from '../modules/admin/pages';
import { settingsAdminApi } from '../modules/settings/admin-api';
import { cartApi } from '../modules/cart/api';
import { notificationsApi } from '../modules/notifications/api';
import { ordersApi } from '../modules/orders/api';
import { adminOrdersApi } from '../modules/orders/admin-api';
import { invoicesApi } from '../modules/invoices/api';
import { subscriptionsApi } from '../modules/subscriptions/api';
import { demosApi } from '../modules/demos/api';
import { testDemosApi } from '../modules/demos/test-api';
import { orderPageUploads } from '../modules/orders/page-uploads';
import { contactApi } from '../modules/contact/api';
import { contentApi } from '../modules/content/api';
import { requestsApi } from '../modules/requests/api';
import { adminRequestsApi } from '../modules/requests/admin-api';
import { adminDemosApi } from '../modules/demos/admin-api';
import { promoCodesAdminApi } from '../modules/promotions/admin-api';
import { dashboardAdminApi } from '../modules/dashboard/admin-api';
import { sandboxPages } from '../modules/payments/sandbox/pages';
import { testPaymentsApi } from '../modules/payments/test-api';
import { testCatalogApi } from '../modules/catalog/test-api';
import { testAccountsApi } from '../modules/accounts/test-api';
import { editingAdminApi } from '../modules/editing/admin-api';
import { paymentWebhooksApi } from '../modules/payments/webhook-api';
import type { Services } from '../services';
import { testClockApi } from './test-clock';

/** Each business module's REST router, mounted under /api. */
export function moduleApis(services: Services): Router[] {
  const routers = [
    accountsApi(services),
    notificationsApi(services),
    contactApi(services),
    contentApi(services),
    cartApi(services),
    ordersApi(services),
    invoicesApi(services),
    subscriptionsApi(services),
    demosApi(services),
    requestsApi(services),
    adminApi(services, adminApis(services)),
  ];
  if (services.testClock)
    routers.push(
      testClockApi(services.testClock, () => services.jobs.wake()),
      testPaymentsApi(services),
      testDemosApi(services),
      testCatalogApi(services),
      testAccountsApi(services),
    );
  return routers;
}

/**
 * Each area's admin router (the queues: requests, orders…), mounted under /api/admin behind
 * requireAdmin (ADR-0600): paths are relative to /api/admin.
 */
export function adminApis(services: Services): Router[] {
  return [
    adminOrdersApi(services),
    adminRequestsApi(services),
    adminDemosApi(services),
    customersAdminApi(services),
    subscribersAdminApi(services),
    notificationsAdminApi(services),
    promoCodesAdminApi(services),
    dashboardAdminApi(services),
    settingsAdminApi(services),
    mediaAdminApi(services),
    // Last: its /:entity routes answer for every registered editable entity (ADR-0700).
    editingAdminApi(services),
  ];
}

/**
 * APIs called by machines, not browsers (payment providers' webhooks): mounted under /api before
 * the per-IP rate limit, the XSRF check and the JSON parser, which would get in their way.
 */
export function machineApis(services: Services): Router[] {
  return [paymentWebhooksApi(services)];
}

/**
 * Pages a module serves itself, outside the React application (the sandbox's hosted payment page),
 * and what a module reads before a page's action (the order pages' file uploads).
 */
export function modulePages(services: Services): RequestHandler[] {
  return [sandboxPages(services), orderPageUploads(services), adminPages(services)];
}
