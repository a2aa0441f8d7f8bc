-- issue 13: payroll runs over the job queue (pg-boss keeps its own tables in schema "pgboss",
-- created by pg-boss itself at start) and webhook endpoints with their delivery log.
CREATE TABLE "payroll_runs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "period" CHAR(7) NOT NULL,
    "scope_kind" VARCHAR(20) NOT NULL,
    "scope" JSONB NOT NULL,
    "scope_key" CHAR(64) NOT NULL,
    "auto_fill_empty_months" BOOLEAN NOT NULL DEFAULT false,
    "status" VARCHAR(20) NOT NULL,
    "total" INTEGER NOT NULL,
    "actor_type" "ActorType" NOT NULL,
    "actor_id" UUID,
    "request_id" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    CONSTRAINT "payroll_runs_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "payroll_runs_organization_id_period_created_at_idx" ON "payroll_runs"("organization_id", "period", "created_at");

CREATE TABLE "payroll_run_items" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "run_id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "outcome" VARCHAR(20) NOT NULL,
    "payslip_id" UUID,
    "errors" JSONB NOT NULL DEFAULT '[]',
    "warnings" JSONB NOT NULL DEFAULT '[]',
    "reason" VARCHAR(60),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "finalize_outcome" VARCHAR(20),
    "processed_at" TIMESTAMPTZ(3),
    CONSTRAINT "payroll_run_items_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "payroll_run_items_run_id_contract_id_key" ON "payroll_run_items"("run_id", "contract_id");
CREATE INDEX "payroll_run_items_run_id_outcome_position_idx" ON "payroll_run_items"("run_id", "outcome", "position");
ALTER TABLE "payroll_run_items" ADD CONSTRAINT "payroll_run_items_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "payroll_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "webhook_endpoints" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "url" VARCHAR(2000) NOT NULL,
    "description" VARCHAR(200),
    "events" JSONB NOT NULL,
    "secret" VARCHAR(100) NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_endpoints_organization_id_created_at_idx" ON "webhook_endpoints"("organization_id", "created_at");

CREATE TABLE "webhook_deliveries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "endpoint_id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "event_type" VARCHAR(60) NOT NULL,
    "payload" JSONB NOT NULL,
    "status" VARCHAR(20) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "response_status" INTEGER,
    "last_error" VARCHAR(300),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_attempt_at" TIMESTAMPTZ(3),
    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_deliveries_endpoint_id_created_at_idx" ON "webhook_deliveries"("endpoint_id", "created_at");
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE CASCADE;
