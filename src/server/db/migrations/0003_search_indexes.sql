-- Search tolerates typos and umlauts: trigram similarity on accent-free, lower-cased text,
-- plus a full-text vector for whole words. Both work on PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "normalized")) STORED;
--> statement-breakpoint
CREATE INDEX "search_documents_trgm_idx" ON "search_documents" USING gin ("normalized" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");
