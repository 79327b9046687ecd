import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import { MEDIA_REF_PREFIX } from '../../../common/media/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { createLocaleSnapshots } from '../../platform/locale-snapshots';
import type { PictureResolver } from '../catalog/service';
import { fieldPicker } from '../catalog/translations';
import {
  blogCategories,
  blogCategoryTranslations,
  blogPosts,
  blogPostTranslations,
  blogPostViewsPending,
  contentPages,
  contentPageTranslations,
  faqGroups,
  faqGroupTranslations,
  faqs,
  faqTranslations,
} from './schema';
import type {
  BlogCategory,
  BlogPost,
  BlogPostSummary,
  ContentPage,
  FaqGroup,
  PageSlug,
} from '../../../common/content/types';
import { formatDate } from '../../../common/format/dates';

/** The recurring job adding the readings noted by the posts' beacons to their totals. */
export const BLOG_VIEWS_FLUSH_JOB = 'content.flush-post-views';

interface ContentSnapshot {
  categories: Omit<BlogCategory, 'postCount'>[];
  posts: (Omit<BlogPost, 'views' | 'publishedAt'> & { publishedAt: Date })[];
  faqGroups: FaqGroup[];
  pages: ContentPage[];
}

/**
 * Blog, FAQs and content pages. Texts are cached per language and dropped on write; view
 * counts are read fresh (they move every minute, when the readings noted are added up).
 */
/** `timeZone`: the configured zone, in which the dates it serves are written (ADR-0008). */
/** `pictures`: resolves the posts' `media:` image references for a language (ADR-0702). */
export function createContentService(db: Db, clock: Clock, timeZone: string, pictures?: PictureResolver) {
  async function build(locale: Locale): Promise<ContentSnapshot> {
    const [cats, catT, posts, postT, groups, groupT, faqRows, faqT, pages, pageT] = await Promise.all([
      db.select().from(blogCategories).orderBy(asc(blogCategories.id)),
      db.select().from(blogCategoryTranslations),
      db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.published, true))
        .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id)),
      db.select().from(blogPostTranslations),
      db.select().from(faqGroups).orderBy(asc(faqGroups.position), asc(faqGroups.id)),
      db.select().from(faqGroupTranslations),
      db.select().from(faqs).where(eq(faqs.published, true)).orderBy(asc(faqs.position), asc(faqs.id)),
      db.select().from(faqTranslations),
      db.select().from(contentPages),
      db.select().from(contentPageTranslations),
    ]);
    const catText = fieldPicker(catT, (r) => r.blogCategoryId, ['name']);
    const postText = fieldPicker(postT, (r) => r.postId, ['title', 'excerpt', 'body']);
    const groupText = fieldPicker(groupT, (r) => r.groupId, ['name']);
    const faqText = fieldPicker(faqT, (r) => r.faqId, ['question', 'answer']);
    const pageText = fieldPicker(pageT, (r) => r.pageId, ['title', 'summary', 'body']);
    // Only when some post shows a library image: the demo's static paths cost no query.
    const refs = posts.map((p) => p.image).filter((ref) => ref.startsWith(MEDIA_REF_PREFIX));
    const resolved = pictures && refs.length ? await pictures(refs, locale) : {};
    const categories = cats.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: catText(c.id, locale).values.name ?? c.slug,
    }));
    return {
      categories,
      posts: posts.map((p) => {
        const t = postText(p.id, locale).values;
        const category = categories.find((c) => c.id === p.categoryId);
        return {
          id: p.id,
          slug: p.slug,
          categorySlug: category?.slug ?? '',
          categoryName: category?.name ?? '',
          title: t.title ?? p.slug,
          excerpt: t.excerpt ?? '',
          body: t.body ?? '',
          image: p.image,
          pictures: resolved[p.image] ? { [p.image]: resolved[p.image]! } : {},
          author: p.author,
          publishedAt: p.publishedAt,
          publishedAtLabel: formatDate(p.publishedAt, locale, timeZone),
        };
      }),
      faqGroups: groups.map((g) => ({
        slug: g.slug,
        name: groupText(g.id, locale).values.name ?? g.slug,
        items: faqRows
          .filter((f) => f.groupId === g.id)
          .map((f) => ({
            id: f.id,
            question: faqText(f.id, locale).values.question ?? '',
            answer: faqText(f.id, locale).values.answer ?? '',
          })),
      })),
      pages: pages.map((p) => ({
        slug: p.slug,
        title: pageText(p.id, locale).values.title ?? p.slug,
        summary: pageText(p.id, locale).values.summary ?? '',
        body: pageText(p.id, locale).values.body ?? '',
      })),
    };
  }

  const cache = createLocaleSnapshots(build);
  const snapshot = cache.get;

  async function viewCounts(): Promise<Map<number, number>> {
    const rows = await db.select({ id: blogPosts.id, views: blogPosts.views }).from(blogPosts);
    return new Map(rows.map((r) => [r.id, r.views]));
  }

  /** Published posts only (a post dated in the future is not out yet). */
  async function publishedPosts(locale: Locale): Promise<BlogPost[]> {
    const [snap, views] = await Promise.all([snapshot(locale), viewCounts()]);
    const now = clock.now();
    return snap.posts
      .filter((p) => p.publishedAt <= now)
      .map((p) => ({ ...p, publishedAt: p.publishedAt.toISOString(), views: views.get(p.id) ?? 0 }));
  }

  const summary = ({ body: _body, ...rest }: BlogPost): BlogPostSummary => rest;

  return {
    invalidate: cache.invalidate,
    /** Changes whenever the cached texts are dropped: part of the public pages' ETags. */
    version: cache.version,

    /** The blog's front page: recent posts (optionally of one category), most read, categories. */
    async getBlogIndex(locale: Locale, categorySlug?: string) {
      const [snap, posts] = await Promise.all([snapshot(locale), publishedPosts(locale)]);
      const category = categorySlug ? snap.categories.find((c) => c.slug === categorySlug) : undefined;
      if (categorySlug && !category) return null;
      return {
        category: category ?? null,
        recent: posts.filter((p) => !category || p.categorySlug === category.slug).map(summary),
        mostRead: [...posts]
          .sort((a, b) => b.views - a.views)
          .slice(0, 3)
          .map(summary),
        categories: snap.categories.map((c) => ({
          ...c,
          postCount: posts.filter((p) => p.categorySlug === c.slug).length,
        })),
      };
    },

    async getPost(locale: Locale, slug: string) {
      const posts = await publishedPosts(locale);
      const post = posts.find((p) => p.slug === slug);
      if (!post) return null;
      return {
        post,
        related: posts
          .filter((p) => p.categorySlug === post.categorySlug && p.slug !== slug)
          .slice(0, 3)
          .map(summary),
      };
    },

    /**
     * Notes one reading of a published post (the page's beacon): false when there is no such post.
     * The total shown moves when `flushPostViews` next runs (every minute, a job).
     */
    async recordPostView(slug: string): Promise<boolean> {
      const published = and(
        eq(blogPosts.slug, slug),
        eq(blogPosts.published, true),
        lte(blogPosts.publishedAt, clock.now()),
      );
      const { rows } = (await db.execute(sql`
        insert into ${blogPostViewsPending} (post_id)
        select ${blogPosts.id} from ${blogPosts} where ${published}
        returning post_id`)) as unknown as { rows: unknown[] };
      return rows.length > 0;
    },

    /**
     * Moves the readings noted since the last run into the posts' totals, in one statement (so a
     * reading is counted exactly once, whichever process's job runs); how many were moved.
     */
    async flushPostViews(): Promise<number> {
      const result = (await db.execute(sql`
        with moved as (delete from ${blogPostViewsPending} returning post_id),
             totals as (select post_id, count(*)::int as n from moved group by post_id),
             updated as (
               update ${blogPosts} set views = ${blogPosts.views} + totals.n
               from totals where ${blogPosts.id} = totals.post_id
               returning totals.n)
        select coalesce(sum(n), 0)::int as moved from updated`)) as unknown as {
        rows: { moved: number | string }[];
      };
      return Number(result.rows[0]?.moved ?? 0);
    },

    async listRecentPosts(locale: Locale, limit: number) {
      return (await publishedPosts(locale)).slice(0, limit).map(summary);
    },

    async listFaqGroups(locale: Locale) {
      return (await snapshot(locale)).faqGroups;
    },

    async getPage(locale: Locale, slug: PageSlug) {
      return (await snapshot(locale)).pages.find((p) => p.slug === slug) ?? null;
    },

    async listPostSlugs() {
      return (await publishedPosts('en')).map((p) => p.slug);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
