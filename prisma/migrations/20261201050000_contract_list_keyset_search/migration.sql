-- The contract list at 100,000 contracts per organization (issue 34 point 5).
--
-- Sorted by creation, newest first (the list's default: created_at descending, id ascending among
-- equal times), a page is an index range: the existing (organization_id, created_at, id) index
-- serves the ascending order, this one the descending, for a deep `page` and a `cursor` seek alike.
CREATE INDEX "domestic_contracts_organization_id_created_at_desc_id_idx" ON "domestic_contracts" ("organization_id", "created_at" DESC, "id");

-- The ended contracts (end date past) are counted by a range of this index, not over every contract.
CREATE INDEX "domestic_contracts_organization_id_end_date_idx" ON "domestic_contracts" ("organization_id", "end_date");

-- The searched text of a contract: its worker's first and last name and fiscal code, and its
-- employer's search text, lower-cased; every search word is matched with LIKE '%word%' on it, which
-- one trigram index answers (the worker's columns with ILIKE OR-ed with the employer's join was a
-- scan of every contract). Kept by triggers: set before a contract is written, and rewritten on the
-- employer's contracts when the employer's search text changes.
ALTER TABLE "domestic_contracts" ADD COLUMN "search_text" TEXT NOT NULL DEFAULT '';

CREATE FUNCTION "set_contract_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := lower(concat_ws(' ', NEW."worker_first_name", NEW."worker_last_name", NEW."worker_fiscal_code"))
    || ' ' || coalesce((SELECT e."search_text" FROM "employers" e WHERE e."id" = NEW."employer_id"), '');
  RETURN NEW;
END $$;

CREATE TRIGGER "domestic_contracts_search_text" BEFORE INSERT OR UPDATE OF "worker_first_name", "worker_last_name", "worker_fiscal_code", "employer_id", "search_text"
  ON "domestic_contracts" FOR EACH ROW EXECUTE FUNCTION "set_contract_search_text"();

CREATE FUNCTION "refresh_contracts_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- the contracts' own trigger recomputes the text (it fires on UPDATE OF search_text)
  UPDATE "domestic_contracts" SET "search_text" = '' WHERE "employer_id" = NEW."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "employers_contracts_search_text" AFTER UPDATE OF "search_text" ON "employers"
  FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text") EXECUTE FUNCTION "refresh_contracts_search_text"();

UPDATE "domestic_contracts" c SET "search_text" = '';

CREATE INDEX "domestic_contracts_search_text_trgm_idx" ON "domestic_contracts" USING gin ("search_text" gin_trgm_ops);

-- The contracts of each organization, kept by statement-level triggers, so the unfiltered list
-- answers its totals without counting every contract.
CREATE TABLE "contract_counts" (
    "organization_id" UUID NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "contract_counts_pkey" PRIMARY KEY ("organization_id")
);

INSERT INTO "contract_counts" ("organization_id", "n")
SELECT "organization_id", count(*)::integer FROM "domestic_contracts" GROUP BY 1;

CREATE FUNCTION "contract_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "contract_counts" ("organization_id", "n")
  SELECT "organization_id", count(*)::integer FROM new_rows GROUP BY 1
  ON CONFLICT ("organization_id") DO UPDATE SET "n" = "contract_counts"."n" + EXCLUDED."n";
  RETURN NULL;
END $$;

CREATE FUNCTION "contract_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contract_counts" c SET "n" = c."n" - o.count
    FROM (SELECT "organization_id", count(*)::integer AS count FROM old_rows GROUP BY 1) o
   WHERE c."organization_id" = o."organization_id";
  RETURN NULL;
END $$;

CREATE TRIGGER "domestic_contracts_counts_insert" AFTER INSERT ON "domestic_contracts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_counts_add"();
CREATE TRIGGER "domestic_contracts_counts_delete" AFTER DELETE ON "domestic_contracts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_counts_remove"();

ANALYZE "domestic_contracts";
