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

interface ContentSnapshot {
  categories: Omit<BlogCategory, 'postCount'>[];
  posts: (Omit<BlogPost, 'views' | 'publishedAt'> & { publishedAt: Date })[];
  faqGroups: FaqGroup[];
  pages: ContentPage[];
}

/**
 * Blog, FAQs and content pages. Texts are cached per language and dropped on write; view
 * counts change on every read of a post, so they are always read fresh.
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

    /** Counts one reading of a published post; returns the new count (null: no such post). */
    async recordPostView(slug: string): Promise<number | null> {
      const [row] = await db
        .update(blogPosts)
        .set({ views: sql`${blogPosts.views} + 1` })
        .where(
          and(
            eq(blogPosts.slug, slug),
            eq(blogPosts.published, true),
            lte(blogPosts.publishedAt, clock.now()),
          ),
        )
        .returning({ views: blogPosts.views });
      return row?.views ?? null;
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
