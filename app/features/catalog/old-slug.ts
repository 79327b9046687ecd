import { redirect } from 'react-router';
import { isLocale } from '../../../common/i18n/languages';
import { localizePath } from '../../../common/i18n/request-locale';

export interface SlugHistory {
  currentSlug(entity: string, oldSlug: string, scope?: number): Promise<string | null>;
}

/**
 * A public page asked by a slug the record no longer has (ADR-0700): 301 to its current URL, in
 * the same language prefix. Returns nothing when the slug was never a record's: the page's 404.
 */
export async function redirectFromOldSlug(
  editing: SlugHistory,
  opts: {
    entity: string;
    slug: string;
    scope?: number;
    lang: string | undefined;
    path: (slug: string) => string;
  },
) {
  const current = await editing.currentSlug(opts.entity, opts.slug, opts.scope);
  if (current)
    throw redirect(localizePath(opts.path(current), isLocale(opts.lang) ? opts.lang : undefined), 301);
}
