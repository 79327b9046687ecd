import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillingPeriod, DiscountType, PaymentKind, ServiceKind } from '../../../common/catalog/types';

/** Language-neutral columns here; every text lives in the `*_translations` table beside it. */

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const locale = () => text('locale').notNull();
/** Bumped by every admin save: the compare-and-set that refuses a stale edit (ADR-0700). */
const version = () => integer('version').notNull().default(1);
/** Set instead of deleting what an order refers to (ADR-0700): out of the listings, kept for history. */
const archivedAt = () => timestamp('archived_at', { withTimezone: true });

/**
 * How a service or a package is sold (spec §3 "Service or package"): its price, its own discount,
 * billing period and payment kind, and whether it can be bought now. An unavailable item stays in
 * the catalogue (pages, old orders) but cannot be added to a cart or paid.
 */
const saleTerms = () => ({
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull(),
  discountType: text('discount_type').$type<DiscountType>(),
  /** Minor units for an amount, a whole number for a percent. */
  discountValue: integer('discount_value'),
  billingPeriod: text('billing_period').$type<BillingPeriod>(),
  paymentKind: text('payment_kind').$type<PaymentKind>().notNull(),
  available: boolean('available').notNull().default(true),
});

export const categories = pgTable('categories', {
  id: id(),
  version: version(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
});

export const categoryTranslations = pgTable(
  'category_translations',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('category_translations_locale').on(t.categoryId, t.locale)],
);

export const subCategories = pgTable('sub_categories', {
  id: id(),
  version: version(),
  slug: text('slug').notNull().unique(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
});

export const subCategoryTranslations = pgTable(
  'sub_category_translations',
  {
    id: id(),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('sub_category_translations_locale').on(t.subCategoryId, t.locale)],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    version: version(),
    archivedAt: archivedAt(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<ServiceKind>().notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id),
    images: jsonb('images').$type<string[]>().notNull(),
    featured: boolean('featured').notNull().default(false),
    ...saleTerms(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('services_category').on(t.categoryId), index('services_sub_category').on(t.subCategoryId)],
);

export const serviceTranslations = pgTable(
  'service_translations',
  {
    id: id(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex('service_translations_locale').on(t.serviceId, t.locale)],
);

export const packages = pgTable(
  'packages',
  {
    id: id(),
    version: version(),
    archivedAt: archivedAt(),
    slug: text('slug').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    ...saleTerms(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('packages_service_slug').on(t.serviceId, t.slug)],
);

export const packageTranslations = pgTable(
  'package_translations',
  {
    id: id(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex('package_translations_locale').on(t.packageId, t.locale)],
);

export const offers = pgTable('offers', {
  id: id(),
  version: version(),
  slug: text('slug').notNull().unique(),
  serviceId: integer('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' }),
  packageId: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
  discountType: text('discount_type').$type<DiscountType>().notNull(),
  discountValue: integer('discount_value').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const offerTranslations = pgTable(
  'offer_translations',
  {
    id: id(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('offer_translations_locale').on(t.offerId, t.locale)],
);

export const galleryItems = pgTable('gallery_items', {
  id: id(),
  version: version(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
  /** Shown in the gallery (ADR-0701). */
  published: boolean('published').notNull().default(true),
});

export const galleryItemTranslations = pgTable(
  'gallery_item_translations',
  {
    id: id(),
    galleryItemId: integer('gallery_item_id')
      .notNull()
      .references(() => galleryItems.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    caption: text('caption').notNull(),
  },
  (t) => [uniqueIndex('gallery_item_translations_locale').on(t.galleryItemId, t.locale)],
);

export const projects = pgTable('projects', {
  id: id(),
  version: version(),
  slug: text('slug').notNull().unique(),
  serviceId: integer('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' }),
  liveUrl: text('live_url').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  year: integer('year').notNull(),
  /** Shown in the portfolio (ADR-0701). */
  published: boolean('published').notNull().default(true),
});

export const projectTranslations = pgTable(
  'project_translations',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [uniqueIndex('project_translations_locale').on(t.projectId, t.locale)],
);
