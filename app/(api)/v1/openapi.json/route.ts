import { getOpenApiDocument } from "@/lib/openapi/document";

/** Public: the API reference itself carries no data. */
export function GET() {
  return Response.json(getOpenApiDocument(), { headers: { "cache-control": "public, max-age=300" } });
}
