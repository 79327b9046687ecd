import { sql } from 'drizzle-orm';
import { SERVICE_KINDS } from '../../../common/catalog/types';
import { formatMoney } from '../../../common/format/money';
import type { Locale } from '../../../common/i18n/languages';
import { decimalAmount, minorFromDecimal } from '../../../common/pricing/currencies';
import { z } from '../../../common/zod';
import { ImageRefsSchema } from '../../../common/media/schemas';
import type { Db } from '../../db/types';
import type { EntityDefinition, NeutralField, Row, TranslatedField } from '../editing/definition';
import type { EditingService } from '../editing/service';
import type { CatalogService } from './service';

const rowsOf = <T = Row>(result: unknown): T[] => (result as { rows: T[] }).rows;

// ——— field schemas; their messages are keys of the `editing` namespace's errors ———

export const slugSchema = z
  .string({ message: 'required' })
  .trim()
  .min(1, 'required')
  .max(120, 'tooLong')
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'slug')
  .refine((s) => !/^\d+$/.test(s), 'slugDigits');
const line = z.string({ message: 'invalid' }).max(200, 'tooLong');
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
const ref = z.string({ message: 'invalid' }).trim().max(400, 'invalid');
const optionalRef = z.union([ref, z.null()]);
const localDateTime = z.string({ message: 'datetime' }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'datetime');

const text = (required = false): TranslatedField => ({ kind: 'text', schema: line, required });
const textarea: TranslatedField = { kind: 'textarea', schema: longText };
const list: TranslatedField = { kind: 'list', schema: features };
/** The media library's images (ADR-0702), chosen with its picker; refs are checked and locked on save. */
const images: NeutralField = { kind: 'images', schema: ImageRefsSchema };

const slugField: NeutralField = { kind: 'slug', schema: slugSchema, required: true };
const reference = (entity: string, column: string, required: boolean): NeutralField => ({
  kind: 'reference',
  column,
  reference: entity,
  schema: required ? ref : optionalRef,
  required,
});

/** Price, discount, billing period, payment kind and availability (spec §3), as the editor types them. */
const saleFields: Record<string, NeutralField> = {
  price: { kind: 'money', schema: amount, required: true },
  currency: { kind: 'text', schema: line, readOnly: true },
  discount_type: {
    kind: 'select',
    options: ['', 'amount', 'percent'],
    schema: z.enum(['', 'amount', 'percent'], { message: 'invalid' }),
  },
  discount_value: { kind: 'discount', schema: z.union([amount, z.literal('')]) },
  billing_period: {
    kind: 'select',
    options: ['', 'week', 'month', 'year'],
    schema: z.enum(['', 'week', 'month', 'year'], { message: 'invalid' }),
  },
  payment_kind: {
    kind: 'select',
    options: ['one_time', 'subscription'],
    schema: z.enum(['one_time', 'subscription'], { message: 'invalid' }),
    required: true,
  },
  available: { kind: 'boolean', schema: z.boolean({ message: 'invalid' }) },
};

const currencyOf = (current: Row | null, shopCurrency: string) => String(current?.currency ?? shopCurrency);

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
function validateSale(merged: Record<string, unknown>, current: Row | null, shopCurrency: string) {
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

function saleColumns(merged: Record<string, unknown>, current: Row | null, shopCurrency: string): Row {
  const currency = currencyOf(current, shopCurrency);
  const discount = discountColumn(merged.discount_type, merged.discount_value, currency);
  return {
    price_minor: minorFromDecimal(String(merged.price), currency),
    discount_type: merged.discount_type || null,
    discount_value: typeof discount === 'number' ? discount : null,
  };
}

function saleValues(row: Row) {
  const currency = String(row.currency);
  const value = row.discount_value == null ? '' : Number(row.discount_value);
  return {
    price: decimalAmount(Number(row.price_minor), currency),
    price_minor: Number(row.price_minor),
    discount_type: row.discount_type ?? '',
    discount_value:
      value === '' ? '' : row.discount_type === 'amount' ? decimalAmount(value, currency) : String(value),
  };
}

/** The price in a list, as the reader's language writes it (149,90 MAD in French). */
const priceSummary = (row: Row, locale: Locale) =>
  formatMoney(Number(row.price_minor), String(row.currency), locale);

async function count(tx: Db, query: ReturnType<typeof sql>) {
  const [row] = rowsOf<{ n: number }>(await tx.execute(query));
  return Number(row?.n ?? 0);
}

async function slugOf(tx: Db, table: 'services' | 'categories', recordId: unknown) {
  const [row] = rowsOf<{ slug: string }>(
    await tx.execute(sql`select slug from ${sql.identifier(table)} where id = ${Number(recordId)}`),
  );
  return row?.slug ?? null;
}

/**
 * The catalogue's editable entities (issue 16, ADR-0700): categories, sub-categories, services,
 * packages and offers. Services and packages are published through their availability flag and
 * archived (not deleted) once an order names them.
 */
export function registerCatalogEntities(
  editing: Pick<EditingService, 'register'>,
  deps: { catalog: Pick<CatalogService, 'invalidate'>; shopCurrency: string },
) {
  const { shopCurrency } = deps;
  const invalidate = () => deps.catalog.invalidate();

  const categories: EntityDefinition = {
    name: 'categories',
    auditType: 'category',
    table: 'categories',
    translations: {
      table: 'category_translations',
      ownerColumn: 'category_id',
      fields: { name: text(true), description: textarea },
    },
    fields: {
      slug: slugField,
      image: { kind: 'image', schema: line, required: true },
    },
    titleField: 'name',
    slug: { column: 'slug' },
    position: {},
    invalidate,
    references: async (tx, recordId) => [
      {
        kind: 'services',
        count: await count(
          tx,
          sql`select count(*)::int as n from services where category_id = ${recordId}
            or sub_category_id in (select id from sub_categories where category_id = ${recordId})`,
        ),
        blocks: true,
      },
      {
        kind: 'subCategories',
        count: await count(
          tx,
          sql`select count(*)::int as n from sub_categories where category_id = ${recordId}`,
        ),
        blocks: false,
      },
    ],
    publicPath: async (_tx, row) => `/category/${String(row.slug)}`,
  };

  const subCategories: EntityDefinition = {
    name: 'sub-categories',
    auditType: 'sub_category',
    table: 'sub_categories',
    translations: {
      table: 'sub_category_translations',
      ownerColumn: 'sub_category_id',
      fields: { name: text(true), description: textarea },
    },
    fields: {
      slug: slugField,
      category: reference('categories', 'category_id', true),
    },
    titleField: 'name',
    slug: { column: 'slug' },
    position: { scopeColumn: 'category_id' },
    invalidate,
    references: async (tx, recordId) => [
      {
        kind: 'services',
        count: await count(
          tx,
          sql`select count(*)::int as n from services where sub_category_id = ${recordId}`,
        ),
        blocks: true,
      },
    ],
    publicPath: async (_tx, row) => `/sub_category/${String(row.slug)}`,
  };

  const services: EntityDefinition = {
    name: 'services',
    auditType: 'service',
    table: 'services',
    translations: {
      table: 'service_translations',
      ownerColumn: 'service_id',
      fields: { name: text(true), summary: text(), description: textarea, features: list },
    },
    fields: {
      slug: slugField,
      kind: {
        kind: 'select',
        options: SERVICE_KINDS,
        schema: z.enum(SERVICE_KINDS, { message: 'invalid' }),
        required: true,
      },
      category: reference('categories', 'category_id', true),
      sub_category: reference('sub-categories', 'sub_category_id', false),
      featured: { kind: 'boolean', schema: z.boolean({ message: 'invalid' }) },
      images,
      ...saleFields,
    },
    titleField: 'name',
    slug: { column: 'slug' },
    publish: { column: 'available' },
    position: {},
    archivable: true,
    invalidate,
    validate: (merged, current) => validateSale(merged, current, shopCurrency),
    toColumns: (merged, current) => saleColumns(merged, current, shopCurrency),
    fromColumns: saleValues,
    defaults: () => ({ currency: shopCurrency, images: [] }),
    references: async (tx, recordId) => [
      {
        kind: 'orders',
        count: await count(
          tx,
          sql`select count(distinct order_id)::int as n from order_lines where service_id = ${recordId}`,
        ),
        blocks: true,
      },
      {
        kind: 'promoCodes',
        count: await count(
          tx,
          sql`select count(*)::int as n from promo_code_targets where service_id = ${recordId}`,
        ),
        blocks: true,
      },
      {
        kind: 'carts',
        count: await count(tx, sql`select count(*)::int as n from cart_items where service_id = ${recordId}`),
        blocks: false,
      },
      {
        kind: 'packages',
        count: await count(tx, sql`select count(*)::int as n from packages where service_id = ${recordId}`),
        blocks: false,
      },
      {
        kind: 'offers',
        count: await count(tx, sql`select count(*)::int as n from offers where service_id = ${recordId}`),
        blocks: false,
      },
      {
        kind: 'projects',
        count: await count(tx, sql`select count(*)::int as n from projects where service_id = ${recordId}`),
        blocks: false,
      },
    ],
    publicPath: async (_tx, row) => `/produits/${String(row.slug)}`,
    summary: priceSummary,
  };

  const packages: EntityDefinition = {
    name: 'packages',
    auditType: 'package',
    table: 'packages',
    translations: {
      table: 'package_translations',
      ownerColumn: 'package_id',
      fields: { name: text(true), description: textarea, features: list },
    },
    fields: {
      slug: slugField,
      service: reference('services', 'service_id', true),
      ...saleFields,
    },
    titleField: 'name',
    slug: { column: 'slug', scopeColumn: 'service_id', scopeEntity: 'services' },
    publish: { column: 'available' },
    position: { scopeColumn: 'service_id' },
    archivable: true,
    invalidate,
    validate: (merged, current) => validateSale(merged, current, shopCurrency),
    toColumns: (merged, current) => saleColumns(merged, current, shopCurrency),
    fromColumns: saleValues,
    defaults: () => ({ currency: shopCurrency }),
    references: async (tx, recordId) => [
      {
        kind: 'orders',
        count: await count(
          tx,
          sql`select count(distinct order_id)::int as n from order_lines where package_id = ${recordId}`,
        ),
        blocks: true,
      },
      {
        kind: 'promoCodes',
        count: await count(
          tx,
          sql`select count(*)::int as n from promo_code_targets where package_id = ${recordId}`,
        ),
        blocks: true,
      },
      {
        kind: 'carts',
        count: await count(tx, sql`select count(*)::int as n from cart_items where package_id = ${recordId}`),
        blocks: false,
      },
      {
        kind: 'offers',
        count: await count(tx, sql`select count(*)::int as n from offers where package_id = ${recordId}`),
        blocks: false,
      },
    ],
    publicPath: async (tx, row) => {
      const service = await slugOf(tx, 'services', row.service_id);
      return service ? `/produits/${service}/packages/${String(row.slug)}` : null;
    },
    summary: priceSummary,
  };

  const offers: EntityDefinition = {
    name: 'offers',
    auditType: 'offer',
    table: 'offers',
    translations: {
      table: 'offer_translations',
      ownerColumn: 'offer_id',
      fields: { title: text(true), description: textarea },
    },
    fields: {
      slug: slugField,
      service: reference('services', 'service_id', true),
      package: reference('packages', 'package_id', false),
      discount_type: {
        kind: 'select',
        options: ['amount', 'percent'],
        schema: z.enum(['amount', 'percent'], { message: 'invalid' }),
        required: true,
      },
      discount_value: { kind: 'discount', schema: amount, required: true },
      starts_at: { kind: 'datetime', schema: localDateTime, required: true },
      ends_at: { kind: 'datetime', schema: localDateTime, required: true },
    },
    titleField: 'title',
    slug: { column: 'slug' },
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
      return { discount_value: typeof discount === 'number' ? discount : null };
    },
    fromColumns: (row) => ({
      discount_value:
        row.discount_type === 'amount'
          ? decimalAmount(Number(row.discount_value), shopCurrency)
          : String(row.discount_value),
    }),
    references: async () => [],
    publicPath: async () => '/offers',
  };

  for (const def of [categories, subCategories, services, packages, offers]) editing.register(def);
}
