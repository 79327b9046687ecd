import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Package, SaleTerms, Service } from '../../../common/catalog/types';
import { LOCALES, type Locale } from '../../../common/i18n/languages';
import { imageUrlOf, smallestUrl } from '../../../common/media/types';
import { fromJson, preparedStatement } from '../../db/prepared';
import type { Db } from '../../db/types';
import type { Discount } from '../pricing/discounts';
import { ownDiscountOf, saleTermsOf } from './sale-terms';
import { packages, packageTranslations, services } from './schema';
import { fieldPicker } from './translations';

/** A service bought on its own (packageId null) or one of its packages. */
export interface SaleItemRef {
  serviceId: number;
  packageId: number | null;
}

/** A service or package as a cart prices it: its terms read from the tables at that moment. */
export interface SaleItem extends SaleTerms {
  ref: SaleItemRef;
  type: 'service' | 'package';
  /** The public ids of its page (/produits/{serviceSlug}[/packages/{packageSlug}]). */
  serviceSlug: string;
  packageSlug: string | null;
  /** The package's name, or the service's when bought on its own. */
  name: string;
  serviceName: string;
  image: string | null;
  /** Its own discount, for the pricing rules. */
  ownDiscount: Discount | null;
  /** What it includes, in the language read (an order copies them). */
  features: string[];
  /** Its name and what it includes in every language, from the same read (an order copies them all). */
  texts: Record<Locale, { name: string; features: string[] }>;
}

export const saleItemKey = (ref: SaleItemRef) =>
  ref.packageId == null ? `service:${ref.serviceId}` : `package:${ref.packageId}`;

/** The sale columns of a services or packages row. */
const termColumns = <T extends typeof services | typeof packages>(table: T) => ({
  priceMinor: table.priceMinor,
  currency: table.currency,
  discountType: table.discountType,
  discountValue: table.discountValue,
  billingPeriod: table.billingPeriod,
  paymentKind: table.paymentKind,
  available: table.available,
});

/** A service's sale columns by slug: every add to the cart reads it (built once, issue 28). */
const serviceBySlug = preparedStatement('sale_service_by_slug', (db, name) =>
  db
    .select({ id: services.id, available: services.available, currency: services.currency })
    .from(services)
    .where(eq(services.slug, sql.placeholder('slug')))
    .prepare(name),
);

/**
 * The services' terms with their texts in every language, in one statement: every cart read and
 * every checkout reads them (built once, issue 28).
 */
const servicesForSale = preparedStatement('sale_services', (db, name) =>
  db
    .select({
      id: services.id,
      slug: services.slug,
      images: services.images,
      ...termColumns(services),
      // Qualified by hand: Drizzle writes a one-table query's columns unqualified, and "id" inside
      // the subquery would be the translation's.
      texts: sql`coalesce((
        select json_agg(json_build_object('serviceId', t.service_id, 'locale', t.locale,
                                          'name', t.name, 'features', t.features))
        from service_translations t
        where t.service_id = services.id), '[]'::json)`.mapWith(
        fromJson<{ serviceId: number; locale: string; name: string; features: string[] }[]>,
      ),
    })
    .from(services)
    .where(sql`${services.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare(name),
);

type Names = (locale: Locale) => Promise<{
  serviceById: Map<number, Service>;
  packageById: Map<number, Package>;
}>;

/**
 * What the cart and the checkout read: prices, discounts, availability, names and features
 * straight from the tables (never from the in-memory snapshot, which may lag a change committed a
 * moment ago on another process, and never from the browser), inside the caller's transaction
 * when it gives one: an order line copies what the tables say as it is placed. Only the cart's
 * thumbnail comes from the snapshot (its resized image's URL).
 */
export function createSaleReader(base: Db, names: Names) {
  /** The item a page URL names (slugs), or null when there is none; sold or not. */
  async function findForSale(
    serviceSlug: string,
    packageSlug: string | null,
    db: Db = base,
  ): Promise<{ ref: SaleItemRef; available: boolean; currency: string } | null> {
    const [service] = await serviceBySlug(db, { slug: serviceSlug });
    if (!service) return null;
    if (packageSlug == null)
      return {
        ref: { serviceId: service.id, packageId: null },
        available: service.available,
        currency: service.currency,
      };
    const [pkg] = await db
      .select({ id: packages.id, available: packages.available, currency: packages.currency })
      .from(packages)
      .where(and(eq(packages.serviceId, service.id), eq(packages.slug, packageSlug)));
    if (!pkg) return null;
    // A package of an unavailable service is not for sale either.
    return {
      ref: { serviceId: service.id, packageId: pkg.id },
      available: service.available && pkg.available,
      currency: pkg.currency,
    };
  }

  /** The items of `refs` that still exist, keyed by `saleItemKey`. */
  async function readForSale(locale: Locale, refs: readonly SaleItemRef[], db: Db = base) {
    const found = new Map<string, SaleItem>();
    if (refs.length === 0) return found;
    const serviceIds = [...new Set(refs.map((r) => r.serviceId))];
    const packageIds = [...new Set(refs.flatMap((r) => (r.packageId == null ? [] : [r.packageId])))];
    const serviceRows = await servicesForSale(db, { ids: serviceIds });
    const packageRows = packageIds.length
      ? await db
          .select({
            id: packages.id,
            slug: packages.slug,
            serviceId: packages.serviceId,
            ...termColumns(packages),
          })
          .from(packages)
          .where(inArray(packages.id, packageIds))
      : [];
    const serviceTexts = serviceRows.flatMap((row) => row.texts);
    const packageTexts = packageIds.length
      ? await db
          .select({
            packageId: packageTranslations.packageId,
            locale: packageTranslations.locale,
            name: packageTranslations.name,
            features: packageTranslations.features,
          })
          .from(packageTranslations)
          .where(inArray(packageTranslations.packageId, packageIds))
      : [];
    const serviceText = fieldPicker(serviceTexts, (r) => r.serviceId, ['name', 'features']);
    const packageText = fieldPicker(packageTexts, (r) => r.packageId, ['name', 'features']);
    const text = await names(locale);
    const serviceRow = new Map(serviceRows.map((row) => [row.id, row]));
    const packageRow = new Map(packageRows.map((row) => [row.id, row]));
    const textsOf = (pick: (locale: Locale) => { name?: string; features?: string[] }, slug: string) =>
      Object.fromEntries(
        LOCALES.map((l) => {
          const values = pick(l);
          return [l, { name: values.name ?? slug, features: values.features ?? [] }];
        }),
      ) as SaleItem['texts'];
    for (const ref of refs) {
      const service = serviceRow.get(ref.serviceId);
      if (!service) continue;
      const ownText = serviceText(service.id, locale).values;
      const serviceName = ownText.name ?? service.slug;
      // A URL, never a `media:` reference: the cart's thumbnail is the image's smallest variant.
      const pictures = text.serviceById.get(service.id)?.pictures;
      const image = imageUrlOf(service.images[0], pictures, smallestUrl);
      const common = { serviceSlug: service.slug, serviceName, image };
      if (ref.packageId == null) {
        found.set(saleItemKey(ref), {
          ...saleTermsOf(service),
          ...common,
          ref,
          type: 'service',
          packageSlug: null,
          name: serviceName,
          ownDiscount: ownDiscountOf(service),
          features: ownText.features ?? [],
          texts: textsOf((l) => serviceText(service.id, l).values, service.slug),
        });
        continue;
      }
      const pkg = packageRow.get(ref.packageId);
      if (!pkg || pkg.serviceId !== service.id) continue;
      const pkgText = packageText(pkg.id, locale).values;
      found.set(saleItemKey(ref), {
        ...saleTermsOf(pkg),
        available: pkg.available && service.available,
        ...common,
        ref,
        type: 'package',
        packageSlug: pkg.slug,
        name: pkgText.name ?? pkg.slug,
        ownDiscount: ownDiscountOf(pkg),
        features: pkgText.features ?? [],
        texts: textsOf((l) => packageText(pkg.id, l).values, pkg.slug),
      });
    }
    return found;
  }

  return { findForSale, readForSale };
}
