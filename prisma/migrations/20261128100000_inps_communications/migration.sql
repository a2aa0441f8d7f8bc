-- Mandatory communications to INPS (rules-update-3 B4, issue 31 item 3): made by the contract's
-- life (hiring, variation of hours or pay, extension, transformation, cessation, annulment), each
-- with its deadline, its data set and its status. A deleted contract leaves its communications
-- (contract_id set null): an annulment may still be due.
CREATE TYPE "InpsCommunicationKind" AS ENUM ('hiring', 'variation', 'extension', 'transformation', 'cessation', 'annulment');
CREATE TYPE "InpsCommunicationStatus" AS ENUM ('to_file', 'filed', 'cancelled');

CREATE TABLE "inps_communications" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "employer_id" UUID NOT NULL,
    "contract_id" UUID,
    "worker_id" UUID,
    "kind" "InpsCommunicationKind" NOT NULL,
    "status" "InpsCommunicationStatus" NOT NULL DEFAULT 'to_file',
    "event_date" DATE NOT NULL,
    "due_date" DATE NOT NULL,
    "quarter" CHAR(7),
    "variation_number" INTEGER,
    "data" JSONB NOT NULL,
    "receipt_number" VARCHAR(50),
    "filed_on" DATE,
    "relationship_code" VARCHAR(20),
    "cancel_reason" VARCHAR(30),
    "cancel_note" VARCHAR(500),
    "due_notified_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inps_communications_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "inps_communications_organization_id_due_date_id_idx" ON "inps_communications"("organization_id", "due_date", "id");
CREATE INDEX "inps_communications_contract_id_kind_idx" ON "inps_communications"("contract_id", "kind");
CREATE INDEX "inps_communications_employer_id_idx" ON "inps_communications"("employer_id");
CREATE INDEX "inps_communications_worker_id_idx" ON "inps_communications"("worker_id");
CREATE INDEX "inps_communications_status_due_date_idx" ON "inps_communications"("status", "due_date");
ALTER TABLE "inps_communications" ADD CONSTRAINT "inps_communications_organization_id_fkey"
  FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "inps_communications" ADD CONSTRAINT "inps_communications_employer_id_fkey"
  FOREIGN KEY ("employer_id") REFERENCES "employers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "inps_communications" ADD CONSTRAINT "inps_communications_contract_id_fkey"
  FOREIGN KEY ("contract_id") REFERENCES "domestic_contracts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "inps_communications" ADD CONSTRAINT "inps_communications_worker_id_fkey"
  FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE SET NULL ON UPDATE CASCADE;
