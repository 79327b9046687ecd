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
 * meant to be index-driven, so seq scans are off. That prices any scan left for the planner in
 * billions, and PostgreSQL would then JIT-compile the query (~500 ms a search): JIT is off too.
 */
export const searchSettings = sql`
  select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true),
         set_config('enable_seqscan', 'off', true),
         set_config('jit', 'off', true)`;

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
      select t.term, w.word, w.similarity, quote_literal(w.word)::tsquery as word_query,
             w.similarity = max(w.similarity) over (partition by t.term) as closest
        from terms t
        cross join lateral (
          select v.word, word_similarity(t.term, v.word) as similarity
            from search_words v
           where v.locale = ${locale} and t.term <% v.word
           order by similarity desc, v.word
           limit ${ALTERNATIVES}) w
    ),
    -- Every word of the query that has alternatives, each by any of them (tsq; a word found
    -- nowhere is left out rather than emptying the result); the same in the title only (title:
    -- weight A); and each word by its closest alternatives only (closest: the word itself when the
    -- texts hold it, else its nearest misspellings). Materialized: each tsquery is built once, not
    -- cast again for every document.
    query as materialized (
      select plainto_tsquery('simple', search_unaccent(${p.q})) as exact,
             string_agg(any_of, ' & ')::tsquery as tsq,
             string_agg(in_title, ' & ')::tsquery as title,
             string_agg(closest, ' & ')::tsquery as closest,
             -- Posts not (yet) published and unpublished FAQs, looked up once (a few drafts).
             array(select b.id from blog_posts b
                    where not b.published or b.published_at > ${p.now}) as hidden_posts,
             array(select f.id from faqs f where not f.published) as hidden_faqs
        from (select '(' || string_agg(quote_literal(word), ' | ') || ')' as any_of,
                     '(' || string_agg(quote_literal(word) || ':A', ' | ') || ')' as in_title,
                     '(' || string_agg(quote_literal(word), ' | ') filter (where closest) || ')' as closest
                from alternatives group by term) a
    ),
    -- The language's documents holding those words, from its own GIN index, ranked by a few
    -- @@ tests of their index entries (no ts_rank, no similarity: at 10 000 services a word
    -- matches ~1 270 documents and each is ranked): the words as typed (1), their closest
    -- alternatives (0.5), all of them in the title (0.5), and what the company sells before what
    -- it writes about it. Narrow rows: the body is read for the page only. In float8, not numeric:
    -- summed for every match, numeric arithmetic was a sixth of the query.
    ranked as (
      select d.id, d.kind, d.entity_id, d.title,
             (case when d.search_vector @@ query.exact then 1::float8 else 0 end)
               + (case when d.search_vector @@ query.closest then 0.5::float8 else 0 end)
               + (case when d.search_vector @@ query.title then 0.5::float8 else 0 end)
               + (case d.kind when 'service' then 0.3::float8 when 'package' then 0.1::float8 else 0 end) as rank,
             count(*) over ()::int as total
        from search_documents d, query
       where d.locale = ${locale} and d.search_vector @@ query.tsq
         and not (d.kind = 'post' and d.entity_id = any(query.hidden_posts))
         and not (d.kind = 'faq' and d.entity_id = any(query.hidden_faqs))
       order by rank desc, d.title asc
       limit ${p.limit} offset ${p.offset}
    ),
    -- For the page's rows only, which it orders within the page: ts_rank (title weighted A), and
    -- how close the words found are to the query's (the mean, over the query's words, of the best
    -- precomputed similarity among the alternatives the row holds).
    hits as (
      select r.kind, r.entity_id, r.title, d.body, r.total,
             r.rank + ts_rank(d.search_vector, query.tsq) + coalesce((select avg(best) from (
                select max(a.similarity) as best from alternatives a
                 where d.search_vector @@ a.word_query group by a.term) b), 0) as score
        from ranked r
        join search_documents d on d.id = r.id
        cross join query
    )
    -- Slugs for the page's hits only (subqueries rather than joins: less for the planner to weigh).
    select h.kind as type, h.title, h.body, h.score, h.total,
           case h.kind
             when 'service' then (select s.slug from services s where s.id = h.entity_id)
             when 'package' then (select p.slug from packages p where p.id = h.entity_id)
             when 'post' then (select b.slug from blog_posts b where b.id = h.entity_id)
             else h.entity_id::text end as slug,
           case h.kind
             when 'package' then (select s.slug from packages p join services s on s.id = p.service_id
                                   where p.id = h.entity_id)
             when 'faq' then (select g.slug from faqs f join faq_groups g on g.id = f.group_id
                               where f.id = h.entity_id) end as parent
      from hits h
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
