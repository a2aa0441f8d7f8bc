import "server-only";
import { getOpenApiDocument } from "@/lib/openapi/document";

/**
 * Which methods each /v1 path answers, from the OpenAPI document (the contract tests hold every
 * route to it, so it is the list of what exists). Used by proxy.ts to answer an unsupported
 * method with 405 problem+json and `Allow` before Next.js' bodiless 405.
 */
interface PathMethods {
  regex: RegExp;
  parameterCount: number;
  methods: string[];
}

let table: PathMethods[] | null = null;
const HTTP = ["get", "put", "post", "delete", "patch"];

function buildTable(): PathMethods[] {
  const paths = getOpenApiDocument().paths ?? {};
  return Object.entries(paths)
    .map(([template, item]) => ({
      regex: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}/]+\}/g, "[^/]+")}/?$`),
      parameterCount: (template.match(/\{/g) ?? []).length,
      methods: HTTP.filter((m) => (item as Record<string, unknown>)[m]).map((m) => m.toUpperCase()),
    }))
    .sort((a, b) => a.parameterCount - b.parameterCount);
}

/** The methods a path allows (with HEAD for GET, and OPTIONS), or null when the path is not an operation. */
export function allowedMethods(pathname: string): string[] | null {
  table ??= buildTable();
  const match = table.find((entry) => entry.regex.test(pathname));
  if (!match) return null;
  const allow = new Set(match.methods);
  if (allow.has("GET")) allow.add("HEAD");
  allow.add("OPTIONS");
  return [...allow].sort();
}
