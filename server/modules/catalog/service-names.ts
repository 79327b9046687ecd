import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { services, serviceTranslations } from './schema';

/**
 * A service's name in `locale`, or null: for modules that name the service a request was about.
 * `db` may be the caller's transaction (on PGlite a query outside it would wait for it to end).
 */
export async function serviceNameIn(db: Db, serviceId: number, locale: string): Promise<string | null> {
  const [row] = await db
    .select({ name: serviceTranslations.name })
    .from(serviceTranslations)
    .where(and(eq(serviceTranslations.serviceId, serviceId), eq(serviceTranslations.locale, locale)));
  return row?.name ?? null;
}

/** The id of the service with `slug`, published or not; null when there is none. */
export async function serviceIdBySlug(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.slug, slug));
  return row?.id ?? null;
}
