import type { Db } from '../../db/types';
import { insertId, translationRows } from '../../db/seeding';
import {
  demoCategories,
  demoGallery,
  demoOffers,
  demoProjects,
  demoServices,
  type DemoSaleTerms,
} from '../../db/demo-content';
import * as catalog from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  if ((await db.select({ id: catalog.categories.id }).from(catalog.categories).limit(1)).length > 0)
    return false;
  await db.transaction(async (tx) => {
    const subIds = new Map<string, number>();
    const catIds = new Map<string, number>();
    for (const [position, cat] of demoCategories.entries()) {
      const { slug, image } = cat;
      const categoryId = await insertId(tx, catalog.categories, { slug, image, position });
      catIds.set(cat.slug, categoryId);
      await tx
        .insert(catalog.categoryTranslations)
        .values(translationRows({ categoryId }, { name: cat.name, description: cat.description }));
      for (const [subPosition, sub] of cat.subCategories.entries()) {
        const subValues = { slug: sub.slug, categoryId, position: subPosition };
        const subCategoryId = await insertId(tx, catalog.subCategories, subValues);
        subIds.set(sub.slug, subCategoryId);
        await tx
          .insert(catalog.subCategoryTranslations)
          .values(translationRows({ subCategoryId }, { name: sub.name, description: sub.description }));
      }
    }

    const serviceIds = new Map<string, number>();
    const packageIds = new Map<string, number>();
    for (const [position, svc] of demoServices.entries()) {
      const serviceId = await insertId(tx, catalog.services, {
        slug: svc.slug,
        kind: svc.kind,
        categoryId: catIds.get(svc.categorySlug)!,
        subCategoryId: subIds.get(svc.subCategorySlug) ?? null,
        images: svc.images,
        featured: !!svc.featured,
        ...saleColumns(svc.price),
        position,
      });
      serviceIds.set(svc.slug, serviceId);
      const { name, summary, description, features } = svc;
      const texts = { name, summary, description, features };
      await tx.insert(catalog.serviceTranslations).values(translationRows({ serviceId }, texts));
      for (const [pkgPosition, pkg] of svc.packages.entries()) {
        const packageId = await insertId(tx, catalog.packages, {
          slug: pkg.slug,
          serviceId,
          ...saleColumns(pkg),
          position: pkgPosition,
        });
        packageIds.set(`${svc.slug}/${pkg.slug}`, packageId);
        const texts = { name: pkg.name, description: pkg.description, features: pkg.features };
        await tx.insert(catalog.packageTranslations).values(translationRows({ packageId }, texts));
      }
    }

    for (const offer of demoOffers) {
      const offerId = await insertId(tx, catalog.offers, {
        slug: offer.slug,
        serviceId: serviceIds.get(offer.serviceSlug)!,
        packageId: offer.packageSlug ? packageIds.get(`${offer.serviceSlug}/${offer.packageSlug}`) : null,
        discountType: offer.discount.type,
        discountValue: offer.discount.value,
        startsAt: new Date(now.getTime() + offer.startsInDays * DAY_MS),
        endsAt: new Date(now.getTime() + offer.endsInDays * DAY_MS),
      });
      await tx
        .insert(catalog.offerTranslations)
        .values(translationRows({ offerId }, { title: offer.title, description: offer.description }));
    }

    for (const [position, item] of demoGallery.entries()) {
      const galleryItemId = await insertId(tx, catalog.galleryItems, {
        slug: item.slug,
        image: item.image,
        position,
      });
      await tx
        .insert(catalog.galleryItemTranslations)
        .values(translationRows({ galleryItemId }, { title: item.title, caption: item.caption }));
    }

    for (const project of demoProjects) {
      const { slug, liveUrl, images, year } = project;
      const serviceId = serviceIds.get(project.serviceSlug)!;
      const projectId = await insertId(tx, catalog.projects, { slug, serviceId, liveUrl, images, year });
      await tx
        .insert(catalog.projectTranslations)
        .values(translationRows({ projectId }, { title: project.title, summary: project.summary }));
    }
  });
  return true;
}
