import { getOpenApiDocument } from "@/lib/openapi/document";
import { API_VERSION, API_VERSION_HEADER } from "@/lib/api/version";

/** Public: the API reference itself carries no data. */
export function GET() {
  return Response.json(getOpenApiDocument(), { headers: { "cache-control": "public, max-age=300", [API_VERSION_HEADER]: API_VERSION } });
}
