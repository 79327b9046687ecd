import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  at,
  serialId,
  bigSerialId,
  version,
  translationsTable,
  requiredTexts,
  parentId,
  requiredReference,
} from '../../db/columns';
import type { PageSlug } from '../../../common/content/types';

export const blogCategories = pgTable('blog_categories', {
  id: serialId(),
  version: version(),
  slug: text('slug').notNull().unique(),
});

export const blogCategoryTranslations = translationsTable(
  'blog_category_translations',
  { blogCategoryId: parentId('blog_category_id', () => blogCategories.id) },
  requiredTexts('name'),
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serialId(),
    version: version(),
    slug: text('slug').notNull().unique(),
    categoryId: requiredReference('category_id', () => blogCategories.id),
    image: text('image').notNull(),
    author: text('author').notNull(),
    publishedAt: at('published_at').notNull(),
    /** Shown once `published_at` has come; unpublished: never shown, whatever the date (ADR-0701). */
    published: boolean('published').notNull().default(true),
    views: integer('views').notNull().default(0),
  },
  (t) => [index('blog_posts_published').on(t.publishedAt)],
);

/**
 * Readings of posts not yet added to `blog_posts.views`: one row per reading, inserted by the
 * page's beacon (never by its render, so the post is a stored page) and folded into the totals by
 * a job every minute (issue 28). Insert-only, so readers of a popular post never queue on its row.
 * UNLOGGED (drizzle/0039): a database crash forgets at most the last minute's readings.
 */
export const blogPostViewsPending = pgTable('blog_post_views_pending', {
  id: bigSerialId(),
  postId: parentId('post_id', () => blogPosts.id),
});

export const blogPostTranslations = translationsTable(
  'blog_post_translations',
  { postId: parentId('post_id', () => blogPosts.id) },
  requiredTexts('title', 'excerpt', 'body'),
);

export const faqGroups = pgTable('faq_groups', {
  id: serialId(),
  version: version(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const faqGroupTranslations = translationsTable(
  'faq_group_translations',
  { groupId: parentId('group_id', () => faqGroups.id) },
  requiredTexts('name'),
);

export const faqs = pgTable('faqs', {
  id: serialId(),
  version: version(),
  groupId: parentId('group_id', () => faqGroups.id),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
});

export const faqTranslations = translationsTable(
  'faq_translations',
  { faqId: parentId('faq_id', () => faqs.id) },
  requiredTexts('question', 'answer'),
);

export const contentPages = pgTable('content_pages', {
  id: serialId(),
  version: version(),
  slug: text('slug').$type<PageSlug>().notNull().unique(),
});

export const contentPageTranslations = translationsTable(
  'content_page_translations',
  { pageId: parentId('page_id', () => contentPages.id) },
  requiredTexts('title', 'summary', 'body'),
);
