/**
 * What scripts/next-server.mjs answers before Next.js sees a request. Plain ESM (the server starts
 * without a TypeScript loader); tested in tests/unit/api/protocol-errors.test.ts.
 */
import { randomUUID } from "node:crypto";

/** The header through which the app learns the TCP peer's address (lib/auth/client-address.ts); a client's own copy is dropped. */
export const PEER_ADDRESS_HEADER = "x-paghe-peer-address";

/**
 * Node's own answers to requests it cannot parse (431 headers too large, 400 malformed), shaped
 * as problem+json like every other API error. Written on the raw socket: no request object exists.
 */
export function protocolError(error, socket) {
  if (!socket.writable || error.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const status = tooLarge ? 431 : 400;
  const title = tooLarge ? "Request Header Fields Too Large" : "Bad Request";
  const code = tooLarge ? "headers_too_large" : "bad_request";
  const requestId = randomUUID();
  const body = JSON.stringify({
    type: `/docs#error-${code}`,
    title,
    status,
    detail: tooLarge ? "The request's headers are too large" : "The request is not valid HTTP",
    code,
    requestId,
  });
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
}
