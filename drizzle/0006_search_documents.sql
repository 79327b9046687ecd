-- Index-backed public search (ADR-0101). Hand-written parts around drizzle-kit's table: the
-- IMMUTABLE unaccent wrapper the generated columns need (unaccent() itself is only STABLE), the
-- triggers that copy the four translation tables into search_documents, and the backfill.
CREATE OR REPLACE FUNCTION search_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"translation_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"search_title" text GENERATED ALWAYS AS (search_unaccent(lower(title))) STORED NOT NULL,
	"search_body" text GENERATED ALWAYS AS (search_unaccent(lower(body))) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_unaccent(title)), 'A') || to_tsvector('simple'::regconfig, search_unaccent(body))) STORED NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_translation" ON "search_documents" USING btree ("kind","translation_id");--> statement-breakpoint
CREATE INDEX "search_documents_vector" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_documents_trigram" ON "search_documents" USING gin (("search_title" || ' ' || "search_body") gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_documents_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  doc_kind text := TG_ARGV[0];
  entity integer;
  doc_title text;
  doc_body text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = doc_kind AND translation_id = OLD.id;
    RETURN NULL;
  END IF;
  CASE doc_kind
    WHEN 'service' THEN
      entity := NEW.service_id;
      doc_title := NEW.name;
      doc_body := NEW.summary || ' ' || NEW.description || ' ' || NEW.features::text;
    WHEN 'package' THEN
      entity := NEW.package_id;
      doc_title := NEW.name;
      doc_body := NEW.description || ' ' || NEW.features::text;
    WHEN 'post' THEN
      entity := NEW.post_id;
      doc_title := NEW.title;
      doc_body := NEW.excerpt || ' ' || NEW.body;
    WHEN 'faq' THEN
      entity := NEW.faq_id;
      doc_title := NEW.question;
      doc_body := NEW.answer;
  END CASE;
  INSERT INTO search_documents (kind, translation_id, entity_id, locale, title, body)
    VALUES (doc_kind, NEW.id, entity, NEW.locale, doc_title, doc_body)
    ON CONFLICT (kind, translation_id) DO UPDATE
      SET entity_id = EXCLUDED.entity_id, locale = EXCLUDED.locale,
          title = EXCLUDED.title, body = EXCLUDED.body;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_documents_service AFTER INSERT OR UPDATE OR DELETE ON service_translations
  FOR EACH ROW EXECUTE FUNCTION search_documents_sync('service');
--> statement-breakpoint
CREATE TRIGGER search_documents_package AFTER INSERT OR UPDATE OR DELETE ON package_translations
  FOR EACH ROW EXECUTE FUNCTION search_documents_sync('package');
--> statement-breakpoint
CREATE TRIGGER search_documents_post AFTER INSERT OR UPDATE OR DELETE ON blog_post_translations
  FOR EACH ROW EXECUTE FUNCTION search_documents_sync('post');
--> statement-breakpoint
CREATE TRIGGER search_documents_faq AFTER INSERT OR UPDATE OR DELETE ON faq_translations
  FOR EACH ROW EXECUTE FUNCTION search_documents_sync('faq');
--> statement-breakpoint
INSERT INTO search_documents (kind, translation_id, entity_id, locale, title, body)
  SELECT 'service', id, service_id, locale, name, summary || ' ' || description || ' ' || features::text
    FROM service_translations
  UNION ALL
  SELECT 'package', id, package_id, locale, name, description || ' ' || features::text
    FROM package_translations
  UNION ALL
  SELECT 'post', id, post_id, locale, title, excerpt || ' ' || body
    FROM blog_post_translations
  UNION ALL
  SELECT 'faq', id, faq_id, locale, question, answer
    FROM faq_translations;
