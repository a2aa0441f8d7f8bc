import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/errors";
import { problemResponse } from "@/lib/api/problem";

/** Any /v1 path no route serves: 404 problem+json (never the HTML not-found page), whatever the method. */
function notFound(req: NextRequest): Response {
  const requestId = req.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
  return problemResponse(new AppError("not_found", "No such API path; see /v1/openapi.json"), new URL(req.url).pathname, requestId);
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
