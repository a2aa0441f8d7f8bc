-- The quarter's figures of each employment, kept (issue 34 point 3): a page of the book's quarterly
-- statements reads its totals and its order from these rows and computes only its own rows. Each row
-- names the inputs it was computed from (`inputs_key`: a hash of the contract's terms the statement
-- reads, its payslips of the quarter with their status, the corrections paid in it, the organization's
-- rounding and the rate-table versions); a row whose inputs changed is computed again before it is read.
CREATE TABLE "quarter_statement_figures" (
    "contract_id" UUID NOT NULL,
    "quarter" CHAR(7) NOT NULL,
    "inputs_key" CHAR(32) NOT NULL,
    "status" VARCHAR(10) NOT NULL,
    "hours" INTEGER NOT NULL,
    "inps_amount" DECIMAL(12,2) NOT NULL,
    "cassacolf_amount" DECIMAL(12,2) NOT NULL,
    "total_to_pay" DECIMAL(12,2) NOT NULL,
    "employee_share" DECIMAL(12,2) NOT NULL,
    "employer_share" DECIMAL(12,2) NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quarter_statement_figures_pkey" PRIMARY KEY ("contract_id", "quarter")
);

ALTER TABLE "quarter_statement_figures" ADD CONSTRAINT "quarter_statement_figures_contract_id_fkey"
    FOREIGN KEY ("contract_id") REFERENCES "domestic_contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
