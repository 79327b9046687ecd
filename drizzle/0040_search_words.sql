CREATE TABLE "search_words" (
	"locale" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_locale_word_pk" PRIMARY KEY("locale","word")
);
--> statement-breakpoint
DROP INDEX "search_documents_vector";--> statement-breakpoint
DROP INDEX "search_documents_trigram";--> statement-breakpoint
CREATE INDEX "search_words_trigram_fr" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "search_words_trigram_en" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_words_trigram_ar" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE locale = 'ar';--> statement-breakpoint
CREATE INDEX "search_documents_vector_fr" ON "search_documents" USING gin ("search_vector") WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_vector_en" ON "search_documents" USING gin ("search_vector") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_vector_ar" ON "search_documents" USING gin ("search_vector") WHERE locale = 'ar';--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "search_title";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "search_body";--> statement-breakpoint
-- Hand-written (ADR-0101): the words of each document written, per language, for the trigram
-- lookup of a query's words; then the words of the documents already there.
CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (locale, word)
    SELECT NEW.locale, w.word FROM unnest(tsvector_to_array(NEW.search_vector)) AS w(word)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_words_collect AFTER INSERT OR UPDATE ON search_documents
  FOR EACH ROW EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
INSERT INTO search_words (locale, word)
  SELECT DISTINCT d.locale, w.word
    FROM search_documents d, unnest(tsvector_to_array(d.search_vector)) AS w(word)
  ON CONFLICT DO NOTHING;
