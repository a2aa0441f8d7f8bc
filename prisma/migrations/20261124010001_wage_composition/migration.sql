-- The wage as the CCNL builds it (issue 12 item 9; docs/domain/rules-update.md §8): the part of the
-- agreed wage above the CCNL minimum when the terms took effect, and whether later increases of the
-- minimum are absorbed by it. NULL keeps the wage a fixed figure (every existing row).
ALTER TABLE "contract_terms" ADD COLUMN "superminimo" DECIMAL(12,2);
ALTER TABLE "contract_terms" ADD COLUMN "superminimo_absorbable" BOOLEAN NOT NULL DEFAULT true;
