import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  at,
  serialId,
  version,
  translationsTable,
  requiredTexts,
  parentId,
  requiredReference,
} from '../../db/columns';
import type { BillingPeriod, DiscountType, PaymentKind, ServiceKind } from '../../../common/catalog/types';

/** Language-neutral columns here; every text lives in the `*_translations` table beside it. */

/** Set instead of deleting what an order refers to (ADR-0700): out of the listings, kept for history. */
const archivedAt = () => at('archived_at');

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
  id: serialId(),
  version: version(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
});

export const categoryTranslations = translationsTable(
  'category_translations',
  { categoryId: parentId('category_id', () => categories.id) },
  requiredTexts('name', 'description'),
);

export const subCategories = pgTable('sub_categories', {
  id: serialId(),
  version: version(),
  slug: text('slug').notNull().unique(),
  categoryId: parentId('category_id', () => categories.id),
  position: integer('position').notNull().default(0),
});

export const subCategoryTranslations = translationsTable(
  'sub_category_translations',
  { subCategoryId: parentId('sub_category_id', () => subCategories.id) },
  requiredTexts('name', 'description'),
);

export const services = pgTable(
  'services',
  {
    id: serialId(),
    version: version(),
    archivedAt: archivedAt(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<ServiceKind>().notNull(),
    categoryId: requiredReference('category_id', () => categories.id),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id),
    images: jsonb('images').$type<string[]>().notNull(),
    featured: boolean('featured').notNull().default(false),
    ...saleTerms(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('services_category').on(t.categoryId), index('services_sub_category').on(t.subCategoryId)],
);

export const serviceTranslations = translationsTable(
  'service_translations',
  { serviceId: parentId('service_id', () => services.id) },
  {
    ...requiredTexts('name', 'summary', 'description'),
    features: jsonb('features').$type<string[]>().notNull(),
  },
);

export const packages = pgTable(
  'packages',
  {
    id: serialId(),
    version: version(),
    archivedAt: archivedAt(),
    slug: text('slug').notNull(),
    serviceId: parentId('service_id', () => services.id),
    ...saleTerms(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('packages_service_slug').on(t.serviceId, t.slug)],
);

export const packageTranslations = translationsTable(
  'package_translations',
  { packageId: parentId('package_id', () => packages.id) },
  { ...requiredTexts('name', 'description'), features: jsonb('features').$type<string[]>().notNull() },
);

export const offers = pgTable('offers', {
  id: serialId(),
  version: version(),
  slug: text('slug').notNull().unique(),
  serviceId: parentId('service_id', () => services.id),
  packageId: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
  discountType: text('discount_type').$type<DiscountType>().notNull(),
  discountValue: integer('discount_value').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
});

export const offerTranslations = translationsTable(
  'offer_translations',
  { offerId: parentId('offer_id', () => offers.id) },
  requiredTexts('title', 'description'),
);

export const galleryItems = pgTable('gallery_items', {
  id: serialId(),
  version: version(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
  /** Shown in the gallery (ADR-0701). */
  published: boolean('published').notNull().default(true),
});

export const galleryItemTranslations = translationsTable(
  'gallery_item_translations',
  { galleryItemId: parentId('gallery_item_id', () => galleryItems.id) },
  requiredTexts('title', 'caption'),
);

export const projects = pgTable('projects', {
  id: serialId(),
  version: version(),
  slug: text('slug').notNull().unique(),
  serviceId: parentId('service_id', () => services.id),
  liveUrl: text('live_url').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  year: integer('year').notNull(),
  /** Shown in the portfolio (ADR-0701). */
  published: boolean('published').notNull().default(true),
});

export const projectTranslations = translationsTable(
  'project_translations',
  { projectId: parentId('project_id', () => projects.id) },
  requiredTexts('title', 'summary'),
);
