import { eq, sql } from 'drizzle-orm';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../../../common/i18n/languages';
import { fromJson, preparedStatement } from '../../db/prepared';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { SiteSettings } from '../../../common/settings/types';
import { siteSettings, siteSettingsTranslations, type SocialLinks } from './schema';

export type { SiteSettings };

export interface SiteSettingsInput {
  companyName: string;
  emails: string[];
  phones: string[];
  social: SocialLinks;
  certificationUrl: string;
  texts: Record<Locale, { tagline: string; address: string; openingHours: string; legalAddress?: string }>;
  /** The seller on invoices, the tax rate and the payment delay (ADR-0400); kept as they are when absent. */
  billing?: BillingSettings;
}

/** What invoices need from the settings (ADR-0400). */
export interface BillingSettings {
  legalName: string;
  legalAddress: string;
  registrations: { label: string; value: string }[];
  taxRateBp: number;
  paymentDelayDays: number;
}

export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  legalName: '',
  legalAddress: '',
  registrations: [],
  taxRateBp: 0,
  paymentDelayDays: 30,
};

/** The billing settings with the legal addresses per language, in one statement (the checkout's). */
const billingRow = preparedStatement('settings_billing', (db, name) =>
  db
    .select({
      companyName: siteSettings.companyName,
      legalName: siteSettings.legalName,
      legalAddress: siteSettings.legalAddress,
      registrations: siteSettings.registrations,
      taxRateBp: siteSettings.taxRateBp,
      paymentDelayDays: siteSettings.paymentDelayDays,
      emails: siteSettings.emails,
      phones: siteSettings.phones,
      // Qualified by hand: Drizzle writes a one-table query's columns unqualified, and "id" inside
      // the subquery would be the translation's.
      texts: sql`coalesce((
        select json_agg(json_build_object('locale', t.locale, 'legalAddress', t.legal_address))
        from site_settings_translations t
        where t.settings_id = site_settings.id), '[]'::json)`.mapWith(
        fromJson<{ locale: string; legalAddress: string }[]>,
      ),
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .prepare(name),
);

/** Reads are cached per language (every page needs them); any write drops the cache. */
export function createSettingsService(db: Db, clock: Clock) {
  const cache = new Map<Locale, SiteSettings | null>();
  let cachedTaxRateBp: number | undefined;

  /** Bumped by every write: a read that began before it does not put its stale answer in the cache. */
  let generation = 0;

  async function getSiteSettings(locale: Locale): Promise<SiteSettings | null> {
    if (cache.has(locale)) return cache.get(locale) ?? null;
    const startedAt = generation;
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    let result: SiteSettings | null = null;
    if (row) {
      const texts = await db
        .select()
        .from(siteSettingsTranslations)
        .where(eq(siteSettingsTranslations.settingsId, row.id));
      // Field by field: a text left empty in this language is shown in English, else in any.
      const text = (field: 'tagline' | 'address' | 'openingHours') =>
        [
          texts.find((t) => t.locale === locale),
          texts.find((t) => t.locale === FALLBACK_LOCALE),
          ...texts,
        ].find((t) => t?.[field])?.[field] ?? '';
      result = {
        companyName: row.companyName,
        emails: row.emails,
        phones: row.phones,
        social: row.social,
        certificationUrl: row.certificationUrl,
        tagline: text('tagline'),
        address: text('address'),
        openingHours: text('openingHours'),
      };
    }
    if (startedAt === generation) cache.set(locale, result);
    return result;
  }

  /** Drops the cached settings (they are part of the public pages' cache key, ADR-0100). */
  function invalidate() {
    generation += 1;
    cache.clear();
    cachedTaxRateBp = undefined;
  }

  async function saveSiteSettings(input: SiteSettingsInput): Promise<void> {
    const values = {
      companyName: input.companyName,
      emails: input.emails,
      phones: input.phones,
      social: input.social,
      certificationUrl: input.certificationUrl,
      ...input.billing,
      updatedAt: clock.now(),
    };
    await db.transaction(async (tx) => {
      await tx
        .insert(siteSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: siteSettings.id, set: values });
      for (const [locale, text] of Object.entries(input.texts)) await saveSettingsTexts(tx, locale, text);
    });
    invalidate();
  }

  async function hasSiteSettings(): Promise<boolean> {
    const rows = await db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
    return rows.length > 0;
  }

  /**
   * The billing settings with the company's contacts, read in the caller's transaction (never
   * cached: an invoice copies what they are when it is issued).
   */
  async function getBillingSettings(tx: Db = db): Promise<
    BillingSettings & {
      email: string;
      phone: string;
      /** The seller's address per language: its own, else English's, else any, else `legalAddress`. */
      legalAddresses: Record<Locale, string>;
    }
  > {
    const [row] = await billingRow(tx);
    if (!row)
      return {
        ...DEFAULT_BILLING_SETTINGS,
        email: '',
        phone: '',
        legalAddresses: { fr: '', en: '', ar: '' },
      };
    const { texts } = row;
    const addressIn = (locale: Locale) =>
      [
        texts.find((t) => t.locale === locale),
        texts.find((t) => t.locale === FALLBACK_LOCALE),
        ...texts,
      ].find((t) => t?.legalAddress)?.legalAddress || row.legalAddress;
    return {
      legalName: row.legalName || row.companyName,
      legalAddress: row.legalAddress,
      legalAddresses: Object.fromEntries(LOCALES.map((l) => [l, addressIn(l)])) as Record<Locale, string>,
      registrations: row.registrations,
      taxRateBp: row.taxRateBp,
      paymentDelayDays: row.paymentDelayDays,
      email: row.emails[0] ?? '',
      phone: row.phones[0] ?? '',
    };
  }

  /**
   * The tax rate for a cart's price shown outside a checkout, cached with the rest (every cart read
   * needs it); the checkout reads it in its own transaction with the other billing settings.
   */
  async function taxRateBp(): Promise<number> {
    if (cachedTaxRateBp !== undefined) return cachedTaxRateBp;
    const startedAt = generation;
    const rate = (await getBillingSettings()).taxRateBp;
    if (startedAt === generation) cachedTaxRateBp = rate;
    return rate;
  }

  return { getSiteSettings, saveSiteSettings, hasSiteSettings, getBillingSettings, taxRateBp, invalidate };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/** The site's texts in one language, written over the ones there. */
export async function saveSettingsTexts(
  tx: Db,
  locale: string,
  text: Omit<typeof siteSettingsTranslations.$inferInsert, 'id' | 'settingsId' | 'locale'>,
) {
  await tx
    .insert(siteSettingsTranslations)
    .values({ settingsId: 1, locale, ...text })
    .onConflictDoUpdate({
      target: [siteSettingsTranslations.settingsId, siteSettingsTranslations.locale],
      set: text,
    });
}
