import { sql } from 'drizzle-orm';
import type { Locale } from '../../../app/i18n/languages';
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

interface SearchRow extends Record<string, unknown> {
  type: SearchHitType;
  slug: string;
  parent: string | null;
  title: string;
  body: string;
  score: number;
  total: number;
}

/** Below this trigram word similarity a word is not taken for a misspelling of the query. */
const FUZZY_THRESHOLD = 0.45;
export const SEARCH_PER_PAGE = 10;

/**
 * Full-text search (PostgreSQL `simple` configuration over unaccented text, so it works the same
 * in French, English and Arabic) plus pg_trgm word similarity for misspelt words, over the
 * published texts of one language. It reads the public tables of the catalogue and content
 * modules as a read-only projection (ADR-0101).
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
    const result = await db.execute<SearchRow>(sql`
      with docs as (
        select 'service' as type, s.slug as slug, null::text as parent, t.name as title,
               t.summary || ' ' || t.description || ' ' || t.features::text as body
          from service_translations t join services s on s.id = t.service_id
         where t.locale = ${locale}
        union all
        select 'package', p.slug, s.slug, t.name, t.description || ' ' || t.features::text
          from package_translations t join packages p on p.id = t.package_id join services s on s.id = p.service_id
         where t.locale = ${locale}
        union all
        select 'post', b.slug, null, t.title, t.excerpt || ' ' || t.body
          from blog_post_translations t join blog_posts b on b.id = t.post_id
         where t.locale = ${locale} and b.published_at <= ${clock.now()}
        union all
        select 'faq', f.id::text, g.slug, t.question, t.answer
          from faq_translations t join faqs f on f.id = t.faq_id join faq_groups g on g.id = f.group_id
         where t.locale = ${locale}
      ),
      query as (
        select plainto_tsquery('simple', unaccent(${q})) as tsq, unaccent(lower(${q})) as text
      ),
      scored as (
        select d.*,
               to_tsvector('simple', unaccent(d.title || ' ' || d.body)) @@ query.tsq as exact,
               ts_rank(setweight(to_tsvector('simple', unaccent(d.title)), 'A')
                       || to_tsvector('simple', unaccent(d.body)), query.tsq) as rank,
               greatest(word_similarity(query.text, unaccent(lower(d.title))),
                        word_similarity(query.text, unaccent(lower(d.body))) * 0.9) as fuzzy
          from docs d, query
      )
      select type, slug, parent, title, body,
             (case when exact then 1 else 0 end) + rank + fuzzy
               -- what the company sells comes before what it writes about it
               + (case type when 'service' then 0.3 when 'package' then 0.1 else 0 end) as score,
             count(*) over ()::int as total
        from scored
       where exact or fuzzy >= ${FUZZY_THRESHOLD}
       order by score desc, title asc
       limit ${perPage} offset ${offset}
    `);
    // Both drivers answer { rows }.
    const rows = (result as unknown as { rows: SearchRow[] }).rows;
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
