-- Issue 27 point 2: a coefficient an organization adds through the API is that organization's
-- provisional figure, used by its own payslips only and only while the installation's series
-- (tfr_coefficients, maintained with `npm run istat`) has no figure for the month.
CREATE TABLE "tfr_provisional_coefficients" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "month" CHAR(7) NOT NULL,
    "percent" DECIMAL(9,6) NOT NULL,
    "foi" DECIMAL(7,1),
    "source" VARCHAR(500) NOT NULL,
    "created_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tfr_provisional_coefficients_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "tfr_provisional_coefficients_organization_id_month_key" ON "tfr_provisional_coefficients"("organization_id", "month");
ALTER TABLE "tfr_provisional_coefficients" ADD CONSTRAINT "tfr_provisional_coefficients_organization_id_fkey"
  FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
