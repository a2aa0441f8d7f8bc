import "server-only";
/**
 * Rate limits kept in Postgres, so every app instance counts against the same figures
 * (issue 16 point 9). Two mechanisms:
 * - API calls: a fixed-window counter per caller (API key or signed-in user), one upsert per call;
 * - sign-in: failures per account and per address, each failure past a free allowance locking the
 *   subject for a delay that doubles (1 s, 2 s, 4 s … up to 15 minutes).
 * Limits come from the environment (README lists the variables); 0 turns a limit off.
 */
import { getDb } from "./client";
import { pooledSql } from "./sql";

export interface ApiRateLimitPolicy {
  limit: number;
  windowSeconds: number;
}

export interface ApiRateLimitState extends ApiRateLimitPolicy {
  hits: number;
  remaining: number;
  /** seconds until the window resets */
  resetSeconds: number;
}

function positiveIntegerEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** RATE_LIMIT_API_PER_MINUTE (default 6000, 0 = off): calls per caller and minute. */
export function apiRateLimitPolicy(): ApiRateLimitPolicy | null {
  const limit = positiveIntegerEnv("RATE_LIMIT_API_PER_MINUTE", 6000);
  return limit === 0 ? null : { limit, windowSeconds: 60 };
}

/** The fixed window a call made at `now` counts in. */
export function apiCallWindow(policy: ApiRateLimitPolicy, now = new Date()): { start: Date; now: Date } {
  const windowMs = policy.windowSeconds * 1000;
  return { start: new Date(Math.floor(now.getTime() / windowMs) * windowMs), now };
}

/**
 * The statement counting one call: `bucket` is a SQL expression over `from` (more FROM items, or
 * none) filtered by `where`, `windowStart` the placeholder of the window's start. It answers the
 * window's hits so far. The count commits asynchronously (`synchronous_commit` off for its own
 * transaction): a crash may forget the last fraction of a second of counts, which a rate limit can
 * afford, and no API call waits for a disk flush for it. principal.ts runs it with the API key
 * lookup in one round trip.
 */
export function countCallText(bucket: string, windowStart: string, options: { from?: string; where?: string } = {}): string {
  return `INSERT INTO rate_limit_windows (bucket, window_start, hits)
     SELECT ${bucket}, ${windowStart}::timestamptz, 1 FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit${options.from ? `, ${options.from}` : ""} ${options.where ?? ""}
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1
     RETURNING hits`;
}

/** Where a counted call stands; the caller that opens a new window clears the old ones now and then. */
export async function apiCallCounted(policy: ApiRateLimitPolicy, window: { start: Date; now: Date }, hits: number): Promise<ApiRateLimitState> {
  const windowMs = policy.windowSeconds * 1000;
  if (hits === 1)
    await pooledSql().execute("DELETE FROM rate_limit_windows WHERE window_start < $1::timestamptz", [
      new Date(window.start.getTime() - windowMs).toISOString(),
    ]);
  const resetSeconds = Math.max(1, Math.ceil((window.start.getTime() + windowMs - window.now.getTime()) / 1000));
  return { ...policy, hits, remaining: Math.max(0, policy.limit - hits), resetSeconds };
}

/** Counts one call of `bucket` in the current window and says where it stands. */
export async function countApiCall(bucket: string, policy: ApiRateLimitPolicy, now = new Date()): Promise<ApiRateLimitState> {
  const window = apiCallWindow(policy, now);
  const [row] = await pooledSql().query<{ hits: number }>(countCallText("$1::varchar", "$2"), [bucket, window.start.toISOString()]);
  return apiCallCounted(policy, window, Number(row?.hits ?? 1));
}

export interface SignInThrottlePolicy {
  /** failures allowed before the first lock */
  accountAllowance: number;
  addressAllowance: number;
  maxLockSeconds: number;
  /** failures older than this are forgotten */
  forgetAfterSeconds: number;
}

/** RATE_LIMIT_SIGN_IN_ACCOUNT (default 5) and RATE_LIMIT_SIGN_IN_ADDRESS (default 20) free failures; 0 = off. */
export function signInThrottlePolicy(): SignInThrottlePolicy {
  return {
    accountAllowance: positiveIntegerEnv("RATE_LIMIT_SIGN_IN_ACCOUNT", 5),
    addressAllowance: positiveIntegerEnv("RATE_LIMIT_SIGN_IN_ADDRESS", 20),
    maxLockSeconds: 15 * 60,
    forgetAfterSeconds: 15 * 60,
  };
}

/** Seconds the subjects are still locked for (0: free to try). */
export async function signInLockSeconds(subjects: string[], now = new Date()): Promise<number> {
  if (subjects.length === 0) return 0;
  const rows = await getDb().signInThrottle.findMany({ where: { subject: { in: subjects }, lockedUntil: { gt: now } }, select: { lockedUntil: true } });
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** One failed sign-in for each subject: past its allowance the subject is locked for 2^(n − allowance − 1) s. */
export async function recordSignInFailure(
  subjects: Array<{ subject: string; allowance: number }>,
  policy: SignInThrottlePolicy,
  now = new Date(),
): Promise<void> {
  const forgetBefore = new Date(now.getTime() - policy.forgetAfterSeconds * 1000);
  for (const { subject, allowance } of subjects) {
    if (allowance === 0) continue;
    const [row] = await getDb().$queryRaw<{ failures: number }[]>`
      INSERT INTO sign_in_throttles (subject, failures, last_failure_at) VALUES (${subject}, 1, ${now})
      ON CONFLICT (subject) DO UPDATE SET
        failures = CASE WHEN sign_in_throttles.last_failure_at < ${forgetBefore} THEN 1 ELSE sign_in_throttles.failures + 1 END,
        last_failure_at = ${now}
      RETURNING failures`;
    const failures = Number(row?.failures ?? 1);
    if (failures > allowance) {
      const seconds = Math.min(policy.maxLockSeconds, 2 ** Math.min(20, failures - allowance - 1));
      await getDb().signInThrottle.update({ where: { subject }, data: { lockedUntil: new Date(now.getTime() + seconds * 1000) } });
    }
  }
}

/** A successful sign-in clears the account's failures (the address keeps its count). */
export async function clearSignInFailures(subject: string): Promise<void> {
  await getDb().signInThrottle.deleteMany({ where: { subject } });
}
