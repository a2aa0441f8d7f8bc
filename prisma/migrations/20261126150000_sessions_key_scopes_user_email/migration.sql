-- Issue 27: sessions revoked by a password reset or a sign-out (the JWT carries the session
-- version it was issued under); API key scopes (read, write, admin), the existing keys migrated
-- from read_only; a user's e-mail unique within its organization, so creating a user never tells
-- an administrator that the address exists in another one.
ALTER TABLE "users" ADD COLUMN "session_version" INTEGER NOT NULL DEFAULT 0;

CREATE TYPE "ApiKeyScope" AS ENUM ('read', 'write', 'admin');
ALTER TABLE "api_keys" ADD COLUMN "scope" "ApiKeyScope" NOT NULL DEFAULT 'write';
UPDATE "api_keys" SET "scope" = 'read' WHERE "read_only";

DROP INDEX IF EXISTS "users_email_key";
CREATE UNIQUE INDEX "users_organization_id_email_key" ON "users"("organization_id", "email");
CREATE INDEX "users_email_idx" ON "users"("email");
