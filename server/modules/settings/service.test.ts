import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { createTestDatabase } from '../../test/database';
import { demoSiteSettings } from './demo';
import { manualClock } from '../../platform/clock';
import { createSettingsService } from './service';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('settings service', () => {
  it('is empty on a new database, then returns the saved settings in each language', async () => {
    const settings = createSettingsService(database.db, manualClock());
    expect(await settings.hasSiteSettings()).toBe(false);
    expect(await settings.getSiteSettings('fr')).toBeNull();
    await settings.saveSiteSettings(demoSiteSettings);
    const fr = await settings.getSiteSettings('fr');
    expect(fr?.address).toContain('Casablanca, Maroc');
    expect(fr?.certificationUrl).toMatch(/^https:/);
    expect((await settings.getSiteSettings('ar'))?.address).toContain('الدار البيضاء');
  });

  it('drops its cache on write, and falls back to en for a missing language', async () => {
    const settings = createSettingsService(database.db, manualClock());
    await settings.saveSiteSettings(demoSiteSettings);
    expect((await settings.getSiteSettings('en'))?.companyName).toBe('Emballo');
    const { ar: _ar, ...withoutArabic } = demoSiteSettings.texts;
    await database.db.execute(`delete from site_settings_translations where locale = 'ar'`);
    await settings.saveSiteSettings({
      ...demoSiteSettings,
      companyName: 'Emballo SARL',
      texts: withoutArabic as typeof demoSiteSettings.texts,
    });
    const ar = await settings.getSiteSettings('ar');
    expect(ar?.companyName).toBe('Emballo SARL');
    expect(ar?.address).toBe(demoSiteSettings.texts.en.address);
  });
});
