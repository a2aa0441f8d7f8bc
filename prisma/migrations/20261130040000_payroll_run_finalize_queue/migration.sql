-- A run's finalize is done by the job queue: its state, who asked for it and when.
ALTER TABLE "payroll_runs"
  ADD COLUMN "finalize_status" VARCHAR(20),
  ADD COLUMN "finalize_actor_type" "ActorType",
  ADD COLUMN "finalize_actor_id" UUID,
  ADD COLUMN "finalize_request_id" VARCHAR(64),
  ADD COLUMN "finalize_requested_at" TIMESTAMPTZ(3),
  ADD COLUMN "finalize_completed_at" TIMESTAMPTZ(3);
