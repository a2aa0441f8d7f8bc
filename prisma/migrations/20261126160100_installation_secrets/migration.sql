-- Issue 27 point 6: secrets every instance of one installation shares (the clerks' session signing
-- secret), created once by the first instance that needs them (lib/db/installation-secret.ts).
CREATE TABLE "installation_secrets" (
    "name" VARCHAR(100) NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "installation_secrets_pkey" PRIMARY KEY ("name")
);
