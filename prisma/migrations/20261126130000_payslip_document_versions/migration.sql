-- A final payslip's document can be reissued by an administrator (issue 26 point 16): each reissue
-- is a new version; the earlier versions keep their bytes and are still served by number.
ALTER TABLE "payslip_documents" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
DROP INDEX "payslip_documents_payslip_id_key";
CREATE UNIQUE INDEX "payslip_documents_payslip_id_version_key" ON "payslip_documents"("payslip_id", "version");
