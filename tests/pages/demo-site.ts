import { afterAll, beforeAll } from 'vitest';
import { createDemoShopPages } from '../../server/test/public-site';

/** The file's demo site (see useDemoSite): read it inside tests and hooks only. */
export let site: Awaited<ReturnType<typeof createDemoShopPages>>;

/** Opens the demo site on the page tier before the file's tests and closes it after them. */
export function useDemoSite() {
  beforeAll(async () => {
    site = await createDemoShopPages();
  }, 180_000);
  afterAll(() => site.close());
}
