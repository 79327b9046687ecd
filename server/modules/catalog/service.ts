import { asc, eq } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { createLocaleSnapshots } from '../../platform/locale-snapshots';
import {
  categories,
  categoryTranslations,
  galleryItems,
  galleryItemTranslations,
  offers,
  offerTranslations,
  packages,
  packageTranslations,
  projects,
  projectTranslations,
  services,
  serviceTranslations,
  subCategories,
  subCategoryTranslations,
} from './schema';
import { fieldPicker, groupBy } from './translations';
import { formatDate } from '../../../common/format/dates';
import { MEDIA_REF_PREFIX, type MediaPictures } from '../../../common/media/types';
import { applyDiscount, discountOf } from '../pricing/discounts';
import { money } from '../pricing/money';
import { saleTermsOf } from './sale-terms';
import { createSaleReader } from './for-sale';
import { serviceWithDraft } from './preview';
import {
  SERVICE_KINDS,
  type Discount,
  type Category,
  type GalleryItem,
  type Offer,
  type Package,
  type Project,
  type SaleTerms,
  type Service,
  type ServiceKind,
} from '../../../common/catalog/types';

export type PictureResolver = (refs: Iterable<string>, locale: Locale) => Promise<MediaPictures>;

interface OfferRow extends Omit<Offer, 'startsAt' | 'endsAt'> {
  startsAt: Date;
  endsAt: Date;
}

interface CatalogSnapshot {
  categories: Category[];
  /** In catalogue order; the maps below hold the same objects, found without a scan. */
  services: Service[];
  /** The same services grouped by kind, in the order of SERVICE_KINDS (the /produits listing). */
  servicesByKind: Service[];
  serviceBySlug: Map<string, Service>;
  serviceById: Map<number, Service>;
  packageById: Map<number, Package>;
  servicesByCategory: Map<string, Service[]>;
  servicesBySubCategory: Map<string | null, Service[]>;
  offers: OfferRow[];
  gallery: GalleryItem[];
  projects: Project[];
}

/**
 * The public catalogue. It is small and read on almost every page, so each language's whole
 * catalogue is read once into memory and served from there; any write calls `invalidate()`
 * (ADR-0100).
 */
/** `timeZone`: the configured zone, in which the dates it serves are written (ADR-0008). */
/** `pictures`: resolves `media:` image references for a language (the media library, ADR-0702). */
export function createCatalogService(db: Db, clock: Clock, timeZone: string, pictures?: PictureResolver) {
  async function readAll() {
    const [cats, catT, subs, subT, svcs, svcT, pkgs, pkgT, offs, offT, gal, galT, projs, projT] =
      await Promise.all([
        db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
        db.select().from(categoryTranslations),
        db.select().from(subCategories).orderBy(asc(subCategories.position), asc(subCategories.id)),
        db.select().from(subCategoryTranslations),
        db.select().from(services).orderBy(asc(services.position), asc(services.id)),
        db.select().from(serviceTranslations),
        db.select().from(packages).orderBy(asc(packages.position), asc(packages.id)),
        db.select().from(packageTranslations),
        db.select().from(offers).orderBy(asc(offers.endsAt), asc(offers.id)),
        db.select().from(offerTranslations),
        db
          .select()
          .from(galleryItems)
          .where(eq(galleryItems.published, true))
          .orderBy(asc(galleryItems.position), asc(galleryItems.id)),
        db.select().from(galleryItemTranslations),
        db
          .select()
          .from(projects)
          .where(eq(projects.published, true))
          .orderBy(asc(projects.year), asc(projects.id)),
        db.select().from(projectTranslations),
      ]);
    return {
      cats,
      subs,
      svcs,
      pkgs,
      offs,
      gal,
      projs,
      text: {
        cat: fieldPicker(catT, (r) => r.categoryId, ['name', 'description']),
        sub: fieldPicker(subT, (r) => r.subCategoryId, ['name', 'description']),
        svc: fieldPicker(svcT, (r) => r.serviceId, ['name', 'summary', 'description', 'features']),
        pkg: fieldPicker(pkgT, (r) => r.packageId, ['name', 'description', 'features']),
        off: fieldPicker(offT, (r) => r.offerId, ['title', 'description']),
        gal: fieldPicker(galT, (r) => r.galleryItemId, ['title', 'caption']),
        proj: fieldPicker(projT, (r) => r.projectId, ['title', 'summary']),
      },
    };
  }

  /**
   * The tables as read for the current cache version: the three languages' snapshots are built
   * from one read (at 10 000 services a read is most of a build's time), not one each.
   */
  let tables: { version: number; read: ReturnType<typeof readAll> } | null = null;
  function readTables() {
    const version = cache.version();
    if (tables?.version !== version) {
      const read = readAll();
      read.catch(() => {
        if (tables?.read === read) tables = null;
      });
      tables = { version, read };
    }
    return tables.read;
  }

  async function build(locale: Locale): Promise<CatalogSnapshot> {
    const { cats, subs, svcs, pkgs, offs, gal, projs, text } = await readTables();
    const catSlug = new Map(cats.map((c) => [c.id, c.slug]));
    const subSlug = new Map(subs.map((s) => [s.id, s.slug]));
    const svcSlug = new Map(svcs.map((s) => [s.id, s.slug]));
    const serviceAvailable = new Map(svcs.map((s) => [s.id, s.available]));
    const resolved = await resolvePictures(
      [
        cats.map((c) => c.image),
        svcs.flatMap((s) => s.images),
        gal.map((g) => g.image),
        projs.flatMap((p) => p.images),
      ],
      locale,
    );
    const picturesOf = (refs: readonly string[]) => pickPictures(resolved, refs);

    const categoryList: Category[] = cats.map((c) => {
      const ct = text.cat(c.id, locale);
      return {
        id: c.id,
        slug: c.slug,
        image: c.image,
        pictures: picturesOf([c.image]),
        name: ct.values.name ?? c.slug,
        description: ct.values.description ?? '',
        ...(ct.langs && { textLang: ct.langs }),
        subCategories: subs
          .filter((s) => s.categoryId === c.id)
          .map((s) => {
            const st = text.sub(s.id, locale);
            return {
              id: s.id,
              slug: s.slug,
              categorySlug: c.slug,
              name: st.values.name ?? s.slug,
              description: st.values.description ?? '',
              ...(st.langs && { textLang: st.langs }),
            };
          }),
      };
    });

    const packageList: Package[] = pkgs.map((p) => {
      const t = text.pkg(p.id, locale);
      return {
        id: p.id,
        slug: p.slug,
        serviceSlug: svcSlug.get(p.serviceId) ?? '',
        name: t.values.name ?? p.slug,
        description: t.values.description ?? '',
        features: t.values.features ?? [],
        ...(t.langs && { textLang: t.langs }),
        ...saleTermsOf(p),
        // A package of a service that is not for sale is not for sale either.
        available: p.available && serviceAvailable.get(p.serviceId) !== false,
      };
    });

    // Packages grouped by service once (not one scan of every package per service).
    const packagesOf = new Map<number, Package[]>();
    pkgs.forEach((p, i) => {
      // An archived package is off every page; orders keep its name and price as bought.
      if (p.archivedAt) return;
      const list = packagesOf.get(p.serviceId);
      if (list) list.push(packageList[i]!);
      else packagesOf.set(p.serviceId, [packageList[i]!]);
    });

    const serviceList: Service[] = svcs.map((s) => {
      const t = text.svc(s.id, locale);
      const own = packagesOf.get(s.id) ?? [];
      const terms = saleTermsOf(s);
      const cheapest = [terms, ...own]
        .filter((item) => item.available)
        .reduce<SaleTerms | null>(
          (min, item) => (!min || item.finalPriceMinor < min.finalPriceMinor ? item : min),
          null,
        );
      return {
        id: s.id,
        slug: s.slug,
        kind: s.kind,
        categorySlug: catSlug.get(s.categoryId) ?? '',
        subCategorySlug: s.subCategoryId ? (subSlug.get(s.subCategoryId) ?? null) : null,
        name: t.values.name ?? s.slug,
        summary: t.values.summary ?? '',
        description: t.values.description ?? '',
        features: t.values.features ?? [],
        ...(t.langs && { textLang: t.langs }),
        ...(s.archivedAt && { archived: true }),
        images: s.images,
        pictures: picturesOf(s.images),
        featured: s.featured,
        ...terms,
        packages: own,
        fromPrice: cheapest ? { minor: cheapest.finalPriceMinor, currency: cheapest.currency } : null,
      };
    });
    const serviceById = new Map(serviceList.map((s) => [s.id, s]));
    // Archived services are out of every listing; their own page still answers (not for sale).
    const listed = serviceList.filter((s) => !s.archived);
    const packageById = new Map(packageList.map((p) => [p.id, p]));

    const offerList: OfferRow[] = offs.map((o) => {
      const service = serviceById.get(o.serviceId);
      const pkg = o.packageId ? packageById.get(o.packageId) : undefined;
      const discount = { type: o.discountType, value: o.discountValue };
      const base = pkg ? pkg.priceMinor : null;
      return {
        id: o.id,
        slug: o.slug,
        serviceSlug: service?.slug ?? '',
        serviceName: service?.name ?? '',
        packageSlug: pkg?.slug ?? null,
        packageName: pkg?.name ?? null,
        title: text.off(o.id, locale).values.title ?? o.slug,
        description: text.off(o.id, locale).values.description ?? '',
        ...(text.off(o.id, locale).langs && { textLang: text.off(o.id, locale).langs }),
        discount,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        endsAtLabel: formatDate(o.endsAt, locale, timeZone),
        image: service?.images[0] ?? null,
        pictures: service?.pictures ?? {},
        priceMinor: base,
        offerPriceMinor: pkg ? priceAfter(pkg.priceMinor, pkg.currency, discount) : null,
        currency: pkg?.currency ?? null,
      };
    });

    return {
      categories: categoryList,
      services: listed,
      serviceById,
      packageById,
      servicesByKind: SERVICE_KINDS.flatMap((kind) => listed.filter((s) => s.kind === kind)),
      serviceBySlug: new Map(serviceList.map((s) => [s.slug, s])),
      servicesByCategory: groupBy(listed, (s) => s.categorySlug),
      servicesBySubCategory: groupBy(listed, (s) => s.subCategorySlug),
      offers: offerList,
      gallery: gal.map((g) => ({
        id: g.id,
        slug: g.slug,
        image: g.image,
        pictures: picturesOf([g.image]),
        title: text.gal(g.id, locale).values.title ?? g.slug,
        caption: text.gal(g.id, locale).values.caption ?? '',
      })),
      projects: projs.map((p) => ({
        id: p.id,
        slug: p.slug,
        serviceSlug: svcSlug.get(p.serviceId) ?? '',
        serviceName: serviceById.get(p.serviceId)?.name ?? '',
        title: text.proj(p.id, locale).values.title ?? p.slug,
        summary: text.proj(p.id, locale).values.summary ?? '',
        liveUrl: p.liveUrl,
        images: p.images,
        pictures: picturesOf(p.images),
        year: p.year,
      })),
    };
  }

  /** Only when some image is a `media:` reference: the demo's static paths cost no query. */
  async function resolvePictures(lists: string[][], locale: Locale): Promise<MediaPictures> {
    const refs = lists.flat().filter((ref) => ref.startsWith(MEDIA_REF_PREFIX));
    return pictures && refs.length ? pictures(refs, locale) : {};
  }

  const cache = createLocaleSnapshots(build);
  const snapshot = cache.get;

  const serialiseOffer = (o: OfferRow): Offer => ({
    ...o,
    startsAt: o.startsAt.toISOString(),
    endsAt: o.endsAt.toISOString(),
  });

  const forSale = createSaleReader(db, async (locale) => {
    const snap = await snapshot(locale);
    return { serviceById: snap.serviceById, packageById: snap.packageById };
  });

  return {
    ...forSale,
    /** A service's page data with an editor's draft over it, for a preview (ADR-0700); nothing is stored. */
    withDraft: serviceWithDraft,
    /** Drops every cached language: call after any write to catalogue tables. */
    invalidate: cache.invalidate,
    /** Changes whenever the cached texts are dropped: part of the public pages' ETags. */
    version: cache.version,
    /**
     * Builds the languages' cached texts now, if they were dropped. A transaction that reads names
     * through `readForSale` calls it first: built inside, the read would wait for the connection
     * the transaction holds (PGlite has only one) and never return.
     */
    async warm(locales: readonly Locale[] = LOCALES) {
      await Promise.all(locales.map((locale) => snapshot(locale)));
    },
    async listCategories(locale: Locale) {
      return (await snapshot(locale)).categories;
    },
    async getCategory(locale: Locale, slug: string) {
      const snap = await snapshot(locale);
      const category = snap.categories.find((c) => c.slug === slug);
      if (!category) return null;
      return { category, services: snap.servicesByCategory.get(slug)?.slice() ?? [] };
    },
    async getSubCategory(locale: Locale, slug: string) {
      const snap = await snapshot(locale);
      for (const category of snap.categories) {
        const subCategory = category.subCategories.find((s) => s.slug === slug);
        if (subCategory)
          return {
            category,
            subCategory,
            services: snap.servicesBySubCategory.get(slug)?.slice() ?? [],
          };
      }
      return null;
    },
    async listServices(locale: Locale, filter: { kind?: ServiceKind; featured?: boolean } = {}) {
      const all = (await snapshot(locale)).services;
      if (!filter.kind && filter.featured === undefined) return all.slice();
      return all.filter(
        (s) =>
          (!filter.kind || s.kind === filter.kind) &&
          (filter.featured === undefined || s.featured === filter.featured),
      );
    },
    /**
     * One page of every service grouped by kind (SERVICE_KINDS order), as /produits lists them:
     * a slice of the snapshot, nothing else copied or scanned. A page past the end is the last.
     */
    async pageOfServicesByKind(locale: Locale, page: number, perPage: number) {
      const all = (await snapshot(locale)).servicesByKind;
      const pages = Math.max(1, Math.ceil(all.length / perPage));
      const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
      return {
        items: all.slice((current - 1) * perPage, current * perPage),
        page: current,
        pages,
        total: all.length,
      };
    },
    async getService(locale: Locale, slug: string) {
      const snap = await snapshot(locale);
      const service = snap.serviceBySlug.get(slug);
      if (!service) return null;
      const category = snap.categories.find((c) => c.slug === service.categorySlug) ?? null;
      return {
        service,
        category,
        subCategory: category?.subCategories.find((s) => s.slug === service.subCategorySlug) ?? null,
        offers: snap.offers
          .filter((o) => o.serviceSlug === slug && isCurrent(o, clock.now()))
          .map(serialiseOffer),
        projects: snap.projects.filter((p) => p.serviceSlug === slug),
      };
    },
    /** Offers running now (started, not ended), soonest to end first. */
    async listCurrentOffers(locale: Locale) {
      const now = clock.now();
      return (await snapshot(locale)).offers.filter((o) => isCurrent(o, now)).map(serialiseOffer);
    },
    async listGallery(locale: Locale) {
      return (await snapshot(locale)).gallery;
    },
    async listProjects(locale: Locale) {
      return (await snapshot(locale)).projects;
    },
    /** Every public catalogue URL part, for the sitemap. */
    async listSlugs() {
      const snap = await snapshot(LOCALES[0]!);
      return {
        categories: snap.categories.map((c) => c.slug),
        subCategories: snap.categories.flatMap((c) => c.subCategories.map((s) => s.slug)),
        services: snap.services.map((s) => ({ slug: s.slug, packages: s.packages.map((p) => p.slug) })),
      };
    },
  };
}

/** A catalogue price after its discount, computed by the pricing rules (ADR-0010). */
function priceAfter(priceMinor: number, currency: string, discount: Discount | null) {
  const price = money(priceMinor, currency);
  return applyDiscount(price, discount && discountOf(discount.type, discount.value, currency)).minor;
}

function pickPictures(resolved: MediaPictures, refs: readonly string[]): MediaPictures {
  const picked: MediaPictures = {};
  for (const ref of refs) if (resolved[ref]) picked[ref] = resolved[ref];
  return picked;
}

function isCurrent(offer: { startsAt: Date; endsAt: Date }, now: Date) {
  return offer.startsAt <= now && offer.endsAt > now;
}

export type CatalogService = ReturnType<typeof createCatalogService>;
