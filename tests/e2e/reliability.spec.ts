import http from "node:http";
import { expect, test } from "./fixtures";
import { signIn } from "./fixtures";

/** Raw HTTP, for methods a fetch client refuses to send (TRACE). */
function raw(baseURL: string, method: string, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("HTTP surface (issue 16 points 7, 11, 15)", () => {
  // Next.js builds a fetch Request for every incoming request and undici refuses TRACE, so
  // scripts/next-server.mjs answers TRACE/TRACK/CONNECT itself before Next sees them.
  test("TRACE is 405 problem+json on API paths and pages", async ({ baseURL }) => {
    for (const path of ["/v1/me", "/", "/employers"]) {
      const res = await raw(baseURL!, "TRACE", path);
      expect(res.status, path).toBe(405);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(res.headers.allow).toBeTruthy();
      expect(JSON.parse(res.body)).toMatchObject({ status: 405, code: "method_not_allowed", instance: path });
    }
  });

  test("unknown /v1 path → 404 problem+json; unsupported method → 405 with Allow", async ({ request }) => {
    const missing = await request.get("/v1/no-such-thing");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).toContain("application/problem+json");
    expect((await missing.json()).code).toBe("not_found");
    const put = await request.put("/v1/employers", { data: {} });
    expect(put.status()).toBe(405);
    expect(put.headers()["allow"]).toBe("GET, HEAD, OPTIONS, POST");
    expect((await put.json()).code).toBe("method_not_allowed");
  });

  test("API answers are not cached; health endpoints answer", async ({ request }) => {
    const api = await request.get("/v1/me");
    expect(api.headers()["cache-control"]).toContain("no-store");
    expect(api.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", database: "ok" });
  });

  test("pages carry the security headers", async ({ request }) => {
    const page = await request.get("/sign-in");
    const h = page.headers();
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["referrer-policy"]).toBeTruthy();
    expect(h["permissions-policy"]).toBeTruthy();
    expect(h["x-content-type-options"]).toBe("nosniff");
  });

  test("pages run under a nonce-based script policy: every script carries the request's nonce, no CSP violation while a clerk works", async ({
    page,
    request,
  }) => {
    const first = await request.get("/sign-in");
    const csp = first.headers()["content-security-policy"] ?? "";
    const scriptSrc =
      csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
    const html = await first.text();
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, tag).toContain(`nonce="${nonce}"`);
    // a fresh nonce each time
    const second = await request.get("/sign-in");
    expect(second.headers()["content-security-policy"]).not.toBe(csp);

    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to (execute|load)/i.test(m.text())) violations.push(m.text());
    });
    await signIn(page);
    await page.goto("/employers");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/payroll");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
