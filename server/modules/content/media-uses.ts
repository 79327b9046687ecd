import { eq } from 'drizzle-orm';
import type { MediaUse } from '../../../common/media/types';
import type { Db } from '../../db/types';
import { blogPosts } from './schema';

/** Blog posts whose picture is an image reference (`media:<id>`), for the media library's delete (ADR-0702). */
export async function contentMediaUses(executor: Db, ref: string): Promise<MediaUse[]> {
  const rows = await executor
    .select({ id: blogPosts.id, slug: blogPosts.slug })
    .from(blogPosts)
    .where(eq(blogPosts.image, ref));
  return rows.map((r) => ({ type: 'post' as const, ...r }));
}
