/**
 * The /v1 API served over real HTTP on 127.0.0.1 inside the test process, for clients that speak
 * HTTP (the typed client of packages/client): each request runs through proxy.ts, then the App
 * Router route file its path names (`[id]` a parameter, `[...path]` the catch-all, a literal
 * segment winning over a parameter as in Next.js), with a NextRequest in and a Response out, as
 * the `call` helper of ./http.ts does. Every response is checked against the OpenAPI document.
 */
import { createServer, type IncomingMessage } from "node:http";
import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { appOpenApiContract } from "./openapi-contract";

type RouteModule = Record<string, (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response>;

interface Route {
  segments: string[];
  file: string;
  /** one character per segment: 0 literal, 1 parameter, 2 catch-all; routes sorted by it match literal first */
  rank: string;
}

const API_ROOT = path.join(import.meta.dirname, "../../app/(api)");

function routeFiles(dir: string, segments: string[]): Route[] {
  const routes: Route[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) routes.push(...routeFiles(path.join(dir, entry.name), [...segments, entry.name]));
    else if (entry.name === "route.ts") {
      const rank = segments.map((s) => (s.startsWith("[...") ? "2" : s.startsWith("[") ? "1" : "0")).join("");
      routes.push({ segments, file: path.join(dir, entry.name), rank });
    }
  }
  return routes;
}

function match(route: Route, parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (const [i, segment] of route.segments.entries()) {
    if (segment.startsWith("[...")) {
      if (parts.length <= i) return null;
      params[segment.slice(4, -1)] = parts.slice(i);
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith("[")) params[segment.slice(1, -1)] = decodeURIComponent(part);
    else if (segment !== part) return null;
  }
  return parts.length === route.segments.length ? params : null;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

export interface ApiServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

export async function startApiServer(): Promise<ApiServer> {
  const routes = routeFiles(API_ROOT, []).sort((a, b) => a.rank.localeCompare(b.rank));
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const url = new URL(incoming.url ?? "/", "http://localhost:3000");
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
      const method = incoming.method ?? "GET";
      const body = method === "GET" || method === "HEAD" ? undefined : await readBody(incoming);
      const request = new NextRequest(url, { method, headers, body });
      let response: Response = proxy(request);
      if (response.headers.get("x-middleware-next") === "1") {
        const parts = url.pathname.split("/").filter(Boolean);
        const found = routes.map((route) => ({ route, params: match(route, parts) })).find((r) => r.params !== null);
        const handler = found ? ((await import(found.route.file)) as RouteModule)[method] : undefined;
        response = handler && found?.params ? await handler(request, { params: Promise.resolve(found.params) }) : new Response(null, { status: 405 });
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      const contentType = response.headers.get("content-type");
      const text = bytes.toString("utf8");
      const parsed = bytes.length === 0 ? undefined : contentType?.includes("json") ? (JSON.parse(text) as unknown) : text;
      const mismatches = appOpenApiContract().check(method, url.pathname, { status: response.status, contentType, body: parsed });
      if (mismatches.length > 0) throw new Error(`The response disagrees with the OpenAPI document:\n${mismatches.join("\n")}`);
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(bytes);
    })().catch((error: unknown) => {
      outgoing.writeHead(599, { "content-type": "text/plain" });
      outgoing.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the test API server has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
