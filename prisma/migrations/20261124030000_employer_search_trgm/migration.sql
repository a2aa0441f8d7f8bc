-- Employer search at 100,000 employers per organization (issue 13): every search word is matched
-- with LIKE '%word%' on the lower-cased search text; a trigram GIN index answers that without a
-- sequential scan. ANALYZE gives the planner statistics at once (autovacuum may be off).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "employers_search_text_trgm_idx" ON "employers" USING gin ("search_text" gin_trgm_ops);
ANALYZE "employers";
