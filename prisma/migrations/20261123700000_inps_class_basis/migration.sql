-- INPS lines say what decided their class (docs/domain/rules-update.md §1a): the agreed weekly
-- hours of the contract terms ("contract") or the week's own contributory hours ("week").
ALTER TABLE "payslip_inps_weeks" ADD COLUMN "class_basis" VARCHAR(10) NOT NULL DEFAULT 'week';
ALTER TABLE "payslip_inps_weeks" ADD COLUMN "class_hours" DECIMAL(6,2);
