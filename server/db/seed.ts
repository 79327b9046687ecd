import { seedDemoCustomer } from '../modules/accounts/demo';
import { seedDemoCatalog } from '../modules/catalog/seed';
import { seedDemoContent } from '../modules/content/seed';
import { seedDemoDemos } from '../modules/demos/demo';
import { seedDemoPromoCodes } from '../modules/promotions/demo';
import { seedDemoRequests, seedServiceLevels } from '../modules/requests/demo';
import { demoSiteSettings } from '../modules/settings/demo';
import type { Services } from '../services';

/** Fills an empty database with the demo shop. Safe to run twice: it only fills what is empty. */
export async function seedDemoShop(services: Services): Promise<{ seeded: string[] }> {
  const seeded: string[] = [];
  if (!(await services.settings.hasSiteSettings())) {
    await services.settings.saveSiteSettings(demoSiteSettings);
    seeded.push('site settings');
  }
  if (await seedDemoCatalog(services.db, services.clock.now())) {
    services.catalog.invalidate();
    seeded.push('catalogue');
  }
  if (await seedDemoPromoCodes(services.db, services.promotions, services.clock.now()))
    seeded.push('promo codes');
  if (await seedDemoContent(services.db, services.clock.now())) {
    services.content.invalidate();
    seeded.push('blog, FAQs and pages');
  }
  if (await seedDemoCustomer(services)) seeded.push('demo customer');
  if (await seedDemoDemos(services)) seeded.push('demo request with proposed slots');
  if (await seedServiceLevels(services)) seeded.push('service levels');
  if (await seedDemoRequests(services)) seeded.push('demo requests');
  return { seeded };
}

/** Embedded mode seeds on first start; with DATABASE_URL only when asked. */
export function shouldSeedOnStart(config: { embedded: boolean; SEED_DEMO: 'auto' | 'always' | 'never' }) {
  if (config.SEED_DEMO === 'always') return true;
  if (config.SEED_DEMO === 'never') return false;
  return config.embedded;
}
