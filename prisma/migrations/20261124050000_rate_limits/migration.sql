-- Rate limits held in Postgres so they bind every app instance (issue 16 point 9).
-- API calls: a fixed-window counter per key (API key or user) and window start.
CREATE TABLE "rate_limit_windows" (
    "bucket" VARCHAR(200) NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "hits" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "rate_limit_windows_pkey" PRIMARY KEY ("bucket", "window_start")
);
CREATE INDEX "rate_limit_windows_window_start_idx" ON "rate_limit_windows"("window_start");

-- Sign-in: failures per account and per address, with a lock that grows with each failure.
CREATE TABLE "sign_in_throttles" (
    "subject" VARCHAR(300) NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "last_failure_at" TIMESTAMPTZ(3) NOT NULL,
    "locked_until" TIMESTAMPTZ(3),
    CONSTRAINT "sign_in_throttles_pkey" PRIMARY KEY ("subject")
);

ANALYZE "rate_limit_windows";
ANALYZE "sign_in_throttles";
