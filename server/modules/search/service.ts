import { sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../common/i18n/languages';
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

/** Below this trigram word similarity a word is not taken for a misspelling of the query's. */
const FUZZY_THRESHOLD = 0.45;
/** The most words of the texts one word of a query may stand for (the most similar first). */
const ALTERNATIVES = 12;
export const SEARCH_PER_PAGE = 10;

/**
 * Set for the search's transaction only. `<%` (word similarity above
 * pg_trgm.word_similarity_threshold) is what the trigram index answers. The planner prices that
 * operator as cheap and would rather test it on every word than read the index: the query is
 * meant to be index-driven, so seq scans are off.
 */
export const searchSettings = sql`
  select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true),
         set_config('enable_seqscan', 'off', true)`;

/**
 * One page of a search's hits, with the total on each row (exported for the bench's EXPLAIN).
 * The language is written into the SQL, not bound: the planner must see it to use that
 * language's partial indexes.
 */
export function searchQuery(p: { locale: Locale; q: string; limit: number; offset: number; now: Date }) {
  if (!LOCALES.includes(p.locale)) throw new Error(`unknown locale ${p.locale}`);
  const locale = sql.raw(`'${p.locale}'`);
  return sql`
    with terms as (
      select term from unnest(tsvector_to_array(to_tsvector('simple', search_unaccent(${p.q})))) as t(term)
    ),
    -- What each word of the query may stand for in this language's texts: itself, a longer form
    -- or a misspelt one, from the trigram index of the language's words (a few thousand words,
    -- not the documents).
    alternatives as materialized (
      select t.term, w.word, w.similarity, quote_literal(w.word)::tsquery as word_query
        from terms t
        cross join lateral (
          select v.word, word_similarity(t.term, v.word) as similarity
            from search_words v
           where v.locale = ${locale} and t.term <% v.word
           order by similarity desc, v.word
           limit ${ALTERNATIVES}) w
    ),
    -- Every word of the query that has alternatives, each by any of them; a word found nowhere
    -- is left out rather than emptying the result.
    query as (
      select plainto_tsquery('simple', search_unaccent(${p.q})) as exact,
             (select string_agg(any_of, ' & ')
                from (select '(' || string_agg(quote_literal(word), ' | ') || ')' as any_of
                        from alternatives group by term) a)::tsquery as tsq
    ),
    -- The language's documents holding those words, from its own GIN index, scored: the words as
    -- typed (1), ts_rank with the title weighted A, how close the words found are to the query's
    -- (their precomputed similarity: no similarity is measured against the documents' text), and
    -- what the company sells before what it writes about it.
    hits as (
      select d.kind, d.entity_id, d.title, d.body,
             (case when d.search_vector @@ query.exact then 1 else 0 end)
               + ts_rank(d.search_vector, query.tsq)
               + (select avg(best) from (
                    select max(a.similarity) as best from alternatives a
                     where d.search_vector @@ a.word_query group by a.term) b)
               + (case d.kind when 'service' then 0.3 when 'package' then 0.1 else 0 end) as score,
             count(*) over ()::int as total
        from search_documents d, query
       where d.locale = ${locale} and d.search_vector @@ query.tsq
         and (d.kind <> 'post' or exists (
               select 1 from blog_posts b
                where b.id = d.entity_id and b.published and b.published_at <= ${p.now}))
         and (d.kind <> 'faq' or exists (select 1 from faqs f where f.id = d.entity_id and f.published))
       order by score desc, d.title asc
       limit ${p.limit} offset ${p.offset}
    )
    -- Slugs for the page's hits only.
    select h.kind as type, h.title, h.body, h.score, h.total,
           coalesce(s.slug, p.slug, b.slug, f.id::text) as slug,
           coalesce(ps.slug, g.slug) as parent
      from hits h
      left join services s on h.kind = 'service' and s.id = h.entity_id
      left join packages p on h.kind = 'package' and p.id = h.entity_id
      left join services ps on ps.id = p.service_id
      left join blog_posts b on h.kind = 'post' and b.id = h.entity_id
      left join faqs f on h.kind = 'faq' and f.id = h.entity_id
      left join faq_groups g on g.id = f.group_id
     order by h.score desc, h.title asc
  `;
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
    const result = await db.transaction(async (tx) => {
      await tx.execute(searchSettings);
      return tx.execute<SearchRow>(searchQuery({ locale, q, limit: perPage, offset, now: clock.now() }));
    });
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
