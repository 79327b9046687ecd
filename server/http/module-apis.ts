import type { Router } from 'express';
import { accountsApi } from '../modules/accounts/api';
import { cartApi } from '../modules/cart/api';
import { notificationsApi } from '../modules/notifications/api';
import { contactApi } from '../modules/contact/api';
import type { Services } from '../services';
import { testClockApi } from './test-clock';

/** Each business module's REST router, mounted under /api. */
export function moduleApis(services: Services): Router[] {
  const routers = [
    accountsApi(services),
    notificationsApi(services),
    contactApi(services),
    cartApi(services),
  ];
  if (services.testClock) routers.push(testClockApi(services.testClock, () => services.jobs.wake()));
  return routers;
}
