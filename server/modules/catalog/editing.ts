import { count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SERVICE_KINDS, type DiscountType } from '../../../common/catalog/types';
import { formatMoney } from '../../../common/format/money';
import type { Locale } from '../../../common/i18n/languages';
import { decimalAmount, minorFromDecimal } from '../../../common/pricing/currencies';
import { z } from '../../../common/zod';
import { ImageRefsSchema } from '../../../common/media/schemas';
import type { Db } from '../../db/types';
import type { NeutralField, TranslatedField } from '../editing/definition';
import { line, reference, slugField, text, textareaOf } from '../editing/fields';
import type { EditingService } from '../editing/service';
import {
  categories,
  categoryTranslations,
  offers,
  offerTranslations,
  packages,
  packageTranslations,
  projects,
  services,
  serviceTranslations,
  subCategories,
  subCategoryTranslations,
} from './schema';
import type { CatalogService } from './service';

// ——— field schemas; their messages are keys of the `editing` namespace's errors ———

const longText = z.string({ message: 'invalid' }).max(20_000, 'tooLong');
const features = z
  .array(z.string().trim().min(1, 'required').max(300, 'tooLong'), { message: 'invalid' })
  .max(50, 'tooMany');
/** A decimal typed in major units; its sign is checked apart so "-5" gets its own message. */
const amount = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ message: 'price' })
    .trim()
    .max(20, 'price')
    .regex(/^-?\d*(?:[.,]\d*)?$/, 'price')
    .refine((v) => !v.startsWith('-'), 'negativePrice'),
);
const localDateTime = z.string({ message: 'datetime' }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'datetime');

const textarea = (column: AnyPgColumn) => textareaOf(column, longText);
const list = (column: AnyPgColumn): TranslatedField => ({ kind: 'list', column, schema: features });

type SaleTable = typeof services | typeof packages;
type SaleRow = Pick<SaleTable['$inferSelect'], 'currency' | 'priceMinor' | 'discountType' | 'discountValue'>;

/** Price, discount, billing period, payment kind and availability (spec §3), as the editor types them. */
const saleFields = (t: SaleTable): Record<string, NeutralField> => ({
  price: { kind: 'money', schema: amount, required: true },
  currency: { kind: 'text', column: t.currency, schema: line, readOnly: true },
  discount_type: {
    kind: 'select',
    column: t.discountType,
    options: ['', 'amount', 'percent'],
    schema: z.enum(['', 'amount', 'percent'], { message: 'invalid' }),
  },
  discount_value: { kind: 'discount', schema: z.union([amount, z.literal('')]) },
  billing_period: {
    kind: 'select',
    column: t.billingPeriod,
    options: ['', 'week', 'month', 'year'],
    schema: z.enum(['', 'week', 'month', 'year'], { message: 'invalid' }),
  },
  payment_kind: {
    kind: 'select',
    column: t.paymentKind,
    options: ['one_time', 'subscription'],
    schema: z.enum(['one_time', 'subscription'], { message: 'invalid' }),
    required: true,
  },
  available: { kind: 'boolean', column: t.available, schema: z.boolean({ message: 'invalid' }) },
});

const currencyOf = (current: Pick<SaleRow, 'currency'> | null, shopCurrency: string) =>
  current?.currency ?? shopCurrency;

/** A discount's stored value: minor units for an amount, a whole number for a percent; or an error key. */
function discountColumn(type: unknown, value: unknown, currency: string): number | null | string {
  if (!type) return null;
  const typed = String(value ?? '').trim();
  if (typed === '') return 'required';
  if (type === 'percent') {
    if (!/^\d+$/.test(typed)) return 'percentWhole';
    const percent = Number(typed);
    if (percent > 100) return 'percentTooHigh';
    if (percent < 1) return 'invalid';
    return percent;
  }
  return minorFromDecimal(typed, currency) ?? 'price';
}

/** Checks the sale fields together; their columns come from `saleColumns`. */
function validateSale(merged: Record<string, unknown>, current: SaleRow | null, shopCurrency: string) {
  const errors: Record<string, string> = {};
  const currency = currencyOf(current, shopCurrency);
  const price = typeof merged.price === 'string' ? minorFromDecimal(merged.price, currency) : null;
  if (merged.price == null || merged.price === '') errors.price = 'required';
  else if (price === null) errors.price = 'price';
  const discount = discountColumn(merged.discount_type, merged.discount_value, currency);
  if (typeof discount === 'string') errors.discount_value = discount;
  else if (merged.discount_type === 'amount' && price !== null && discount !== null && discount > price)
    errors.discount_value = 'discountAbovePrice';
  if (merged.payment_kind === 'subscription' && !merged.billing_period)
    errors.billing_period = 'periodRequired';
  return errors;
}

function saleColumns(merged: Record<string, unknown>, current: SaleRow | null, shopCurrency: string) {
  const currency = currencyOf(current, shopCurrency);
  const discount = discountColumn(merged.discount_type, merged.discount_value, currency);
  return {
    // Checked by validateSale first: a price that reads.
    priceMinor: minorFromDecimal(String(merged.price), currency)!,
    discountType: (merged.discount_type || null) as DiscountType | null,
    discountValue: typeof discount === 'number' ? discount : null,
  };
}

function saleValues(row: SaleRow) {
  const currency = row.currency;
  const value = row.discountValue;
  return {
    price: decimalAmount(row.priceMinor, currency),
    price_minor: row.priceMinor,
    discount_type: row.discountType ?? '',
    discount_value:
      value == null ? '' : row.discountType === 'amount' ? decimalAmount(value, currency) : String(value),
  };
}

/** The price in a list, as the reader's language writes it (149,90 MAD in French). */
const priceSummary = (row: SaleRow, locale: Locale) => formatMoney(row.priceMinor, row.currency, locale);

async function countRows(tx: Db, table: PgTable, where: SQL | undefined) {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * The catalogue's editable entities (issue 16, ADR-0700): categories, sub-categories, services,
 * packages and offers. Services and packages are published through their availability flag and
 * archived (not deleted) once an order names them (orders, promotions and carts register what of
 * theirs refers to them: ADR-0705); the catalogue counts only its own rows.
 */
export function registerCatalogEntities(
  editing: Pick<EditingService, 'register'>,
  deps: { catalog: Pick<CatalogService, 'invalidate'>; shopCurrency: string },
) {
  const { shopCurrency } = deps;
  const invalidate = () => deps.catalog.invalidate();

  editing.register({
    name: 'categories',
    auditType: 'category',
    table: categories,
    translations: {
      table: categoryTranslations,
      owner: categoryTranslations.categoryId,
      fields: {
        name: text(categoryTranslations.name, true),
        description: textarea(categoryTranslations.description),
      },
    },
    fields: {
      slug: slugField(categories.slug),
      image: { kind: 'image', column: categories.image, schema: line, required: true },
    },
    titleField: 'name',
    slug: { column: categories.slug },
    position: { column: categories.position },
    invalidate,
    references: async (tx, recordId) => [
      {
        kind: 'services',
        count: await countRows(
          tx,
          services,
          or(
            eq(services.categoryId, recordId),
            inArray(
              services.subCategoryId,
              tx
                .select({ id: subCategories.id })
                .from(subCategories)
                .where(eq(subCategories.categoryId, recordId)),
            ),
          ),
        ),
        blocks: true,
      },
      {
        kind: 'subCategories',
        count: await countRows(tx, subCategories, eq(subCategories.categoryId, recordId)),
        blocks: false,
      },
    ],
    publicPath: async (_tx, row) => `/category/${row.slug}`,
  });

  editing.register({
    name: 'sub-categories',
    auditType: 'sub_category',
    table: subCategories,
    translations: {
      table: subCategoryTranslations,
      owner: subCategoryTranslations.subCategoryId,
      fields: {
        name: text(subCategoryTranslations.name, true),
        description: textarea(subCategoryTranslations.description),
      },
    },
    fields: {
      slug: slugField(subCategories.slug),
      category: reference('categories', subCategories.categoryId, true),
    },
    titleField: 'name',
    slug: { column: subCategories.slug },
    position: { column: subCategories.position, scope: subCategories.categoryId },
    invalidate,
    references: async (tx, recordId) => [
      {
        kind: 'services',
        count: await countRows(tx, services, eq(services.subCategoryId, recordId)),
        blocks: true,
      },
    ],
    publicPath: async (_tx, row) => `/sub_category/${row.slug}`,
  });

  editing.register({
    name: 'services',
    auditType: 'service',
    table: services,
    translations: {
      table: serviceTranslations,
      owner: serviceTranslations.serviceId,
      fields: {
        name: text(serviceTranslations.name, true),
        summary: text(serviceTranslations.summary),
        description: textarea(serviceTranslations.description),
        features: list(serviceTranslations.features),
      },
    },
    fields: {
      slug: slugField(services.slug),
      kind: {
        kind: 'select',
        column: services.kind,
        options: SERVICE_KINDS,
        schema: z.enum(SERVICE_KINDS, { message: 'invalid' }),
        required: true,
      },
      category: reference('categories', services.categoryId, true),
      sub_category: reference('sub-categories', services.subCategoryId, false),
      featured: { kind: 'boolean', column: services.featured, schema: z.boolean({ message: 'invalid' }) },
      // The media library's images (ADR-0702), chosen with its picker; refs are checked and locked on save.
      images: { kind: 'images', column: services.images, schema: ImageRefsSchema },
      ...saleFields(services),
    },
    titleField: 'name',
    slug: { column: services.slug },
    publish: { column: services.available },
    position: { column: services.position },
    archivedAt: services.archivedAt,
    invalidate,
    validate: (merged, current) => validateSale(merged, current, shopCurrency),
    toColumns: (merged, current) => saleColumns(merged, current, shopCurrency),
    fromColumns: saleValues,
    defaults: () => ({ currency: shopCurrency, images: [] }),
    references: async (tx, recordId) => [
      {
        kind: 'packages',
        count: await countRows(tx, packages, eq(packages.serviceId, recordId)),
        blocks: false,
      },
      { kind: 'offers', count: await countRows(tx, offers, eq(offers.serviceId, recordId)), blocks: false },
      {
        kind: 'projects',
        count: await countRows(tx, projects, eq(projects.serviceId, recordId)),
        blocks: false,
      },
    ],
    publicPath: async (_tx, row) => `/produits/${row.slug}`,
    summary: priceSummary,
  });

  editing.register({
    name: 'packages',
    auditType: 'package',
    table: packages,
    translations: {
      table: packageTranslations,
      owner: packageTranslations.packageId,
      fields: {
        name: text(packageTranslations.name, true),
        description: textarea(packageTranslations.description),
        features: list(packageTranslations.features),
      },
    },
    fields: {
      slug: slugField(packages.slug),
      service: reference('services', packages.serviceId, true),
      ...saleFields(packages),
    },
    titleField: 'name',
    slug: { column: packages.slug, scope: { column: packages.serviceId, entity: 'services' } },
    publish: { column: packages.available },
    position: { column: packages.position, scope: packages.serviceId },
    archivedAt: packages.archivedAt,
    invalidate,
    validate: (merged, current) => validateSale(merged, current, shopCurrency),
    toColumns: (merged, current) => saleColumns(merged, current, shopCurrency),
    fromColumns: saleValues,
    defaults: () => ({ currency: shopCurrency }),
    references: async (tx, recordId) => [
      { kind: 'offers', count: await countRows(tx, offers, eq(offers.packageId, recordId)), blocks: false },
    ],
    publicPath: async (tx, row) => {
      const [service] = await tx
        .select({ slug: services.slug })
        .from(services)
        .where(eq(services.id, row.serviceId));
      return service ? `/produits/${service.slug}/packages/${row.slug}` : null;
    },
    summary: priceSummary,
  });

  editing.register({
    name: 'offers',
    auditType: 'offer',
    table: offers,
    translations: {
      table: offerTranslations,
      owner: offerTranslations.offerId,
      fields: {
        title: text(offerTranslations.title, true),
        description: textarea(offerTranslations.description),
      },
    },
    fields: {
      slug: slugField(offers.slug),
      service: reference('services', offers.serviceId, true),
      package: reference('packages', offers.packageId, false),
      discount_type: {
        kind: 'select',
        column: offers.discountType,
        options: ['amount', 'percent'],
        schema: z.enum(['amount', 'percent'], { message: 'invalid' }),
        required: true,
      },
      discount_value: { kind: 'discount', schema: amount, required: true },
      starts_at: { kind: 'datetime', column: offers.startsAt, schema: localDateTime, required: true },
      ends_at: { kind: 'datetime', column: offers.endsAt, schema: localDateTime, required: true },
    },
    titleField: 'title',
    slug: { column: offers.slug },
    invalidate,
    validate: (merged) => {
      const errors: Record<string, string> = {};
      const discount = discountColumn(merged.discount_type, merged.discount_value, shopCurrency);
      if (typeof discount === 'string') errors.discount_value = discount;
      if (
        typeof merged.starts_at === 'string' &&
        typeof merged.ends_at === 'string' &&
        merged.ends_at <= merged.starts_at
      )
        errors.ends_at = 'endsBeforeStart';
      if (
        typeof merged.package === 'string' &&
        merged.package &&
        typeof merged.service === 'string' &&
        !merged.package.startsWith(`${merged.service}:`)
      )
        errors.package = 'packageOfService';
      return errors;
    },
    toColumns: (merged) => {
      const discount = discountColumn(merged.discount_type, merged.discount_value, shopCurrency);
      // Checked by validate first: a discount that reads.
      return { discountValue: discount as number };
    },
    fromColumns: (row) => ({
      discount_value:
        row.discountType === 'amount'
          ? decimalAmount(row.discountValue, shopCurrency)
          : String(row.discountValue),
    }),
    publicPath: async () => '/offers',
  });
}
