-- Hiring and change letters (issue 31 item 2; D.Lgs. 104/2022, CCNL art. 6): versioned PDFs of a
-- contract, each stored with the data it prints; the earlier versions are kept and flagged superseded.
CREATE TYPE "ContractLetterKind" AS ENUM ('hiring', 'change');

CREATE TABLE "contract_letters" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "terms_id" UUID,
    "kind" "ContractLetterKind" NOT NULL,
    "effective_from" DATE NOT NULL,
    "version" INTEGER NOT NULL,
    "content" BYTEA NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "data_hash" CHAR(64) NOT NULL,
    "data" JSONB NOT NULL,
    "superseded" BOOLEAN NOT NULL DEFAULT false,
    "signed_on" DATE,
    "signature_method" VARCHAR(10),
    "created_by_type" "ActorType" NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "contract_letters_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "contract_letters_signature_method_check" CHECK ("signature_method" IS NULL OR "signature_method" IN ('paper', 'portal')),
    CONSTRAINT "contract_letters_version_check" CHECK ("version" >= 1)
);

CREATE UNIQUE INDEX "contract_letters_contract_id_kind_effective_from_version_key" ON "contract_letters"("contract_id", "kind", "effective_from", "version");
CREATE INDEX "contract_letters_organization_id_idx" ON "contract_letters"("organization_id");
CREATE INDEX "contract_letters_terms_id_idx" ON "contract_letters"("terms_id");

ALTER TABLE "contract_letters" ADD CONSTRAINT "contract_letters_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "contract_letters" ADD CONSTRAINT "contract_letters_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "domestic_contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "contract_letters" ADD CONSTRAINT "contract_letters_terms_id_fkey" FOREIGN KEY ("terms_id") REFERENCES "contract_terms"("id") ON DELETE SET NULL ON UPDATE CASCADE;
