-- A payslip names the dated rate-table versions in force during its period (docs/rate-tables.md):
-- when the versions covering the period change (an upgrade ships a newer version, a provisional
-- table is replaced), a draft is outdated (rates_changed) and a final one is to be corrected.
ALTER TABLE "payslips" ADD COLUMN "rate_table_versions" JSONB NOT NULL DEFAULT '[]';

-- Payslips computed before the column: from 2023 to 2026 every table had one version, from 1 January,
-- so the versions of a period are those of its year (the same ids the engine names today).
UPDATE "payslips"
SET "rate_table_versions" = jsonb_build_array(
    'board-lodging@' || left("period", 4) || '-01-01',
    'cassacolf@' || left("period", 4) || '-01-01',
    'ccnl-allowances@' || left("period", 4) || '-01-01',
    'ccnl-minimums@' || left("period", 4) || '-01-01',
    'holidays@' || left("period", 4) || '-01-01',
    'inps@' || left("period", 4) || '-01-01'
)
WHERE left("period", 4) IN ('2023', '2024', '2025', '2026');
