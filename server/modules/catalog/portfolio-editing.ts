import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from '../../../common/zod';
import { published, reference, slugField, text, textareaOf } from '../editing/fields';
import type { EditingService } from '../editing/service';
import { galleryItems, galleryItemTranslations, projects, projectTranslations } from './schema';

// Field schemas; their messages are keys of the `editing` namespace's errors.
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

const textarea = (column: AnyPgColumn) => textareaOf(column, longText);

/**
 * The gallery and the portfolio (ADR-0701): edited with the content (the admin groups them so),
 * stored and read by the catalogue, whose tables they are. Each has a published flag; their texts
 * follow the content's limits.
 */
export function registerPortfolioEntities(
  editing: Pick<EditingService, 'register'>,
  deps: { catalog: { invalidate: () => void } },
) {
  const invalidate = () => deps.catalog.invalidate();

  editing.register({
    name: 'gallery-items',
    auditType: 'gallery_item',
    table: galleryItems,
    translations: {
      table: galleryItemTranslations,
      owner: galleryItemTranslations.galleryItemId,
      fields: {
        title: text(galleryItemTranslations.title, true),
        caption: textarea(galleryItemTranslations.caption),
      },
    },
    fields: {
      slug: slugField(galleryItems.slug),
      image: { kind: 'image', column: galleryItems.image, schema: imageRef, required: true },
      published: published(galleryItems.published),
    },
    titleField: 'title',
    slug: { column: galleryItems.slug },
    publish: { column: galleryItems.published },
    position: { column: galleryItems.position },
    invalidate,
    publicPath: async () => '/gallery',
  });

  editing.register({
    name: 'projects',
    auditType: 'project',
    table: projects,
    translations: {
      table: projectTranslations,
      owner: projectTranslations.projectId,
      fields: {
        title: text(projectTranslations.title, true),
        summary: textarea(projectTranslations.summary),
      },
    },
    fields: {
      slug: slugField(projects.slug),
      service: reference('services', projects.serviceId),
      live_url: { kind: 'text', column: projects.liveUrl, schema: httpUrl, required: true },
      images: { kind: 'images', column: projects.images, schema: images, required: true },
      year: { kind: 'integer', column: projects.year, schema: year, required: true },
      published: published(projects.published),
    },
    titleField: 'title',
    slug: { column: projects.slug },
    publish: { column: projects.published },
    invalidate,
    publicPath: async () => '/portfolio',
  });
}
