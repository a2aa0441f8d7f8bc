-- The book's quarter within the cost of its page (issue 34 point 3). Three things are kept:
--
-- 1. `quarter_input_versions`: per contract, the transaction that last changed what a quarterly
--    statement of it reads (its payslips, of any kind; its dates and flags; its employer's order), as
--    the transaction's id. Statement-level triggers write it: one upsert per statement, whatever the
--    number of rows; an employer's name and tax code and a worker's name, fiscal code and INPS code
--    too, as the kept statement shows them. No foreign key: a deleted contract keeps its row, so its removal is seen.
-- 2. `quarter_statement_figures`: each employment's statement of a quarter (`item`: the list's row as
--    the API answers it, kept as JSON text, its key order too) and its figures, with the version they
--    were computed from, and the book's order (employer, worker, contract) on an index, one row per
--    contract IN the quarter's book (a contract that leaves it loses its row).
-- 3. `quarter_statement_books`: per organization and quarter, the totals (all, complete, incomplete)
--    over the kept rows, the key of the organization-wide inputs (rounding, rate versions) and the
--    oldest transaction still running when they were made (`as_of_xmin`): a version from a transaction
--    at or after it may not have been seen, and its contract is checked against its kept row.
--
-- The rows kept by the previous form (a hash of the inputs per row) are a cache: dropped, computed again.
DROP TABLE "quarter_statement_figures";

CREATE TABLE "quarter_input_versions" (
    "contract_id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "changed_xid" BIGINT NOT NULL,

    CONSTRAINT "quarter_input_versions_pkey" PRIMARY KEY ("contract_id")
);
CREATE INDEX "quarter_input_versions_organization_id_changed_xid_idx" ON "quarter_input_versions"("organization_id", "changed_xid");

CREATE TABLE "quarter_statement_figures" (
    "contract_id" UUID NOT NULL,
    "quarter" CHAR(7) NOT NULL,
    "organization_id" UUID NOT NULL,
    "inputs_version" BIGINT,
    "sort_name" VARCHAR(300) NOT NULL,
    "worker_last_name" VARCHAR(100) NOT NULL,
    "status" VARCHAR(10) NOT NULL,
    "hours" INTEGER NOT NULL,
    "inps_amount" DECIMAL(12,2) NOT NULL,
    "cassacolf_amount" DECIMAL(12,2) NOT NULL,
    "total_to_pay" DECIMAL(12,2) NOT NULL,
    "employee_share" DECIMAL(12,2) NOT NULL,
    "employer_share" DECIMAL(12,2) NOT NULL,
    "item" JSON NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quarter_statement_figures_pkey" PRIMARY KEY ("contract_id", "quarter")
);
CREATE INDEX "quarter_statement_figures_book_order_idx"
    ON "quarter_statement_figures"("organization_id", "quarter", "sort_name", "worker_last_name", "contract_id");
CREATE INDEX "quarter_statement_figures_status_order_idx"
    ON "quarter_statement_figures"("organization_id", "quarter", "status", "sort_name", "worker_last_name", "contract_id");
ALTER TABLE "quarter_statement_figures" ADD CONSTRAINT "quarter_statement_figures_contract_id_fkey"
    FOREIGN KEY ("contract_id") REFERENCES "domestic_contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "quarter_statement_books" (
    "organization_id" UUID NOT NULL,
    "quarter" CHAR(7) NOT NULL,
    "global_key" CHAR(32) NOT NULL,
    "as_of_xmin" BIGINT NOT NULL,
    "totals" JSONB NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quarter_statement_books_pkey" PRIMARY KEY ("organization_id", "quarter")
);
ALTER TABLE "quarter_statement_books" ADD CONSTRAINT "quarter_statement_books_organization_id_fkey"
    FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The versions of contracts (id, organization) changed by the current transaction: one upsert, in the
-- contracts' order (two transactions never wait on each other's rows in opposite orders); a row the
-- same transaction already wrote is left as it is.
CREATE FUNCTION "quarter_inputs_touch"(ids UUID[], orgs UUID[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "quarter_input_versions" AS v ("contract_id", "organization_id", "changed_xid")
  SELECT t.id, t.org, pg_current_xact_id()::text::bigint
    FROM (SELECT DISTINCT ON (u.id) u.id, u.org FROM unnest(ids, orgs) AS u(id, org) WHERE u.id IS NOT NULL ORDER BY u.id) t
  ON CONFLICT ("contract_id") DO UPDATE SET "changed_xid" = excluded."changed_xid", "organization_id" = excluded."organization_id"
   WHERE v."changed_xid" IS DISTINCT FROM excluded."changed_xid"
$$;

-- Payslips: any insert, update or delete (a payslip's lines are written with it: its insert, its
-- re-run's update, its deletion).
CREATE FUNCTION "quarter_inputs_payslips_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "quarter_inputs_touch"(array_agg(n."contract_id"), array_agg(n."organization_id")) FROM new_rows n;
  RETURN NULL;
END $$;
CREATE FUNCTION "quarter_inputs_payslips_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "quarter_inputs_touch"(array_agg(o."contract_id"), array_agg(o."organization_id")) FROM old_rows o;
  RETURN NULL;
END $$;
CREATE TRIGGER "payslips_quarter_inputs_insert" AFTER INSERT ON "payslips"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quarter_inputs_payslips_new"();
CREATE TRIGGER "payslips_quarter_inputs_update" AFTER UPDATE ON "payslips"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quarter_inputs_payslips_new"();
CREATE TRIGGER "payslips_quarter_inputs_delete" AFTER DELETE ON "payslips"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "quarter_inputs_payslips_old"();

-- Contracts: a new one, a removed one, and an update of what the statement or the book's order reads.
CREATE FUNCTION "quarter_inputs_contracts_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "quarter_inputs_touch"(array_agg(n."id"), array_agg(n."organization_id")) FROM new_rows n;
  RETURN NULL;
END $$;
CREATE FUNCTION "quarter_inputs_contracts_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "quarter_inputs_touch"(array_agg(o."id"), array_agg(o."organization_id")) FROM old_rows o;
  RETURN NULL;
END $$;
CREATE FUNCTION "quarter_inputs_contracts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "quarter_inputs_touch"(array_agg(n."id"), array_agg(n."organization_id"))
     FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE (n."organization_id", n."employer_id", n."start_date", n."end_date", n."fixed_term", n."replaces_absent_worker", n."cuaf_due",
           n."worker_renounced_ivs_share", n."over80_relief_start", n."worker_first_name", n."worker_last_name", n."worker_fiscal_code",
           n."inps_relationship_code")
          IS DISTINCT FROM
          (o."organization_id", o."employer_id", o."start_date", o."end_date", o."fixed_term", o."replaces_absent_worker", o."cuaf_due",
           o."worker_renounced_ivs_share", o."over80_relief_start", o."worker_first_name", o."worker_last_name", o."worker_fiscal_code",
           o."inps_relationship_code");
  RETURN NULL;
END $$;
CREATE TRIGGER "domestic_contracts_quarter_inputs_insert" AFTER INSERT ON "domestic_contracts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quarter_inputs_contracts_new"();
CREATE TRIGGER "domestic_contracts_quarter_inputs_update" AFTER UPDATE ON "domestic_contracts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quarter_inputs_contracts_update"();
CREATE TRIGGER "domestic_contracts_quarter_inputs_delete" AFTER DELETE ON "domestic_contracts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "quarter_inputs_contracts_old"();

-- Employers: a new sort name moves their contracts in the book's order; a new name or tax code is shown on their statements.
CREATE FUNCTION "quarter_inputs_employers_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "quarter_inputs_touch"(array_agg(c."id"), array_agg(c."organization_id"))
     FROM new_rows n JOIN old_rows o ON o."id" = n."id" JOIN "domestic_contracts" c ON c."employer_id" = n."id"
    WHERE (n."sort_name", n."display_name", n."display_tax_id") IS DISTINCT FROM (o."sort_name", o."display_name", o."display_tax_id");
  RETURN NULL;
END $$;
CREATE TRIGGER "employers_quarter_inputs_update" AFTER UPDATE ON "employers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quarter_inputs_employers_update"();
