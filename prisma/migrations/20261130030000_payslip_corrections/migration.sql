-- Corrections of final payslips (issue 32 point 3): a correcting payslip ("cedolino di rettifica") is a
-- payslip of its own kind, linked to the payslip it corrects, numbered per original, with the month in
-- which it is paid (its contribution difference goes to that month's quarter) and the line-by-line
-- difference it states.
ALTER TYPE "PayslipKind" ADD VALUE 'correction';

ALTER TABLE "payslips"
    ADD COLUMN "corrects_payslip_id" UUID,
    ADD COLUMN "correction_number" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "paid_period" CHAR(7),
    ADD COLUMN "correction" JSONB;

ALTER TABLE "payslips" ADD CONSTRAINT "payslips_corrects_payslip_id_fkey"
    FOREIGN KEY ("corrects_payslip_id") REFERENCES "payslips"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- several corrections of one period: the number keeps (contract, period, kind) apart
DROP INDEX "payslips_contract_id_period_kind_key";
CREATE UNIQUE INDEX "payslips_contract_id_period_kind_correction_number_key" ON "payslips"("contract_id", "period", "kind", "correction_number");
CREATE INDEX "payslips_corrects_payslip_id_idx" ON "payslips"("corrects_payslip_id");
CREATE INDEX "payslips_organization_id_paid_period_idx" ON "payslips"("organization_id", "paid_period");
