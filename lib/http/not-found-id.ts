import { randomUUID } from "node:crypto";
import { headers } from "next/headers";

/**
 * The request id of a 404 page (the caller's x-request-id, or a new one), logged as one JSON line
 * like the API's errors so a clerk's report can be found in the server log.
 */
export async function notFoundRequestId(): Promise<string> {
  const requestId = (await headers()).get("x-request-id")?.slice(0, 64) || randomUUID();
  console.warn(JSON.stringify({ level: "warn", time: new Date().toISOString(), requestId, status: 404, code: "page_not_found" }));
  return requestId;
}
