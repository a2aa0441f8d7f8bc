-- The contract list's count of ended contracts (end date before today) at 100,000 contracts (issue
-- 34 point 5): counted over the (organization, end date) index it read every ended contract's row
-- (10,000 heap rows in the benchmark, most of a cursor page's time). Kept here instead: the
-- organization's contracts per end date, so the count is a sum over the distinct end dates before
-- today, however many contracts ended on them. Contracts without an end date are not kept.
CREATE TABLE "contract_end_date_counts" (
    "organization_id" UUID NOT NULL,
    "end_date" DATE NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "contract_end_date_counts_pkey" PRIMARY KEY ("organization_id", "end_date")
);

INSERT INTO "contract_end_date_counts" ("organization_id", "end_date", "n")
SELECT "organization_id", "end_date", count(*)::integer FROM "domestic_contracts" WHERE "end_date" IS NOT NULL GROUP BY 1, 2;

CREATE FUNCTION "contract_end_date_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "contract_end_date_counts" ("organization_id", "end_date", "n")
  SELECT "organization_id", "end_date", count(*)::integer FROM new_rows WHERE "end_date" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("organization_id", "end_date") DO UPDATE SET "n" = "contract_end_date_counts"."n" + EXCLUDED."n";
  RETURN NULL;
END $$;

CREATE FUNCTION "contract_end_date_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contract_end_date_counts" c SET "n" = c."n" - o.count
    FROM (SELECT "organization_id", "end_date", count(*)::integer AS count FROM old_rows WHERE "end_date" IS NOT NULL GROUP BY 1, 2) o
   WHERE c."organization_id" = o."organization_id" AND c."end_date" = o."end_date";
  RETURN NULL;
END $$;

-- an end recorded, moved or cancelled: one row, only when the end date changes (the list's other
-- updates, such as the kept event count, do not fire it)
CREATE FUNCTION "contract_end_date_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."end_date" IS NOT NULL THEN
    UPDATE "contract_end_date_counts" SET "n" = "n" - 1 WHERE "organization_id" = OLD."organization_id" AND "end_date" = OLD."end_date";
  END IF;
  IF NEW."end_date" IS NOT NULL THEN
    INSERT INTO "contract_end_date_counts" ("organization_id", "end_date", "n") VALUES (NEW."organization_id", NEW."end_date", 1)
    ON CONFLICT ("organization_id", "end_date") DO UPDATE SET "n" = "contract_end_date_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "domestic_contracts_end_date_counts_insert" AFTER INSERT ON "domestic_contracts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_end_date_counts_add"();
CREATE TRIGGER "domestic_contracts_end_date_counts_delete" AFTER DELETE ON "domestic_contracts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_end_date_counts_remove"();
CREATE TRIGGER "domestic_contracts_end_date_counts_update" AFTER UPDATE OF "end_date", "organization_id" ON "domestic_contracts"
  FOR EACH ROW WHEN (OLD."end_date" IS DISTINCT FROM NEW."end_date" OR OLD."organization_id" IS DISTINCT FROM NEW."organization_id")
  EXECUTE FUNCTION "contract_end_date_counts_move"();
