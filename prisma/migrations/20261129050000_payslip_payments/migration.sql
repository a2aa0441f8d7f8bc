-- Issue 30 point 5: the pay of a final payslip as paid, and each payment's stored receipt.
CREATE TYPE "PayslipPaymentMethod" AS ENUM ('cash', 'bank_transfer', 'other');

CREATE TABLE "payslip_payments" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "payslip_id" UUID NOT NULL,
    "paid_on" DATE NOT NULL,
    "method" "PayslipPaymentMethod" NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "reference" VARCHAR(140),
    "note" VARCHAR(500),
    "excess_amount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "excess_reason" VARCHAR(500),
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    CONSTRAINT "payslip_payments_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "payslip_payments_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "payslip_payments_payslip_id_fkey" FOREIGN KEY ("payslip_id") REFERENCES "payslips"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "payslip_payments_payslip_id_paid_on_idx" ON "payslip_payments"("payslip_id", "paid_on");

CREATE TABLE "payslip_payment_receipts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "payment_id" UUID NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "content" BYTEA NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "worker_confirmed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    CONSTRAINT "payslip_payment_receipts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "payslip_payment_receipts_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payslip_payments"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE UNIQUE INDEX "payslip_payment_receipts_payment_id_version_key" ON "payslip_payment_receipts"("payment_id", "version");
