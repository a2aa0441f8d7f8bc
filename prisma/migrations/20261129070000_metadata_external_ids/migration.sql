-- issue 33: an integrator's metadata (string keys and values) and external id on employers, workers,
-- contracts, work events and payslips; the external id is unique per organization (the index also serves the
-- externalId= filter); metadata[key]= filters read within the organization's (or the contract's) rows.
ALTER TABLE "employers" ADD COLUMN "metadata" JSONB NOT NULL DEFAULT '{}', ADD COLUMN "external_id" VARCHAR(100);
CREATE UNIQUE INDEX "employers_organization_id_external_id_key" ON "employers"("organization_id", "external_id");
ALTER TABLE "domestic_contracts" ADD COLUMN "metadata" JSONB NOT NULL DEFAULT '{}', ADD COLUMN "external_id" VARCHAR(100);
CREATE UNIQUE INDEX "domestic_contracts_organization_id_external_id_key" ON "domestic_contracts"("organization_id", "external_id");
ALTER TABLE "workers" ADD COLUMN "metadata" JSONB NOT NULL DEFAULT '{}', ADD COLUMN "external_id" VARCHAR(100);
CREATE UNIQUE INDEX "workers_organization_id_external_id_key" ON "workers"("organization_id", "external_id");
ALTER TABLE "work_events" ADD COLUMN "metadata" JSONB NOT NULL DEFAULT '{}', ADD COLUMN "external_id" VARCHAR(100);
CREATE UNIQUE INDEX "work_events_organization_id_external_id_key" ON "work_events"("organization_id", "external_id");
ALTER TABLE "payslips" ADD COLUMN "metadata" JSONB NOT NULL DEFAULT '{}', ADD COLUMN "external_id" VARCHAR(100);
CREATE UNIQUE INDEX "payslips_organization_id_external_id_key" ON "payslips"("organization_id", "external_id");
