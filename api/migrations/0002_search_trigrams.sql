-- Fuzzy, prefix and typo-tolerant search over players and teams (spec §7 /_search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_entries_text_trgm" ON "search_entries" USING gin ("search_text" gin_trgm_ops);
