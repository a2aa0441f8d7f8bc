-- Issue 30: contribution payments tracked to "paid" (rules-update-3 A8, B1) and the over-80 relief (B6).
ALTER TABLE "domestic_contracts" ADD COLUMN "over80_relief_start" DATE;

CREATE TYPE "ContributionPaymentKind" AS ENUM ('quarterly', 'cessation_worked', 'cessation_notice');
CREATE TYPE "ContributionPaymentState" AS ENUM ('pending', 'ready', 'notified', 'paid');

CREATE TABLE "contribution_payments" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "employer_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "quarter" CHAR(7) NOT NULL,
    "kind" "ContributionPaymentKind" NOT NULL,
    "state" "ContributionPaymentState" NOT NULL DEFAULT 'pending',
    "due_date" DATE NOT NULL,
    "period_start" DATE,
    "period_end" DATE,
    "lines" JSONB NOT NULL,
    "hours" INTEGER NOT NULL,
    "inps_amount" DECIMAL(12,2) NOT NULL,
    "inps_employee" DECIMAL(12,2) NOT NULL,
    "inps_employer" DECIMAL(12,2) NOT NULL,
    "cassacolf_amount" DECIMAL(12,2) NOT NULL,
    "cassacolf_employee" DECIMAL(12,2) NOT NULL,
    "cassacolf_employer" DECIMAL(12,2) NOT NULL,
    "over80_relief" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "total_due" DECIMAL(12,2) NOT NULL,
    "paid_amount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "paid_on" DATE,
    "notified_on" DATE,
    "notified_method" VARCHAR(10),
    "notified_note" VARCHAR(500),
    "notified_by_id" UUID,
    "reminder_queued_at" TIMESTAMPTZ(3),
    "overdue_queued_at" TIMESTAMPTZ(3),
    "computed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    CONSTRAINT "contribution_payments_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "contribution_payments_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "contribution_payments_employer_id_fkey" FOREIGN KEY ("employer_id") REFERENCES "employers"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "contribution_payments_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "domestic_contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE UNIQUE INDEX "contribution_payments_contract_id_quarter_kind_key" ON "contribution_payments"("contract_id", "quarter", "kind");
CREATE INDEX "contribution_payments_organization_id_quarter_state_due_date_id_idx" ON "contribution_payments"("organization_id", "quarter", "state", "due_date", "id");
CREATE INDEX "contribution_payments_organization_id_due_date_idx" ON "contribution_payments"("organization_id", "due_date");
CREATE INDEX "contribution_payments_employer_id_idx" ON "contribution_payments"("employer_id");

CREATE TABLE "contribution_payment_records" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "contribution_payment_id" UUID NOT NULL,
    "paid_on" DATE NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "notice_code" VARCHAR(18),
    "note" VARCHAR(500),
    "source" VARCHAR(10) NOT NULL DEFAULT 'clerk',
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    CONSTRAINT "contribution_payment_records_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "contribution_payment_records_contribution_payment_id_fkey" FOREIGN KEY ("contribution_payment_id") REFERENCES "contribution_payments"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "contribution_payment_records_contribution_payment_id_paid_on_idx" ON "contribution_payment_records"("contribution_payment_id", "paid_on");
