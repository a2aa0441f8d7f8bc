-- The employers of each organization by type and archive state, kept by statement-level triggers,
-- so the unfiltered directory (100,000 employers) answers its totals and tab counts without
-- counting every row (issue 13). Set once from the table, then follows every insert, delete and
-- change of type, organization or archive state.
CREATE TABLE "employer_counts" (
    "organization_id" UUID NOT NULL,
    "type" "EmployerType" NOT NULL,
    "archived" BOOLEAN NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "employer_counts_pkey" PRIMARY KEY ("organization_id", "type", "archived")
);

INSERT INTO "employer_counts" ("organization_id", "type", "archived", "n")
SELECT "organization_id", "type", "archived_at" IS NOT NULL, count(*)::integer FROM "employers" GROUP BY 1, 2, 3;

CREATE FUNCTION "employer_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "employer_counts" ("organization_id", "type", "archived", "n")
  SELECT "organization_id", "type", "archived_at" IS NOT NULL, count(*)::integer FROM new_rows GROUP BY 1, 2, 3
  ON CONFLICT ("organization_id", "type", "archived") DO UPDATE SET "n" = "employer_counts"."n" + EXCLUDED."n";
  RETURN NULL;
END $$;

CREATE FUNCTION "employer_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "employer_counts" c SET "n" = c."n" - o.count
    FROM (SELECT "organization_id", "type", "archived_at" IS NOT NULL AS archived, count(*)::integer AS count FROM old_rows GROUP BY 1, 2, 3) o
   WHERE c."organization_id" = o."organization_id" AND c."type" = o."type" AND c."archived" = o.archived;
  RETURN NULL;
END $$;

CREATE FUNCTION "employer_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "employer_counts" c SET "n" = c."n" - o.count
    FROM (SELECT "organization_id", "type", "archived_at" IS NOT NULL AS archived, count(*)::integer AS count FROM old_rows GROUP BY 1, 2, 3) o
   WHERE c."organization_id" = o."organization_id" AND c."type" = o."type" AND c."archived" = o.archived;
  INSERT INTO "employer_counts" ("organization_id", "type", "archived", "n")
  SELECT "organization_id", "type", "archived_at" IS NOT NULL, count(*)::integer FROM new_rows GROUP BY 1, 2, 3
  ON CONFLICT ("organization_id", "type", "archived") DO UPDATE SET "n" = "employer_counts"."n" + EXCLUDED."n";
  RETURN NULL;
END $$;

CREATE TRIGGER "employers_counts_insert" AFTER INSERT ON "employers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "employer_counts_add"();
CREATE TRIGGER "employers_counts_delete" AFTER DELETE ON "employers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "employer_counts_remove"();
CREATE TRIGGER "employers_counts_update" AFTER UPDATE ON "employers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "employer_counts_move"();
