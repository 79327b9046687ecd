DROP INDEX "search_documents_vector";--> statement-breakpoint
DROP INDEX "search_documents_trigram";--> statement-breakpoint
CREATE INDEX "search_documents_vector_fr" ON "search_documents" USING gin ("search_vector") WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_trigram_fr" ON "search_documents" USING gin (("search_title" || ' ' || "search_body") gin_trgm_ops) WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_vector_en" ON "search_documents" USING gin ("search_vector") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_trigram_en" ON "search_documents" USING gin (("search_title" || ' ' || "search_body") gin_trgm_ops) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_vector_ar" ON "search_documents" USING gin ("search_vector") WHERE locale = 'ar';--> statement-breakpoint
CREATE INDEX "search_documents_trigram_ar" ON "search_documents" USING gin (("search_title" || ' ' || "search_body") gin_trgm_ops) WHERE locale = 'ar';