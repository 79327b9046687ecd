import { sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../common/i18n/languages';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { makeSnippet } from './snippet';

export type SearchHitType = 'service' | 'package' | 'post' | 'faq';

export interface SearchHit {
  type: SearchHitType;
  /** The path of the page that shows it (without language prefix). */
  path: string;
  title: string;
  snippet: string;
  score: number;
}

export interface SearchPage {
  query: string;
  hits: SearchHit[];
  page: number;
  perPage: number;
  total: number;
}

interface SearchRow {
  type: SearchHitType;
  slug: string;
  parent: string | null;
  title: string;
  body: string;
  score: number;
  total: number;
}

export const SEARCH_PER_PAGE = 10;

/**
 * The database function that answers a page of a search in `locale` (migration 0045): it keeps its
 * plan and carries its own settings (the trigram threshold, seq scans and JIT off).
 */
export function searchPageFunction(locale: Locale): string {
  if (!LOCALES.includes(locale)) throw new Error(`unknown locale ${locale}`);
  return `search_page_${locale}`;
}

/** One page of a search's hits in one language, with the total on each row. */
function searchPageQuery(p: { locale: Locale; q: string; limit: number; offset: number; now: Date }) {
  return sql`select * from ${sql.raw(searchPageFunction(p.locale))}(${p.q}::text, ${p.limit}::integer, ${p.offset}::integer, ${p.now}::timestamptz)`;
}

/**
 * Full-text search (PostgreSQL `simple` configuration over unaccented text, so it works the same
 * in French, English and Arabic) plus pg_trgm word similarity for misspelt words, over the
 * published texts of one language. It reads `search_documents` (kept in step with the catalogue
 * and content translation tables by database triggers) through its GIN indexes, and joins the
 * catalogue and content tables for slugs and publication dates as a read-only projection (ADR-0101).
 */
export function createSearchService(db: Db, clock: Clock) {
  async function search(
    locale: Locale,
    query: string,
    page = 1,
    perPage = SEARCH_PER_PAGE,
  ): Promise<SearchPage> {
    const q = query.trim().replace(/\s+/g, ' ').slice(0, 100);
    if (!q) return { query: q, hits: [], page: 1, perPage, total: 0 };
    const offset = (page - 1) * perPage;
    const rows = await rowsOf<SearchRow>(
      db,
      searchPageQuery({ locale, q, limit: perPage, offset, now: clock.now() }),
    );
    return {
      query: q,
      page,
      perPage,
      total: rows[0]?.total ?? (offset > 0 ? await countOnly(locale, q) : 0),
      hits: rows.map((r) => ({
        type: r.type,
        path: pathOf(r.type, r.slug, r.parent),
        title: r.title,
        snippet: makeSnippet(r.body, q),
        score: Number(r.score),
      })),
    };
  }

  /** A page past the end has no rows to carry the total: ask for the first page's. */
  async function countOnly(locale: Locale, q: string) {
    return (await search(locale, q, 1, 1)).total;
  }

  return { search };
}

function pathOf(type: SearchHitType, slug: string, parent: string | null) {
  switch (type) {
    case 'service':
      return `/produits/${slug}`;
    case 'package':
      return `/produits/${parent}/packages/${slug}`;
    case 'post':
      return `/blog/${slug}`;
    case 'faq':
      return `/faqs#faq-${slug}`;
  }
}

export type SearchService = ReturnType<typeof createSearchService>;
