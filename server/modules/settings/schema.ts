import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SocialLinks } from '../../../common/settings/types';

export type { SocialLinks };

/** One row: the company's public details shown in the header, footer and contact pages. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  companyName: text('company_name').notNull(),
  emails: jsonb('emails').$type<string[]>().notNull(),
  phones: jsonb('phones').$type<string[]>().notNull(),
  social: jsonb('social').$type<SocialLinks>().notNull(),
  certificationUrl: text('certification_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const siteSettingsTranslations = pgTable(
  'site_settings_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    settingsId: integer('settings_id')
      .notNull()
      .references(() => siteSettings.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    tagline: text('tagline').notNull(),
    address: text('address').notNull(),
    openingHours: text('opening_hours').notNull(),
  },
  (t) => [uniqueIndex('site_settings_translations_locale').on(t.settingsId, t.locale)],
);
