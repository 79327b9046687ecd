import { eq, sql } from 'drizzle-orm';
import type { MediaUse } from '../../../common/media/types';
import type { Db } from '../../db/types';
import { categories, galleryItems, projects, services } from './schema';

/**
 * The catalogue records that show an image reference (`media:<id>`): the media library refuses
 * to delete an image while one does (ADR-0702). Read with the deleting transaction.
 */
export async function catalogMediaUses(executor: Db, ref: string): Promise<MediaUse[]> {
  const inList = (column: typeof services.images | typeof projects.images) =>
    sql`${column} @> ${JSON.stringify([ref])}::jsonb`;
  const [svc, proj, gal, cat] = await Promise.all([
    executor.select({ id: services.id, slug: services.slug }).from(services).where(inList(services.images)),
    executor.select({ id: projects.id, slug: projects.slug }).from(projects).where(inList(projects.images)),
    executor
      .select({ id: galleryItems.id, slug: galleryItems.slug })
      .from(galleryItems)
      .where(eq(galleryItems.image, ref)),
    executor
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(eq(categories.image, ref)),
  ]);
  return [
    ...svc.map((r) => ({ type: 'service' as const, ...r })),
    ...proj.map((r) => ({ type: 'project' as const, ...r })),
    ...gal.map((r) => ({ type: 'gallery_item' as const, ...r })),
    ...cat.map((r) => ({ type: 'category' as const, ...r })),
  ];
}
