-- A worker is a person of the organization (issue 31 point 1): one row per person, referenced by
-- every contract of that person. The contract keeps its worker_* columns (the API's contract
-- `worker` reads them as before); PATCH /v1/workers/{id} writes the worker and those copies.
--
-- Existing contracts: contracts of one organization with the same fiscal code become one worker
-- (its fields from the most recent contract); every contract without a fiscal code gets a worker
-- of its own. Nothing on the contracts changes but worker_id.
CREATE TABLE "workers" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "organization_id" UUID NOT NULL,
  "first_name" VARCHAR(100) NOT NULL,
  "last_name" VARCHAR(100) NOT NULL,
  "fiscal_code" VARCHAR(16),
  "birth_date" DATE,
  "sex" CHAR(1),
  "birth_place" VARCHAR(100),
  "nationality" VARCHAR(60),
  "address" VARCHAR(200),
  "locality" VARCHAR(100),
  "province" CHAR(2),
  "zip_code" CHAR(5),
  "iban" VARCHAR(34),
  "identity_document_kind" VARCHAR(30),
  "identity_document_number" VARCHAR(30),
  "identity_document_expiry" DATE,
  "residence_permit_kind" VARCHAR(30),
  "residence_permit_number" VARCHAR(30),
  "residence_permit_expiry" DATE,
  "flussi_entry_date" DATE,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "workers_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "workers_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- one worker per fiscal code in an organization (NULLs never collide: workers without a code)
CREATE UNIQUE INDEX "workers_organization_id_fiscal_code_key" ON "workers"("organization_id", "fiscal_code");
CREATE INDEX "workers_organization_id_created_at_id_idx" ON "workers"("organization_id", "created_at", "id");
CREATE INDEX "workers_organization_id_last_name_first_name_id_idx" ON "workers"("organization_id", "last_name", "first_name", "id");

ALTER TABLE "domestic_contracts" ADD COLUMN "worker_id" UUID;
ALTER TABLE "domestic_contracts" ADD CONSTRAINT "domestic_contracts_worker_id_fkey" FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX "domestic_contracts_worker_id_idx" ON "domestic_contracts"("worker_id");

-- sex from a 16-character fiscal code: day of birth + 40 for women (omocodia letters mapped back to digits)
CREATE FUNCTION "fiscal_code_sex"(code text) RETURNS char(1) LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(code) = 16 AND translate(substr(code, 10, 2), 'LMNPQRSTUV', '0123456789') ~ '^\d\d$'
              THEN CASE WHEN translate(substr(code, 10, 2), 'LMNPQRSTUV', '0123456789')::int > 40 THEN 'F' ELSE 'M' END END
$$;

-- duplicates by fiscal code within an organization: one worker, from the most recent contract
INSERT INTO "workers" ("organization_id", "first_name", "last_name", "fiscal_code", "birth_date", "sex", "birth_place", "nationality", "address", "locality", "province", "zip_code", "iban", "created_at")
SELECT DISTINCT ON ("organization_id", "worker_fiscal_code")
       "organization_id", "worker_first_name", "worker_last_name", "worker_fiscal_code", "worker_birth_date", "fiscal_code_sex"("worker_fiscal_code"),
       "worker_birth_place", "worker_nationality", "worker_address", "worker_locality", "worker_province", "worker_zip_code", "worker_iban", "created_at"
  FROM "domestic_contracts"
 WHERE "worker_fiscal_code" IS NOT NULL
 ORDER BY "organization_id", "worker_fiscal_code", "created_at" DESC, "id" DESC;

UPDATE "domestic_contracts" c SET "worker_id" = w."id"
  FROM "workers" w
 WHERE w."organization_id" = c."organization_id" AND w."fiscal_code" = c."worker_fiscal_code";

-- no fiscal code: one worker per contract (the CTE holds a volatile function, so it is evaluated once)
WITH "src" AS (
  SELECT c."id" AS "contract_id", gen_random_uuid() AS "new_worker_id", c."organization_id", c."worker_first_name", c."worker_last_name", c."worker_birth_date",
         c."worker_birth_place", c."worker_nationality", c."worker_address", c."worker_locality", c."worker_province", c."worker_zip_code", c."worker_iban", c."created_at"
    FROM "domestic_contracts" c WHERE c."worker_fiscal_code" IS NULL
), "ins" AS (
  INSERT INTO "workers" ("id", "organization_id", "first_name", "last_name", "birth_date", "birth_place", "nationality", "address", "locality", "province", "zip_code", "iban", "created_at")
  SELECT "new_worker_id", "organization_id", "worker_first_name", "worker_last_name", "worker_birth_date", "worker_birth_place", "worker_nationality", "worker_address",
         "worker_locality", "worker_province", "worker_zip_code", "worker_iban", "created_at"
    FROM "src"
)
UPDATE "domestic_contracts" c SET "worker_id" = "src"."new_worker_id" FROM "src" WHERE c."id" = "src"."contract_id";

-- Every contract inserted without worker_id (seed builders, bulk loads, the API's create without
-- workerId) is linked here, in one place: the organization's worker with its fiscal code, else a
-- new worker from the contract's worker fields. ON CONFLICT makes two inserts racing on a new
-- fiscal code share one worker.
CREATE FUNCTION "link_contract_worker"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."worker_id" IS NULL THEN
    IF NEW."worker_fiscal_code" IS NOT NULL THEN
      INSERT INTO "workers" ("organization_id", "first_name", "last_name", "fiscal_code", "birth_date", "sex", "birth_place", "nationality", "address", "locality", "province", "zip_code", "iban")
      VALUES (NEW."organization_id", NEW."worker_first_name", NEW."worker_last_name", NEW."worker_fiscal_code", NEW."worker_birth_date", "fiscal_code_sex"(NEW."worker_fiscal_code"),
              NEW."worker_birth_place", NEW."worker_nationality", NEW."worker_address", NEW."worker_locality", NEW."worker_province", NEW."worker_zip_code", NEW."worker_iban")
      ON CONFLICT ("organization_id", "fiscal_code") DO UPDATE SET "updated_at" = "workers"."updated_at"
      RETURNING "id" INTO NEW."worker_id";
    ELSE
      INSERT INTO "workers" ("organization_id", "first_name", "last_name", "birth_date", "birth_place", "nationality", "address", "locality", "province", "zip_code", "iban")
      VALUES (NEW."organization_id", NEW."worker_first_name", NEW."worker_last_name", NEW."worker_birth_date", NEW."worker_birth_place", NEW."worker_nationality",
              NEW."worker_address", NEW."worker_locality", NEW."worker_province", NEW."worker_zip_code", NEW."worker_iban")
      RETURNING "id" INTO NEW."worker_id";
    END IF;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "domestic_contracts_link_worker" BEFORE INSERT ON "domestic_contracts" FOR EACH ROW EXECUTE FUNCTION "link_contract_worker"();
