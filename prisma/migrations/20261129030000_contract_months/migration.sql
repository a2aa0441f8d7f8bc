-- Issue 29 point 4: a contract's month between the household and the clerk (open → submitted →
-- accepted or returned), made on its first transition, and the history of its transitions.
CREATE TYPE "ContractMonthStatus" AS ENUM ('open', 'submitted', 'accepted', 'returned');

CREATE TABLE "contract_months" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "period" CHAR(7) NOT NULL,
    "status" "ContractMonthStatus" NOT NULL DEFAULT 'open',
    "note" VARCHAR(2000),
    "return_note" VARCHAR(2000),
    "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    CONSTRAINT "contract_months_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "contract_months_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "contract_months_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "domestic_contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE UNIQUE INDEX "contract_months_contract_id_period_key" ON "contract_months"("contract_id", "period");
CREATE INDEX "contract_months_organization_id_period_status_idx" ON "contract_months"("organization_id", "period", "status");

CREATE TABLE "contract_month_transitions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "month_id" UUID NOT NULL,
    "action" VARCHAR(10) NOT NULL,
    "from_status" "ContractMonthStatus" NOT NULL,
    "to_status" "ContractMonthStatus" NOT NULL,
    "note" VARCHAR(2000),
    "actor_type" "ActorType" NOT NULL,
    "actor_id" UUID,
    "by_household" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    CONSTRAINT "contract_month_transitions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "contract_month_transitions_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "contract_month_transitions_month_id_fkey" FOREIGN KEY ("month_id") REFERENCES "contract_months"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "contract_month_transitions_month_id_created_at_idx" ON "contract_month_transitions"("month_id", "created_at");
CREATE INDEX "contract_month_transitions_organization_id_idx" ON "contract_month_transitions"("organization_id");
