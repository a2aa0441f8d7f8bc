-- Employer search finds an employer by its workers' names and fiscal codes too (issue 15 point 6):
-- the workers of the employer's contracts are kept, lower-cased, in worker_search_text by a row
-- trigger on the contracts (insert, delete, a change of names, fiscal code or employer); the search
-- reads search_all, the employer's own search text and its workers' in one generated column with
-- one trigram index (two indexed columns OR-ed per word measured 2-3x slower at 100,000 employers).
ALTER TABLE "employers" ADD COLUMN "worker_search_text" TEXT NOT NULL DEFAULT '';

CREATE FUNCTION "employer_worker_search_text"(employer uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(lower(string_agg(concat_ws(' ', "worker_first_name", "worker_last_name", "worker_fiscal_code"), ' ' ORDER BY "created_at", "id")), '')
    FROM "domestic_contracts" WHERE "employer_id" = employer
$$;

UPDATE "employers" e SET "worker_search_text" = "employer_worker_search_text"(e."id")
 WHERE EXISTS (SELECT 1 FROM "domestic_contracts" c WHERE c."employer_id" = e."id");

CREATE FUNCTION "refresh_employer_worker_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "employers" SET "worker_search_text" = "employer_worker_search_text"(OLD."employer_id") WHERE "id" = OLD."employer_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."employer_id" IS DISTINCT FROM OLD."employer_id") THEN
    UPDATE "employers" SET "worker_search_text" = "employer_worker_search_text"(NEW."employer_id") WHERE "id" = NEW."employer_id";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "domestic_contracts_worker_search" AFTER INSERT OR DELETE OR UPDATE OF "worker_first_name", "worker_last_name", "worker_fiscal_code", "employer_id"
  ON "domestic_contracts" FOR EACH ROW EXECUTE FUNCTION "refresh_employer_worker_search_text"();

ALTER TABLE "employers" ADD COLUMN "search_all" TEXT GENERATED ALWAYS AS ("search_text" || ' ' || "worker_search_text") STORED;
DROP INDEX "employers_search_text_trgm_idx";
CREATE INDEX "employers_search_all_trgm_idx" ON "employers" USING gin ("search_all" gin_trgm_ops);
ANALYZE "employers";
