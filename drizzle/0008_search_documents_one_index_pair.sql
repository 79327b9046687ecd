DROP INDEX "search_documents_vector_fr";--> statement-breakpoint
DROP INDEX "search_documents_trigram_fr";--> statement-breakpoint
DROP INDEX "search_documents_vector_en";--> statement-breakpoint
DROP INDEX "search_documents_trigram_en";--> statement-breakpoint
DROP INDEX "search_documents_vector_ar";--> statement-breakpoint
DROP INDEX "search_documents_trigram_ar";--> statement-breakpoint
CREATE INDEX "search_documents_vector" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_documents_trigram" ON "search_documents" USING gin (("search_title" || ' ' || "search_body") gin_trgm_ops);