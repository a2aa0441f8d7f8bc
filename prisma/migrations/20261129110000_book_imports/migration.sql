-- Bulk import of an existing book (issue 33 point 6): the document, its progress and per-row outcomes.
CREATE TABLE "book_imports" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "status" VARCHAR(20) NOT NULL,
    "dry_run" BOOLEAN NOT NULL DEFAULT false,
    "document" JSONB NOT NULL,
    "principal" JSONB NOT NULL,
    "total" INTEGER NOT NULL,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "outcomes" JSONB NOT NULL DEFAULT '[]',
    "summary" JSONB NOT NULL DEFAULT '{}',
    "failure_reason" VARCHAR(200),
    "actor_type" "ActorType" NOT NULL,
    "actor_id" UUID,
    "request_id" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "book_imports_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "book_imports_organization_id_created_at_idx" ON "book_imports"("organization_id", "created_at");
