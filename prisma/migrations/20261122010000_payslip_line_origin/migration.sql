-- INPS lines say why the hours were credited (a worked/paid week, or notice/unused vacation at
-- termination) and which year's table priced them; a payslip keeps the contribution weeks it used.
ALTER TABLE "payslip_inps_weeks" ADD COLUMN "origin" VARCHAR(10) NOT NULL DEFAULT 'week';
ALTER TABLE "payslip_inps_weeks" ADD COLUMN "table_year" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "payslip_inps_weeks" ALTER COLUMN "origin" DROP DEFAULT;
ALTER TABLE "payslip_inps_weeks" ALTER COLUMN "table_year" DROP DEFAULT;
ALTER TABLE "payslips" ADD COLUMN "contribution_weeks" JSONB NOT NULL DEFAULT '[]';
