-- An organization's override of a provisional rate-table version (docs/rate-tables.md): the
-- figures the clerk typed from the published table before the application ships them.
CREATE TABLE "rate_table_overrides" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "organization_id" UUID NOT NULL,
  -- the shipped provisional version it replaces, e.g. "ccnl-minimums@2027-01-01~provisional"
  "replaced_version_id" VARCHAR(120) NOT NULL,
  "table_name" VARCHAR(40) NOT NULL,
  "effective_from" CHAR(10) NOT NULL,
  -- the override's own id, e.g. "ccnl-minimums@2027-01-01~org-1a2b3c4d" (the hash of its figures)
  "version_id" VARCHAR(120) NOT NULL,
  "status" VARCHAR(20) NOT NULL,
  "source" VARCHAR(500) NOT NULL,
  "published_on" CHAR(10),
  "sources" JSONB NOT NULL DEFAULT '[]',
  "notes" JSONB NOT NULL DEFAULT '[]',
  "data" JSONB NOT NULL,
  "created_by" UUID,
  "updated_by" UUID,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "rate_table_overrides_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "rate_table_overrides_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "rate_table_overrides_organization_id_replaced_version_id_key" ON "rate_table_overrides"("organization_id", "replaced_version_id");

-- Raised by every change of the organization's overrides: read with the caller's principal, it
-- tells each instance whether its cached tables of the organization are still current (0: none ever).
ALTER TABLE "organizations" ADD COLUMN "rate_overrides_stamp" INTEGER NOT NULL DEFAULT 0;
