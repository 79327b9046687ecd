import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { packages, packageTranslations, services, serviceTranslations } from './schema';

/**
 * What the promotions module reads of the catalogue (ADR-0026): the services and packages a promo
 * code can be limited to, by their public ids (slugs) and names in the reader's language.
 */

/** A service's (a package's) translation in `locale`: what its name is joined from. */
const serviceTextIn = (locale: Locale) =>
  and(eq(serviceTranslations.serviceId, services.id), eq(serviceTranslations.locale, locale));
const packageTextIn = (locale: Locale) =>
  and(eq(packageTranslations.packageId, packages.id), eq(packageTranslations.locale, locale));

/** Names of services and packages, in the reader's language, for the ids given. */
export async function catalogTargetLabels(
  executor: Db,
  serviceIds: number[],
  packageIds: number[],
  locale: Locale,
) {
  const serviceRows = serviceIds.length
    ? await executor
        .select({ id: services.id, slug: services.slug, name: serviceTranslations.name })
        .from(services)
        .leftJoin(serviceTranslations, serviceTextIn(locale))
        .where(inArray(services.id, serviceIds))
    : [];
  const packageRows = packageIds.length
    ? await executor
        .select({
          id: packages.id,
          slug: packages.slug,
          serviceSlug: services.slug,
          name: packageTranslations.name,
        })
        .from(packages)
        .innerJoin(services, eq(services.id, packages.serviceId))
        .leftJoin(packageTranslations, packageTextIn(locale))
        .where(inArray(packages.id, packageIds))
    : [];
  return { serviceRows, packageRows };
}

/** Every service and package, in the catalogue's order, named in the reader's language. */
export async function catalogTargets(db: Db, locale: Locale) {
  const serviceRows = await db
    .select({ id: services.id, slug: services.slug, name: serviceTranslations.name })
    .from(services)
    .leftJoin(serviceTranslations, serviceTextIn(locale))
    .orderBy(asc(services.position), asc(services.id));
  const packageRows = await db
    .select({ serviceId: packages.serviceId, slug: packages.slug, name: packageTranslations.name })
    .from(packages)
    .leftJoin(packageTranslations, packageTextIn(locale))
    .orderBy(asc(packages.position), asc(packages.id));
  return { serviceRows, packageRows };
}

/** A service's row id by its slug, or null. */
export { serviceIdBySlug } from './service-names';

/** A package's row id by its service and slug, or null. */
export async function packageIdBySlug(executor: Db, serviceId: number, slug: string): Promise<number | null> {
  const [row] = await executor
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.serviceId, serviceId), eq(packages.slug, slug)));
  return row?.id ?? null;
}
