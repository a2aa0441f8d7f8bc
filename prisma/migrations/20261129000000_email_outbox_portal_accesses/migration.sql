-- Issue 29 point 8: the transactional e-mail outbox. Messages are written with the change they
-- tell about and sent by the job queue through SMTP; with no SMTP configured they stay queued.
CREATE TYPE "EmailStatus" AS ENUM ('queued', 'sent', 'failed');

CREATE TABLE "email_outbox" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "kind" VARCHAR(60) NOT NULL,
    "to_address" VARCHAR(254) NOT NULL,
    "locale" VARCHAR(5) NOT NULL DEFAULT 'it',
    "subject" VARCHAR(300) NOT NULL,
    "text_body" TEXT NOT NULL,
    "html_body" TEXT,
    "attachment" JSONB,
    "dedupe_key" VARCHAR(200),
    "status" "EmailStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    "last_error" VARCHAR(1000),
    "sent_at" TIMESTAMPTZ(3),
    "provider_message_id" VARCHAR(300),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "email_outbox_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE UNIQUE INDEX "email_outbox_organization_id_dedupe_key_key" ON "email_outbox"("organization_id", "dedupe_key");
CREATE INDEX "email_outbox_status_next_attempt_at_idx" ON "email_outbox"("status", "next_attempt_at");
CREATE INDEX "email_outbox_organization_id_created_at_idx" ON "email_outbox"("organization_id", "created_at" DESC);

-- Issue 29 points 1–3: households' and workers' portal accesses.
ALTER TYPE "UserRole" ADD VALUE IF NOT EXISTS 'portal';

CREATE TABLE "portal_accesses" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "locale" VARCHAR(5) NOT NULL DEFAULT 'it',
    "user_id" UUID,
    "employer_id" UUID,
    "right" VARCHAR(10),
    "worker_id" UUID,
    "invited_by_id" UUID,
    "invitation_token_hash" VARCHAR(64),
    "invitation_expires_at" TIMESTAMPTZ(3),
    "invited_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    "accepted_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    CONSTRAINT "portal_accesses_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "portal_accesses_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "portal_accesses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "portal_accesses_employer_id_fkey" FOREIGN KEY ("employer_id") REFERENCES "employers"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "portal_accesses_worker_id_fkey" FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    -- a household access (employer and right) or a worker access, never both
    CONSTRAINT "portal_accesses_subject_check" CHECK (
      ("employer_id" IS NOT NULL AND "worker_id" IS NULL AND "right" IN ('view', 'presences', 'full'))
      OR ("employer_id" IS NULL AND "worker_id" IS NOT NULL AND "right" IS NULL))
);

CREATE UNIQUE INDEX "portal_accesses_invitation_token_hash_key" ON "portal_accesses"("invitation_token_hash");
CREATE INDEX "portal_accesses_organization_id_email_idx" ON "portal_accesses"("organization_id", "email");
CREATE INDEX "portal_accesses_user_id_idx" ON "portal_accesses"("user_id");
CREATE INDEX "portal_accesses_employer_id_idx" ON "portal_accesses"("employer_id");
CREATE INDEX "portal_accesses_worker_id_idx" ON "portal_accesses"("worker_id");

-- Issue 29 point 7: the worker opened the payslip; the worker confirmed receipt of the pay.
ALTER TABLE "payslips" ADD COLUMN "viewed_at" TIMESTAMPTZ(3),
  ADD COLUMN "receipt_confirmed_at" TIMESTAMPTZ(3),
  ADD COLUMN "receipt_confirmed_by_id" UUID;
