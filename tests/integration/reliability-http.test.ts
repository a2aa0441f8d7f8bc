/**
 * Issue 16 points 7 and 15: unknown /v1 paths answer problem+json 404, unsupported methods 405
 * problem+json with Allow (TRACE everywhere), and the load balancer's /healthz and /readyz.
 */
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as catchAll from "@/app/(api)/v1/[...path]/route";
import * as healthz from "@/app/healthz/route";
import * as readyz from "@/app/readyz/route";
import { proxy } from "@/proxy";
import { disconnectDb } from "@/lib/db/client";

const at = (method: string, path: string) => new NextRequest(new URL(path, "http://localhost:3000"), { method });

describe("unknown /v1 paths", () => {
  it.each(["GET", "POST", "DELETE"] as const)("%s answers 404 problem+json", async (method) => {
    const res = await catchAll[method](at(method, "/v1/no-such-thing/42"));
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(await res.json()).toMatchObject({ status: 404, code: "not_found", instance: "/v1/no-such-thing/42", requestId: expect.any(String) });
  });
});

describe("methods", () => {
  it("an unsupported method on an API path: 405 problem+json with Allow", async () => {
    const res = proxy(at("PUT", "/v1/employers"));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(await res.json()).toMatchObject({ status: 405, code: "method_not_allowed" });
    const item = proxy(at("POST", "/v1/employers/7d1f6a55-0000-4000-8000-000000000000"));
    expect(item.status).toBe(405);
    expect(item.headers.get("allow")).toBe("DELETE, GET, HEAD, OPTIONS, PATCH");
  });

  it("a literal segment wins over a parameter (/v1/work-events/summary is GET only)", async () => {
    expect(proxy(at("DELETE", "/v1/work-events/summary")).status).toBe(405);
    expect(proxy(at("DELETE", "/v1/work-events/7d1f6a55-0000-4000-8000-000000000000")).headers.get("x-middleware-next")).toBe("1");
  });

  // TRACE cannot be built as a fetch Request; tests/e2e/reliability.spec.ts sends it to the server.

  it("supported methods and unknown paths pass through to their routes", () => {
    for (const [method, path] of [
      ["GET", "/v1/employers"],
      ["OPTIONS", "/v1/employers"],
      ["GET", "/v1/openapi.json"],
      ["GET", "/v1/nothing"],
      ["GET", "/employers"],
    ]) {
      expect(proxy(at(method!, path!)).headers.get("x-middleware-next"), `${method} ${path}`).toBe("1");
    }
  });
});

describe("/healthz and /readyz", () => {
  it("healthz: the process is up", async () => {
    const res = healthz.GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("readyz: database reachable and every migration applied", async () => {
    const res = await readyz.GET();
    expect(await res.json()).toEqual({ status: "ready", database: "ok", pendingMigrations: [] });
    expect(res.status).toBe(200);
  });

  it("readyz: 503 when the database is unreachable", async () => {
    const saved = process.env.DATABASE_URL;
    await disconnectDb();
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/unreachable";
    try {
      const res = await readyz.GET();
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBeTruthy();
      expect(await res.json()).toMatchObject({ status: "not_ready", database: "unavailable" });
    } finally {
      await disconnectDb();
      process.env.DATABASE_URL = saved;
    }
  });
});

describe("CSRF: the Origin of a cookie mutation matches scheme, host and port", () => {
  it.each([
    ["another scheme", "https://localhost:3000", 403],
    ["another port", "http://localhost:3001", 403],
    ["another host", "http://evil.example:3000", 403],
    ["Origin: null", "null", 403],
    ["the same origin", "http://localhost:3000", 201],
  ])("%s → %s", async (_label, origin, status) => {
    const { call } = await import("../support/http");
    const { sessionCookieFor } = await import("../support/session");
    const { TEST_ADMIN_EMAIL } = await import("../support/constants");
    const apiKeys = await import("@/app/(api)/v1/api-keys/route");
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const res = await call(apiKeys.POST, "POST", "/v1/api-keys", {
      key: null,
      headers: { cookie, origin, host: "localhost:3000" },
      body: { name: `csrf ${origin}`, readOnly: true },
    });
    expect(res.status, res.text).toBe(status);
    if (status === 403) expect(res.body.code).toBe("cross_site_request");
  });

  it("behind a proxy the forwarded scheme counts", async () => {
    const { call } = await import("../support/http");
    const { sessionCookieFor } = await import("../support/session");
    const { TEST_ADMIN_EMAIL } = await import("../support/constants");
    const apiKeys = await import("@/app/(api)/v1/api-keys/route");
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const headers = { cookie, host: "paghe.example", "x-forwarded-proto": "https" };
    expect(
      (
        await call(apiKeys.POST, "POST", "/v1/api-keys", {
          key: null,
          headers: { ...headers, origin: "https://paghe.example" },
          body: { name: "fwd ok", readOnly: true },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(apiKeys.POST, "POST", "/v1/api-keys", {
          key: null,
          headers: { ...headers, origin: "http://paghe.example" },
          body: { name: "fwd bad", readOnly: true },
        })
      ).status,
    ).toBe(403);
  });
});
