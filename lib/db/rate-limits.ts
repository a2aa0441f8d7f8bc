import "server-only";
/**
 * Rate limits kept in Postgres, so every app instance counts against the same figures
 * (issue 16 point 9). Two mechanisms:
 * - API calls: a sliding window per caller (API key or signed-in user): a counter per second, and
 *   each call counts what the last 60 seconds hold, so no 60-second span ever passes more than the
 *   limit (a fixed minute let a burst straddling two minutes pass twice the limit). One statement
 *   per call: the upsert of this second's counter returns the sum of the span with it;
 * - sign-in: failures per account and per address, each failure past a free allowance locking the
 *   subject for a delay that doubles (1 s, 2 s, 4 s … up to 15 minutes).
 * Limits come from the environment (README lists the variables); 0 turns a limit off.
 */
import { getDb } from "./client";
import { Prisma } from "@/lib/generated/prisma/client";
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

/** The second a call made at `now` counts in (its counter), and the call's time. */
export function apiCallWindow(_policy: ApiRateLimitPolicy, now = new Date()): { start: Date; now: Date } {
  return { start: new Date(Math.floor(now.getTime() / 1000) * 1000), now };
}

/**
 * The statement counting one call: `bucket` is a SQL expression over `from` (more FROM items, or
 * none) filtered by `where`, `second` the placeholder of the call's second. It answers `hits`, the
 * calls of the last `windowSeconds` seconds with this one, and `oldest_ms`, when the oldest second
 * counted began (the span frees a call when it leaves). The count commits asynchronously
 * (`synchronous_commit` off for its own transaction): a crash may forget the last fraction of a
 * second of counts, which a rate limit can afford, and no API call waits for a disk flush for it.
 * principal.ts runs it with the API key lookup in one round trip.
 */
export function countCallSql(
  bucket: Prisma.Sql,
  second: Prisma.Sql,
  options: { from?: Prisma.Sql; where?: Prisma.Sql; windowSeconds?: number } = {},
): Prisma.Sql {
  const windowSeconds = Math.max(1, Math.floor(options.windowSeconds ?? 60));
  const span = Prisma.raw(`interval '${windowSeconds} seconds'`);
  const earlier = Prisma.sql`FROM rate_limit_windows w WHERE w.bucket = rate_limit_windows.bucket
       AND w.window_start > ${second}::timestamptz - ${span} AND w.window_start < ${second}::timestamptz`;
  return Prisma.sql`INSERT INTO rate_limit_windows (bucket, window_start, hits)
     SELECT ${bucket}, ${second}::timestamptz, 1 FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit${options.from ? Prisma.sql`, ${options.from}` : Prisma.empty} ${options.where ?? Prisma.empty}
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1
     RETURNING hits + (SELECT COALESCE(sum(w.hits), 0)::int ${earlier}) AS hits,
       (SELECT (extract(epoch FROM COALESCE(min(w.window_start), ${second}::timestamptz)) * 1000)::float8 ${earlier}) AS oldest_ms`;
}

/** countCallSql over SQL text (expressions and placeholders of the caller's statement: lib/auth/principal.ts). */
export function countCallText(bucket: string, second: string, options: { from?: string; where?: string; windowSeconds?: number } = {}): string {
  return countCallSql(Prisma.raw(bucket), Prisma.raw(second), {
    from: options.from === undefined ? undefined : Prisma.raw(options.from),
    where: options.where === undefined ? undefined : Prisma.raw(options.where),
    windowSeconds: options.windowSeconds,
  }).text;
}

/** What counting a call answered: the span's calls and when its oldest second began (epoch ms). */
export interface CallCount {
  hits: number;
  oldestMs: number;
}

/** Where a counted call stands; now and then a caller clears the counters no span needs any more. */
export async function apiCallCounted(policy: ApiRateLimitPolicy, window: { start: Date; now: Date }, count: CallCount): Promise<ApiRateLimitState> {
  const windowMs = policy.windowSeconds * 1000;
  // the clearing is not part of the answer: the call does not wait for it (a failure only leaves rows a later call clears)
  if (Math.random() < 0.01)
    void pooledSql()
      .execute(Prisma.sql`DELETE FROM rate_limit_windows WHERE window_start < ${new Date(window.start.getTime() - 2 * windowMs).toISOString()}::timestamptz`)
      .catch((error: unknown) =>
        console.error(JSON.stringify({ level: "warn", source: "rate-limits", step: "clear", error: error instanceof Error ? error.message : String(error) })),
      );
  // a call is free again when the oldest second counted leaves the span
  const resetSeconds = Math.max(1, Math.ceil((count.oldestMs + windowMs - window.now.getTime()) / 1000));
  return { ...policy, hits: count.hits, remaining: Math.max(0, policy.limit - count.hits), resetSeconds };
}

/** Counts one call of `bucket` and says where it stands. */
export async function countApiCall(bucket: string, policy: ApiRateLimitPolicy, now = new Date()): Promise<ApiRateLimitState> {
  const window = apiCallWindow(policy, now);
  const [row] = await pooledSql().query<{ hits: number; oldest_ms: number }>(
    countCallSql(Prisma.sql`${bucket}::varchar`, Prisma.sql`${window.start.toISOString()}`, { windowSeconds: policy.windowSeconds }),
  );
  return apiCallCounted(policy, window, { hits: Number(row?.hits ?? 1), oldestMs: Number(row?.oldest_ms ?? window.start.getTime()) });
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
