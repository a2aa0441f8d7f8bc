/**
 * Request and answer examples of the document, recorded from the demo's payroll flow by
 * `npm run docs:examples` (scripts/docs-examples.ts) into examples.json: real answers of the app,
 * with ids and times made stable. Each is attached to its operation (`examples` of the request
 * body and of the answer's media type), so the reference at /docs shows them;
 * tests/integration/docs-examples.test.ts records the flow again and compares, and checks each
 * example against its operation's schemas.
 */
import recorded from "./examples.json";

export interface ApiExample {
  /** stable name of the example (camelCase) */
  id: string;
  summary: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** the operation's path template, as in the document */
  path: string;
  /** the path and query string sent */
  url: string;
  request: { query?: Record<string, string>; body?: unknown };
  response: { status: number; contentType: string; location?: string; body: unknown };
}

export const API_EXAMPLES: readonly ApiExample[] = recorded as ApiExample[];

type MediaTypes = Record<string, { examples?: Record<string, unknown> }>;
type Operation = { requestBody?: { content?: MediaTypes }; responses?: Record<string, { content?: MediaTypes }> };

/** The examples on their operations; an example whose operation, status or media type the document lacks throws (examples.json is stale). */
export function documentExamples<D extends { paths?: unknown }>(document: D, examples: readonly ApiExample[] = API_EXAMPLES): D {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation | undefined>>;
  for (const e of examples) {
    const operation = paths[e.path]?.[e.method.toLowerCase()];
    if (!operation) throw new Error(`example ${e.id}: no operation ${e.method} ${e.path}`);
    // a refused request is shown by its answer only: its body does not match the request schema, by design
    if (e.request.body !== undefined && e.response.status < 400) {
      const media = operation.requestBody?.content?.["application/json"];
      if (!media) throw new Error(`example ${e.id}: ${e.method} ${e.path} takes no JSON body`);
      media.examples = { ...media.examples, [e.id]: { summary: e.summary, value: e.request.body } };
    }
    const media = operation.responses?.[String(e.response.status)]?.content?.[e.response.contentType];
    if (!media) throw new Error(`example ${e.id}: ${e.method} ${e.path} documents no ${e.response.status} ${e.response.contentType}`);
    media.examples = { ...media.examples, [e.id]: { summary: e.summary, value: e.response.body } };
  }
  return document;
}
