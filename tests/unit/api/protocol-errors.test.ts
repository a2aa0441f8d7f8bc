/**
 * Node's own protocol answers (431 headers too large, 400 unparsable) as the server in front of
 * Next.js shapes them: problem+json with a code and a request id, then the connection closes.
 */
import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain ESM without types (scripts/next-server.mjs imports it)
import { protocolError } from "@/scripts/protocol-errors.mjs";

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((_req, res) => res.end("ok"));
  server.on("clientError", protocolError);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
    socket.write(request);
  });
}

function parse(answer: string) {
  const [head, body] = answer.split("\r\n\r\n") as [string, string];
  const [statusLine, ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
  return { status: Number(statusLine!.split(" ")[1]), headers, body: JSON.parse(body) as Record<string, unknown> };
}

describe("protocol errors", () => {
  it("headers too large: 431 problem+json", async () => {
    const answer = parse(await raw(`GET /v1/me HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(answer.body).toMatchObject({ status: 431, code: "headers_too_large", title: "Request Header Fields Too Large" });
    expect(answer.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers["x-request-id"]).toBe(answer.body.requestId);
  });

  it("a request Node cannot parse: 400 problem+json", async () => {
    const answer = parse(await raw("GET /v1/me HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n"));
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(answer.body).toMatchObject({ status: 400, code: "bad_request" });
  });
});
