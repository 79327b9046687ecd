-- Hand-written (ADR-0101, issue 28): a search's page of hits as one function per language,
-- search_page_fr/en/ar(text, limit, offset, now), made from the one text below. PL/pgSQL keeps the
-- query's plan for the session (generic: the language is written in, so the language's partial
-- indexes are still used): planning was a third of a search on the embedded database. The
-- function carries the search's settings (SET clauses), so a search is one statement, not a
-- transaction of three. `<%` (word similarity above pg_trgm.word_similarity_threshold) is what
-- the trigram index answers; the planner prices it as cheap and would rather test it on every
-- word than read the index, so seq scans are off; that prices any scan left in billions, and
-- PostgreSQL would then JIT-compile the query (~500 ms a search): JIT is off too.
DO $migration$
DECLARE
  lang text;
BEGIN
  FOREACH lang IN ARRAY ARRAY['fr', 'en', 'ar'] LOOP
    EXECUTE replace($create$
CREATE FUNCTION search_page_{lang}(search_text text, page_limit integer, page_offset integer, search_at timestamptz)
  RETURNS TABLE (type text, title text, body text, score double precision, total integer, slug text, parent text)
  LANGUAGE plpgsql STABLE
  SET pg_trgm.word_similarity_threshold = '0.45'
  SET enable_seqscan = off
  SET jit = off
  SET plan_cache_mode = force_generic_plan
AS $body$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    with terms as (
      select term from unnest(tsvector_to_array(to_tsvector('simple', search_unaccent(search_text)))) as t(term)
    ),
    -- What each word of the query may stand for in this language's texts: itself, a longer form
    -- or a misspelt one (the 12 most similar at most), from the trigram index of the language's
    -- words (a few thousand words, not the documents).
    alternatives as materialized (
      select t.term, w.word, w.similarity, quote_literal(w.word)::tsquery as word_query,
             w.similarity = max(w.similarity) over (partition by t.term) as closest
        from terms t
        cross join lateral (
          select v.word, word_similarity(t.term, v.word) as similarity
            from search_words v
           where v.locale = '{lang}' and t.term <% v.word
           order by similarity desc, v.word
           limit 12) w
    ),
    -- Every word of the query that has alternatives, each by any of them (tsq; a word found
    -- nowhere is left out rather than emptying the result); the same in the title only (title:
    -- weight A); and each word by its closest alternatives only (closest: the word itself when the
    -- texts hold it, else its nearest misspellings). Materialized: each tsquery is built once, not
    -- cast again for every document.
    query as materialized (
      select plainto_tsquery('simple', search_unaccent(search_text)) as exact,
             string_agg(any_of, ' & ')::tsquery as tsq,
             string_agg(in_title, ' & ')::tsquery as title,
             string_agg(closest, ' & ')::tsquery as closest,
             -- Posts not (yet) published and unpublished FAQs, looked up once (a few drafts).
             array(select b.id from blog_posts b
                    where not b.published or b.published_at > search_at) as hidden_posts,
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
       where d.locale = '{lang}' and d.search_vector @@ query.tsq
         and not (d.kind = 'post' and d.entity_id = any(query.hidden_posts))
         and not (d.kind = 'faq' and d.entity_id = any(query.hidden_faqs))
       order by rank desc, d.title asc
       limit page_limit offset page_offset
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
    select h.kind, h.title, h.body, h.score, h.total,
           case h.kind
             when 'service' then (select s.slug from services s where s.id = h.entity_id)
             when 'package' then (select p.slug from packages p where p.id = h.entity_id)
             when 'post' then (select b.slug from blog_posts b where b.id = h.entity_id)
             else h.entity_id::text end,
           case h.kind
             when 'package' then (select s.slug from packages p join services s on s.id = p.service_id
                                   where p.id = h.entity_id)
             when 'faq' then (select g.slug from faqs f join faq_groups g on g.id = f.group_id
                               where f.id = h.entity_id) end
      from hits h
     order by h.score desc, h.title asc;
END
$body$$create$, '{lang}', lang);
  END LOOP;
END
$migration$;
