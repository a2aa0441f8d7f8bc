-- Take-over in the middle of a year (issue 26 item 6, docs/domain/rules-update-3.md A7): the opening
-- balances carry the year-to-date figures of the months run elsewhere, so that the year's annual
-- statement and the quarter of the take-over can be completed, and the clerk's answer on whether the
-- days of the first week before the take-over were declared elsewhere (NULL = not said yet).
ALTER TABLE "contract_opening_balances"
  ADD COLUMN "ytd_gross" DECIMAL(12,2) NOT NULL DEFAULT 0,
  ADD COLUMN "ytd_worker_inps" DECIMAL(12,2) NOT NULL DEFAULT 0,
  ADD COLUMN "ytd_worker_cassacolf" DECIMAL(12,2) NOT NULL DEFAULT 0,
  ADD COLUMN "ytd_taxable" DECIMAL(12,2),
  ADD COLUMN "ytd_employment_days" INTEGER,
  ADD COLUMN "declared_quarters" JSONB NOT NULL DEFAULT '[]',
  ADD COLUMN "earlier_days_declared_elsewhere" BOOLEAN;
