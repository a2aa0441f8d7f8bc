-- An organization's sandbox (issue 33 point 1): a separate organization row linked to the live one.
-- Test-mode API keys are keys of the sandbox, so every scope check keeps its data apart.
ALTER TABLE "organizations" ADD COLUMN "livemode" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "organizations" ADD COLUMN "sandbox_of_id" UUID;
CREATE UNIQUE INDEX "organizations_sandbox_of_id_key" ON "organizations"("sandbox_of_id");
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_sandbox_of_id_fkey" FOREIGN KEY ("sandbox_of_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_sandbox_livemode_check" CHECK (("sandbox_of_id" IS NULL) = "livemode");
