import type { Router } from 'express';
import { contactApi } from '../modules/contact/api';
import type { Services } from '../services';

/** Each business module's REST router, mounted under /api. */
export function moduleApis(services: Services): Router[] {
  return [contactApi(services)];
}
