import type { Router } from 'express';
import type { Services } from '../services';

/** Each business module's REST router, mounted under /api. */
export function moduleApis(_services: Services): Router[] {
  return [];
}
