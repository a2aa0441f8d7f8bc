-- The PDF of a payslip as finalized (the document the family signed): stored once, with its SHA-256,
-- and served unchanged afterwards.
CREATE TABLE "payslip_documents" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "payslip_id" UUID NOT NULL,
    "content" BYTEA NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "payslip_documents_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "payslip_documents_payslip_id_key" ON "payslip_documents"("payslip_id");
ALTER TABLE "payslip_documents" ADD CONSTRAINT "payslip_documents_payslip_id_fkey" FOREIGN KEY ("payslip_id") REFERENCES "payslips"("id") ON DELETE CASCADE ON UPDATE CASCADE;
