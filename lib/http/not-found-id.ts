import { randomUUID } from "node:crypto";
import { headers } from "next/headers";

/**
 * The request id of a 404 page (the caller's x-request-id, or a new one), shown so a clerk can
 * quote it. Not logged: Next renders the not-found boundary inside every page's payload, so a log
 * line here would report a 404 for each ordinary page view.
 */
export async function notFoundRequestId(): Promise<string> {
  const requestId = (await headers()).get("x-request-id")?.slice(0, 64) || randomUUID();
  return requestId;
}
