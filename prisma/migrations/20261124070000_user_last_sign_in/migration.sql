-- The users screen shows each clerk's last sign-in (issue 15 point 14), set at each successful sign-in.
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" TIMESTAMPTZ(3);
