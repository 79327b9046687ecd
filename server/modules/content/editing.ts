import { sql } from 'drizzle-orm';
import { PAGE_SLUGS } from '../../../common/content/types';
import { z } from '../../../common/zod';
import type { Db } from '../../db/types';
import { slugSchema } from '../catalog/editing';
import type { EntityDefinition, NeutralField, Row, TranslatedField } from '../editing/definition';
import type { EditingService } from '../editing/service';

const rowsOf = <T = Row>(result: unknown): T[] => (result as { rows: T[] }).rows;

// Field schemas; their messages are keys of the `editing` namespace's errors.
const line = z.string({ message: 'invalid' }).max(200, 'tooLong');
const longText = z.string({ message: 'invalid' }).max(50_000, 'tooLong');
const imageRef = z.string({ message: 'invalid' }).trim().min(1, 'required').max(400, 'tooLong');
const httpUrl = z
  .string({ message: 'invalid' })
  .trim()
  .max(500, 'tooLong')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
    } catch {
      return false;
    }
  }, 'url');
const images = z.array(imageRef, { message: 'invalid' }).min(1, 'required').max(12, 'tooMany');
const year = z.number({ message: 'invalid' }).int('invalid').min(1990, 'year').max(2100, 'year');
const localDateTime = z.string({ message: 'datetime' }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'datetime');
const ref = z.string({ message: 'invalid' }).trim().max(400, 'invalid');

const text = (required = false): TranslatedField => ({ kind: 'text', schema: line, required });
const textarea: TranslatedField = { kind: 'textarea', schema: longText };
const slugField: NeutralField = { kind: 'slug', schema: slugSchema, required: true };
const published: NeutralField = { kind: 'boolean', schema: z.boolean({ message: 'invalid' }) };
const reference = (entity: string, column: string): NeutralField => ({
  kind: 'reference',
  column,
  reference: entity,
  schema: ref,
  required: true,
});

async function count(tx: Db, query: ReturnType<typeof sql>) {
  const [row] = rowsOf<{ n: number }>(await tx.execute(query));
  return Number(row?.n ?? 0);
}

/**
 * The content's editable entities (issue 16, ADR-0701): blog categories and posts, FAQ groups and
 * FAQs, the content pages, and the gallery and portfolio (whose reads are the catalogue's). A
 * blog post is shown when published and its `published_at` has come (a later date schedules it);
 * FAQs, gallery items and projects have a published flag; pages are the site's fixed addresses.
 */
export function registerContentEntities(
  editing: Pick<EditingService, 'register'>,
  deps: { invalidateContent: () => void; invalidateCatalog: () => void },
) {
  const content = deps.invalidateContent;

  const blogCategories: EntityDefinition = {
    name: 'blog-categories',
    auditType: 'blog_category',
    table: 'blog_categories',
    translations: {
      table: 'blog_category_translations',
      ownerColumn: 'blog_category_id',
      fields: { name: text(true) },
    },
    fields: { slug: slugField },
    titleField: 'name',
    slug: { column: 'slug' },
    invalidate: content,
    // A post must have a category (the foreign key refuses the delete): move its posts first.
    references: async (tx, id) => [
      {
        kind: 'posts',
        count: await count(tx, sql`select count(*)::int as n from blog_posts where category_id = ${id}`),
        blocks: true,
      },
    ],
    publicPath: async (_tx, row) => `/blog?category=${String(row.slug)}`,
  };

  const blogPosts: EntityDefinition = {
    name: 'blog-posts',
    auditType: 'blog_post',
    table: 'blog_posts',
    translations: {
      table: 'blog_post_translations',
      ownerColumn: 'post_id',
      fields: { title: text(true), excerpt: textarea, body: textarea },
    },
    fields: {
      slug: slugField,
      category: reference('blog-categories', 'category_id'),
      image: { kind: 'image', schema: imageRef, required: true },
      author: { kind: 'text', schema: line.trim().min(1, 'required'), required: true },
      published_at: { kind: 'datetime', schema: localDateTime, required: true },
      published,
    },
    titleField: 'title',
    slug: { column: 'slug' },
    publish: { column: 'published' },
    invalidate: content,
    references: async () => [],
    publicPath: async (_tx, row) => `/blog/${String(row.slug)}`,
  };

  const faqGroups: EntityDefinition = {
    name: 'faq-groups',
    auditType: 'faq_group',
    table: 'faq_groups',
    translations: { table: 'faq_group_translations', ownerColumn: 'group_id', fields: { name: text(true) } },
    fields: { slug: slugField },
    titleField: 'name',
    slug: { column: 'slug' },
    position: {},
    invalidate: content,
    references: async (tx, id) => [
      {
        kind: 'faqs',
        count: await count(tx, sql`select count(*)::int as n from faqs where group_id = ${id}`),
        blocks: false,
      },
    ],
    publicPath: async () => '/faqs',
  };

  const faqs: EntityDefinition = {
    name: 'faqs',
    auditType: 'faq',
    table: 'faqs',
    translations: {
      table: 'faq_translations',
      ownerColumn: 'faq_id',
      fields: { question: text(true), answer: textarea },
    },
    fields: { group: reference('faq-groups', 'group_id'), published },
    titleField: 'question',
    publish: { column: 'published' },
    position: { scopeColumn: 'group_id' },
    invalidate: content,
    references: async () => [],
    publicPath: async () => '/faqs',
  };

  const pages: EntityDefinition = {
    name: 'pages',
    auditType: 'page',
    table: 'content_pages',
    translations: {
      table: 'content_page_translations',
      ownerColumn: 'page_id',
      fields: { title: text(true), summary: textarea, body: textarea },
    },
    // The pages are the addresses of the site's routes and footer (spec): their slugs are fixed.
    fields: {
      slug: {
        kind: 'slug',
        schema: z.enum(PAGE_SLUGS, { message: 'fixedPage' }),
        required: true,
      },
    },
    titleField: 'title',
    slug: { column: 'slug' },
    invalidate: content,
    references: async () => [{ kind: 'siteRoute', count: 1, blocks: true }],
    publicPath: async (_tx, row) => `/${String(row.slug)}`,
  };

  const galleryItems: EntityDefinition = {
    name: 'gallery-items',
    auditType: 'gallery_item',
    table: 'gallery_items',
    translations: {
      table: 'gallery_item_translations',
      ownerColumn: 'gallery_item_id',
      fields: { title: text(true), caption: textarea },
    },
    fields: { slug: slugField, image: { kind: 'image', schema: imageRef, required: true }, published },
    titleField: 'title',
    slug: { column: 'slug' },
    publish: { column: 'published' },
    position: {},
    invalidate: deps.invalidateCatalog,
    references: async () => [],
    publicPath: async () => '/gallery',
  };

  const projects: EntityDefinition = {
    name: 'projects',
    auditType: 'project',
    table: 'projects',
    translations: {
      table: 'project_translations',
      ownerColumn: 'project_id',
      fields: { title: text(true), summary: textarea },
    },
    fields: {
      slug: slugField,
      service: reference('services', 'service_id'),
      live_url: { kind: 'text', schema: httpUrl, required: true },
      images: { kind: 'images', schema: images, required: true },
      year: { kind: 'integer', schema: year, required: true },
      published,
    },
    titleField: 'title',
    slug: { column: 'slug' },
    publish: { column: 'published' },
    invalidate: deps.invalidateCatalog,
    references: async () => [],
    publicPath: async () => '/portfolio',
  };

  for (const def of [blogCategories, blogPosts, faqGroups, faqs, pages, galleryItems, projects])
    editing.register(def);
}
