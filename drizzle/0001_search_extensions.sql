-- Full-text search plus trigram similarity (misspellings) and accent folding for the public search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
