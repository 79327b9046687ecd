import { LOCALES } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import {
  demoCategories,
  demoGallery,
  demoOffers,
  demoProjects,
  demoServices,
  type DemoSaleTerms,
  type Locale,
  type Text,
} from '../../db/demo-content';
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** One translation row per language from the demo's `Text` fields. */
function rows<T>(build: (locale: Locale) => T): T[] {
  return LOCALES.map(build);
}
const pick = (text: Text, locale: Locale) => text[locale];

/** The sale columns of a demo service or package (all seeded available). */
function saleColumns(terms: DemoSaleTerms) {
  return {
    priceMinor: terms.priceMinor,
    currency: terms.currency,
    discountType: terms.discount?.type ?? null,
    discountValue: terms.discount?.value ?? null,
    billingPeriod: terms.billingPeriod,
    paymentKind: terms.paymentKind,
    available: true,
  };
}

/** Fills empty catalogue tables with the demo shop; returns false when they already hold data. */
export async function seedDemoCatalog(db: Db, now: Date): Promise<boolean> {
  if ((await db.select({ id: categories.id }).from(categories).limit(1)).length > 0) return false;
  await db.transaction(async (tx) => {
    const subIds = new Map<string, number>();
    const catIds = new Map<string, number>();
    for (const [position, cat] of demoCategories.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({ slug: cat.slug, image: cat.image, position })
        .returning({ id: categories.id });
      catIds.set(cat.slug, row!.id);
      await tx.insert(categoryTranslations).values(
        rows((locale) => ({
          categoryId: row!.id,
          locale,
          name: pick(cat.name, locale),
          description: pick(cat.description, locale),
        })),
      );
      for (const [subPosition, sub] of cat.subCategories.entries()) {
        const [subRow] = await tx
          .insert(subCategories)
          .values({ slug: sub.slug, categoryId: row!.id, position: subPosition })
          .returning({ id: subCategories.id });
        subIds.set(sub.slug, subRow!.id);
        await tx.insert(subCategoryTranslations).values(
          rows((locale) => ({
            subCategoryId: subRow!.id,
            locale,
            name: pick(sub.name, locale),
            description: pick(sub.description, locale),
          })),
        );
      }
    }

    const serviceIds = new Map<string, number>();
    const packageIds = new Map<string, number>();
    for (const [position, svc] of demoServices.entries()) {
      const [row] = await tx
        .insert(services)
        .values({
          slug: svc.slug,
          kind: svc.kind,
          categoryId: catIds.get(svc.categorySlug)!,
          subCategoryId: subIds.get(svc.subCategorySlug) ?? null,
          images: svc.images,
          featured: !!svc.featured,
          ...saleColumns(svc.price),
          position,
        })
        .returning({ id: services.id });
      serviceIds.set(svc.slug, row!.id);
      await tx.insert(serviceTranslations).values(
        rows((locale) => ({
          serviceId: row!.id,
          locale,
          name: pick(svc.name, locale),
          summary: pick(svc.summary, locale),
          description: pick(svc.description, locale),
          features: svc.features[locale],
        })),
      );
      for (const [pkgPosition, pkg] of svc.packages.entries()) {
        const [pkgRow] = await tx
          .insert(packages)
          .values({
            slug: pkg.slug,
            serviceId: row!.id,
            ...saleColumns(pkg),
            position: pkgPosition,
          })
          .returning({ id: packages.id });
        packageIds.set(`${svc.slug}/${pkg.slug}`, pkgRow!.id);
        await tx.insert(packageTranslations).values(
          rows((locale) => ({
            packageId: pkgRow!.id,
            locale,
            name: pick(pkg.name, locale),
            description: pick(pkg.description, locale),
            features: pkg.features[locale],
          })),
        );
      }
    }

    for (const offer of demoOffers) {
      const [row] = await tx
        .insert(offers)
        .values({
          slug: offer.slug,
          serviceId: serviceIds.get(offer.serviceSlug)!,
          packageId: offer.packageSlug ? packageIds.get(`${offer.serviceSlug}/${offer.packageSlug}`) : null,
          discountType: offer.discount.type,
          discountValue: offer.discount.value,
          startsAt: new Date(now.getTime() + offer.startsInDays * DAY_MS),
          endsAt: new Date(now.getTime() + offer.endsInDays * DAY_MS),
        })
        .returning({ id: offers.id });
      await tx.insert(offerTranslations).values(
        rows((locale) => ({
          offerId: row!.id,
          locale,
          title: pick(offer.title, locale),
          description: pick(offer.description, locale),
        })),
      );
    }

    for (const [position, item] of demoGallery.entries()) {
      const [row] = await tx
        .insert(galleryItems)
        .values({ slug: item.slug, image: item.image, position })
        .returning({ id: galleryItems.id });
      await tx.insert(galleryItemTranslations).values(
        rows((locale) => ({
          galleryItemId: row!.id,
          locale,
          title: pick(item.title, locale),
          caption: pick(item.caption, locale),
        })),
      );
    }

    for (const project of demoProjects) {
      const [row] = await tx
        .insert(projects)
        .values({
          slug: project.slug,
          serviceId: serviceIds.get(project.serviceSlug)!,
          liveUrl: project.liveUrl,
          images: project.images,
          year: project.year,
        })
        .returning({ id: projects.id });
      await tx.insert(projectTranslations).values(
        rows((locale) => ({
          projectId: row!.id,
          locale,
          title: pick(project.title, locale),
          summary: pick(project.summary, locale),
        })),
      );
    }
  });
  return true;
}
