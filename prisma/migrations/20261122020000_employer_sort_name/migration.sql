-- Sorting by name must not depend on the database collation (C.UTF-8 is case-sensitive and
-- puts "de Luca" after "Zanetti"): a lower-cased, accent-stripped sort key maintained by the app.
ALTER TABLE "employers" ADD COLUMN "sort_name" VARCHAR(300) NOT NULL DEFAULT '';
UPDATE "employers" SET "sort_name" = lower("display_name");
ALTER TABLE "employers" ALTER COLUMN "sort_name" DROP DEFAULT;
DROP INDEX "employers_organization_id_display_name_id_idx";
CREATE INDEX "employers_organization_id_sort_name_id_idx" ON "employers"("organization_id", "sort_name", "id");
