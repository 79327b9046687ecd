import { count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PAGE_SLUGS } from '../../../common/content/types';
import { z } from '../../../common/zod';
import type { Db } from '../../db/types';
import { line, published, reference, slugField, text, textareaOf } from '../editing/fields';
import type { EditingService } from '../editing/service';
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

// Field schemas; their messages are keys of the `editing` namespace's errors.
const longText = z.string({ message: 'invalid' }).max(50_000, 'tooLong');
const imageRef = z.string({ message: 'invalid' }).trim().min(1, 'required').max(400, 'tooLong');
const localDateTime = z.string({ message: 'datetime' }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'datetime');

const textarea = (column: AnyPgColumn) => textareaOf(column, longText);

async function countRows(tx: Db, table: PgTable, where: SQL) {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * The content's editable entities (issue 16, ADR-0701): blog categories and posts, FAQ groups and
 * FAQs, and the content pages (the gallery and portfolio, whose tables are the catalogue's, are
 * registered by it: `catalog/portfolio-editing.ts`). A blog post is shown when published and its
 * `published_at` has come (a later date schedules it); FAQs have a published flag; pages are the
 * site's fixed addresses.
 */
export function registerContentEntities(
  editing: Pick<EditingService, 'register'>,
  deps: { invalidateContent: () => void },
) {
  const content = deps.invalidateContent;

  editing.register({
    name: 'blog-categories',
    auditType: 'blog_category',
    table: blogCategories,
    translations: {
      table: blogCategoryTranslations,
      owner: blogCategoryTranslations.blogCategoryId,
      fields: { name: text(blogCategoryTranslations.name, true) },
    },
    fields: { slug: slugField(blogCategories.slug) },
    titleField: 'name',
    slug: { column: blogCategories.slug },
    invalidate: content,
    // A post must have a category (the foreign key refuses the delete): move its posts first.
    references: async (tx, id) => [
      { kind: 'posts', count: await countRows(tx, blogPosts, eq(blogPosts.categoryId, id)), blocks: true },
    ],
    publicPath: async (_tx, row) => `/blog?category=${row.slug}`,
  });

  editing.register({
    name: 'blog-posts',
    auditType: 'blog_post',
    table: blogPosts,
    translations: {
      table: blogPostTranslations,
      owner: blogPostTranslations.postId,
      fields: {
        title: text(blogPostTranslations.title, true),
        excerpt: textarea(blogPostTranslations.excerpt),
        body: textarea(blogPostTranslations.body),
      },
    },
    fields: {
      slug: slugField(blogPosts.slug),
      category: reference('blog-categories', blogPosts.categoryId),
      image: { kind: 'image', column: blogPosts.image, schema: imageRef, required: true },
      author: {
        kind: 'text',
        column: blogPosts.author,
        schema: line.trim().min(1, 'required'),
        required: true,
      },
      published_at: {
        kind: 'datetime',
        column: blogPosts.publishedAt,
        schema: localDateTime,
        required: true,
      },
      published: published(blogPosts.published),
    },
    titleField: 'title',
    slug: { column: blogPosts.slug },
    publish: { column: blogPosts.published },
    invalidate: content,
    publicPath: async (_tx, row) => `/blog/${row.slug}`,
  });

  editing.register({
    name: 'faq-groups',
    auditType: 'faq_group',
    table: faqGroups,
    translations: {
      table: faqGroupTranslations,
      owner: faqGroupTranslations.groupId,
      fields: { name: text(faqGroupTranslations.name, true) },
    },
    fields: { slug: slugField(faqGroups.slug) },
    titleField: 'name',
    slug: { column: faqGroups.slug },
    position: { column: faqGroups.position },
    invalidate: content,
    references: async (tx, id) => [
      { kind: 'faqs', count: await countRows(tx, faqs, eq(faqs.groupId, id)), blocks: false },
    ],
    publicPath: async () => '/faqs',
  });

  editing.register({
    name: 'faqs',
    auditType: 'faq',
    table: faqs,
    translations: {
      table: faqTranslations,
      owner: faqTranslations.faqId,
      fields: { question: text(faqTranslations.question, true), answer: textarea(faqTranslations.answer) },
    },
    fields: { group: reference('faq-groups', faqs.groupId), published: published(faqs.published) },
    titleField: 'question',
    publish: { column: faqs.published },
    position: { column: faqs.position, scope: faqs.groupId },
    invalidate: content,
    publicPath: async () => '/faqs',
  });

  editing.register({
    name: 'pages',
    auditType: 'page',
    table: contentPages,
    translations: {
      table: contentPageTranslations,
      owner: contentPageTranslations.pageId,
      fields: {
        title: text(contentPageTranslations.title, true),
        summary: textarea(contentPageTranslations.summary),
        body: textarea(contentPageTranslations.body),
      },
    },
    // The pages are the addresses of the site's routes and footer (spec): their slugs are fixed.
    fields: {
      slug: {
        kind: 'slug',
        column: contentPages.slug,
        schema: z.enum(PAGE_SLUGS, { message: 'fixedPage' }),
        required: true,
      },
    },
    titleField: 'title',
    slug: { column: contentPages.slug },
    invalidate: content,
    references: async () => [{ kind: 'siteRoute', count: 1, blocks: true }],
    publicPath: async (_tx, row) => `/${row.slug}`,
  });
}
