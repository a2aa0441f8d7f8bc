/**
 * Issue 16 point 9: rate limits stored in Postgres (so they hold across app instances).
 * The API counts calls per key and minute (429 rate_limited with Retry-After and the RateLimit
 * headers); sign-in counts failures per account and per address with a lock that doubles.
 * Small limits are set through the same environment variables an operator uses.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as me from "@/app/(api)/v1/me/route";
import { generateApiKey } from "@/lib/auth/api-keys";
import { authOptions } from "@/lib/auth/options";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { countApiCall } from "@/lib/db/rate-limits";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";

const RUN = Date.now().toString(36);
const saved = { ...process.env };

async function freshKey(name: string): Promise<string> {
  const { key, keyHash, displayPrefix } = generateApiKey();
  await getDb().apiKey.create({ data: { organizationId: DEMO_ORGANIZATION_ID, name, keyHash, displayPrefix } });
  return key;
}

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string } | null>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;
// the address as scripts/next-server.mjs reports the TCP peer (X-Forwarded-For counts only through TRUSTED_PROXY_HOPS)
const from = (ip: string) => ({ headers: { "x-paghe-peer-address": ip, "x-forwarded-for": `${ip}, 10.0.0.1` } });

/** The outcome of one sign-in attempt: "ok", "refused" (wrong) or "locked:<s>". */
async function attempt(email: string, password: string, ip: string): Promise<string> {
  try {
    return (await authorize({ email, password }, from(ip))) ? "ok" : "refused";
  } catch (error) {
    return (error as Error).message.replace(/^rate_limited/, "locked");
  }
}

beforeEach(() => {
  // one clock for the whole test: every call falls in the same window
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2031-03-04T10:00:05Z"));
});

afterEach(() => {
  vi.useRealTimers();
  process.env = { ...saved };
});

describe("API calls per key", () => {
  it("answers RateLimit headers, then 429 rate_limited with Retry-After past the limit; another key is not affected", async () => {
    process.env.RATE_LIMIT_API_PER_MINUTE = "5";
    const key = await freshKey(`limited ${RUN}`);
    const other = await freshKey(`other ${RUN}`);
    for (let i = 1; i <= 5; i += 1) {
      const res = await call(me.GET, "GET", "/v1/me", { key });
      expect(res.status).toBe(200);
      expect(res.headers.get("ratelimit-policy")).toBe('"api";q=5;w=60');
      // the calls of 10:00:05 leave the 60-second span at 10:01:05
      expect(res.headers.get("ratelimit")).toBe(`"api";r=${5 - i};t=60`);
    }
    vi.setSystemTime(new Date("2031-03-04T10:00:10Z"));
    const limited = await call(me.GET, "GET", "/v1/me", { key });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toBe("application/problem+json");
    expect(limited.body).toMatchObject({ code: "rate_limited", limit: 5, windowSeconds: 60, retryAfterSeconds: 55 });
    expect(limited.headers.get("retry-after")).toBe("55");
    expect(limited.headers.get("ratelimit")).toBe('"api";r=0;t=55');
    expect((await call(me.GET, "GET", "/v1/me", { key: other })).status).toBe(200);

    // a new minute is no new allowance: 10:01:00 is within 60 s of the calls at 10:00:05…
    vi.setSystemTime(new Date("2031-03-04T10:01:00Z"));
    expect((await call(me.GET, "GET", "/v1/me", { key })).status).toBe(429);
    // …which leave the span at 10:01:05 (the refused calls counted too, at 10:00:10 and 10:01:00)
    vi.setSystemTime(new Date("2031-03-04T10:01:11Z"));
    expect((await call(me.GET, "GET", "/v1/me", { key })).status).toBe(200);
  });

  it("a burst straddling the minute passes the limit once, not twice: any 60-second span holds it", async () => {
    process.env.RATE_LIMIT_API_PER_MINUTE = "4";
    const key = await freshKey(`straddle ${RUN}`);
    vi.setSystemTime(new Date("2031-03-04T11:00:59.500Z"));
    const before = [];
    for (let i = 0; i < 4; i += 1) before.push((await call(me.GET, "GET", "/v1/me", { key })).status);
    expect(before).toEqual([200, 200, 200, 200]);
    // a fixed window would open a fresh allowance of 4 here
    vi.setSystemTime(new Date("2031-03-04T11:01:00.200Z"));
    const after = [];
    for (let i = 0; i < 4; i += 1) after.push((await call(me.GET, "GET", "/v1/me", { key })).status);
    expect(after).toEqual([429, 429, 429, 429]);
  });

  it("counts in Postgres: calls counted elsewhere (another app instance) count here too", async () => {
    process.env.RATE_LIMIT_API_PER_MINUTE = "3";
    const key = await freshKey(`shared ${RUN}`);
    expect((await call(me.GET, "GET", "/v1/me", { key })).status).toBe(200);
    const apiKey = await getDb().apiKey.findFirstOrThrow({ where: { name: `shared ${RUN}` }, select: { id: true } });
    // another instance counts two calls of the same key in the same table
    await countApiCall(`api_key:${apiKey.id}`, { limit: 3, windowSeconds: 60 });
    await countApiCall(`api_key:${apiKey.id}`, { limit: 3, windowSeconds: 60 });
    expect((await call(me.GET, "GET", "/v1/me", { key })).status).toBe(429);
  });

  it("0 turns the limit off", async () => {
    process.env.RATE_LIMIT_API_PER_MINUTE = "0";
    const key = await freshKey(`unlimited ${RUN}`);
    const res = await call(me.GET, "GET", "/v1/me", { key });
    expect(res.status).toBe(200);
    expect(res.headers.get("ratelimit")).toBeNull();
  });
});

describe("sign-in", () => {
  it("locks an account after its free failures with a doubling delay, refuses even the right password while locked, and clears on success", async () => {
    process.env.RATE_LIMIT_SIGN_IN_ACCOUNT = "3";
    const email = `throttle.${RUN}@test.paghe.local`;
    await getDb().user.create({
      data: { organizationId: DEMO_ORGANIZATION_ID, email, name: "Throttled", passwordHash: await hashPassword("right-password-1") },
    });
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i += 1) outcomes.push(await attempt(email, "wrong", "203.0.113.7"));
    expect(outcomes).toEqual(["refused", "refused", "refused"]);
    // the 4th failure locks for 1 s; while locked even the right password is refused, unchecked
    expect(await attempt(email, "wrong", "203.0.113.7")).toBe("refused");
    expect(await attempt(email, "right-password-1", "203.0.113.8")).toBe("locked:1");
    vi.setSystemTime(new Date("2031-03-04T10:00:07Z"));
    // the 5th failure locks for 2 s, the 6th for 4 s
    expect(await attempt(email, "wrong", "203.0.113.7")).toBe("refused");
    expect(await attempt(email, "wrong", "203.0.113.7")).toBe("locked:2");
    vi.setSystemTime(new Date("2031-03-04T10:00:10Z"));
    expect(await attempt(email, "wrong", "203.0.113.7")).toBe("refused");
    expect(await attempt(email, "right-password-1", "203.0.113.7")).toBe("locked:4");
    vi.setSystemTime(new Date("2031-03-04T10:00:15Z"));
    expect(await attempt(email, "right-password-1", "203.0.113.7")).toBe("ok");
    // success cleared the account: three free failures again
    expect(await attempt(email, "wrong", "203.0.113.9")).toBe("refused");
    expect(await getDb().signInThrottle.findUnique({ where: { subject: `account:${email}` } })).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it("an address trying many accounts is locked too (40 wrong passwords in a row are not all checked)", async () => {
    process.env.RATE_LIMIT_SIGN_IN_ADDRESS = "5";
    const outcomes: string[] = [];
    for (let i = 0; i < 40; i += 1) outcomes.push(await attempt(`nobody${i}.${RUN}@test.paghe.local`, "guess", "198.51.100.23"));
    expect(outcomes.slice(0, 6)).toEqual(["refused", "refused", "refused", "refused", "refused", "refused"]);
    expect(outcomes.slice(6).every((o) => o.startsWith("locked:"))).toBe(true);
    // another address is free
    expect(await attempt(`nobody.${RUN}@test.paghe.local`, "guess", "198.51.100.24")).toBe("refused");
  });
  it("a client-set X-Forwarded-For does not make a new address: without trusted proxies the TCP peer counts", async () => {
    process.env.RATE_LIMIT_SIGN_IN_ADDRESS = "3";
    const forged = (n: number) => ({ headers: { "x-paghe-peer-address": "198.51.100.50", "x-forwarded-for": `10.1.2.${n}` } });
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      try {
        outcomes.push((await authorize({ email: `forged${i}.${RUN}@test.paghe.local`, password: "guess" }, forged(i))) ? "ok" : "refused");
      } catch (error) {
        outcomes.push((error as Error).message.replace(/^rate_limited/, "locked"));
      }
    }
    // the 4th failure locks the peer's address (1 s), whatever X-Forwarded-For each attempt claimed
    expect(outcomes.slice(0, 4)).toEqual(["refused", "refused", "refused", "refused"]);
    expect(outcomes.slice(4).every((o) => o.startsWith("locked:"))).toBe(true);
    // behind one trusted proxy the address that proxy appended counts: a different client is free
    process.env.TRUSTED_PROXY_HOPS = "1";
    const proxied = { headers: { "x-paghe-peer-address": "198.51.100.50", "x-forwarded-for": "198.51.100.51" } };
    expect(await authorize({ email: `proxied.${RUN}@test.paghe.local`, password: "guess" }, proxied)).toBeNull();
  });
});
