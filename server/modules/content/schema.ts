import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PageSlug } from '../../../common/content/types';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const locale = () => text('locale').notNull();
/** Bumped by every admin save: the compare-and-set that refuses a stale edit (ADR-0700). */
const version = () => integer('version').notNull().default(1);

export const blogCategories = pgTable('blog_categories', {
  id: id(),
  version: version(),
  slug: text('slug').notNull().unique(),
});

export const blogCategoryTranslations = pgTable(
  'blog_category_translations',
  {
    id: id(),
    blogCategoryId: integer('blog_category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('blog_category_translations_locale').on(t.blogCategoryId, t.locale)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    version: version(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    image: text('image').notNull(),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
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
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  postId: integer('post_id')
    .notNull()
    .references(() => blogPosts.id, { onDelete: 'cascade' }),
});

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    id: id(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
  },
  (t) => [uniqueIndex('blog_post_translations_locale').on(t.postId, t.locale)],
);

export const faqGroups = pgTable('faq_groups', {
  id: id(),
  version: version(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const faqGroupTranslations = pgTable(
  'faq_group_translations',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => faqGroups.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('faq_group_translations_locale').on(t.groupId, t.locale)],
);

export const faqs = pgTable('faqs', {
  id: id(),
  version: version(),
  groupId: integer('group_id')
    .notNull()
    .references(() => faqGroups.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
});

export const faqTranslations = pgTable(
  'faq_translations',
  {
    id: id(),
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    locale: locale(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [uniqueIndex('faq_translations_locale').on(t.faqId, t.locale)],
);

export const contentPages = pgTable('content_pages', {
  id: id(),
  version: version(),
  slug: text('slug').$type<PageSlug>().notNull().unique(),
});

export const contentPageTranslations = pgTable(
  'content_page_translations',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (t) => [uniqueIndex('content_page_translations_locale').on(t.pageId, t.locale)],
);
