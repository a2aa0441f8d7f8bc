import { documentExamples } from "./examples";
import { createDocument } from "zod-openapi";
import { ERROR_CODES } from "@/lib/errors";
import { STATUS_BY_CODE } from "@/lib/api/problem";
import { corePaths } from "./paths/core";
import { contractsPaths } from "./paths/contracts";
import { employersPaths } from "./paths/employers";
import { payslipCorrectionsPaths, payslipsPaths } from "./paths/payslips";
import { workEventsPaths } from "./paths/workEvents";
import { rateTablesPaths } from "./paths/rateTables";
import { statementsPaths } from "./paths/statements";
import { payrollRunsPaths } from "./paths/payrollRuns";
import { importsPaths } from "./paths/imports";
import { workersPaths } from "./paths/workers";
import { inpsCommunicationsPaths } from "./paths/inpsCommunications";
import { lettersPaths } from "./paths/letters";
import { deadlinesPaths } from "./paths/deadlines";
import { portalAccessPaths } from "./paths/portalAccess";
import { payslipPaymentsPaths } from "./paths/payslipPayments";
import { benefitPacksPaths } from "./paths/benefitPacks";
import { annualStatementBookPaths } from "./paths/annualStatementBook";
import { contributionPaymentsPaths } from "./paths/contributionPayments";
import { monthsPaths } from "./paths/months";
import { webhooks } from "./webhooks";
import { API_VERSION, DEPRECATED_OPERATIONS, MIN_DEPRECATION_NOTICE_MONTHS, type Deprecation } from "@/lib/api/version";

const DESCRIPTION = `
Payroll for Italian domestic employment (CCNL lavoro domestico): employers, domestic contracts,
work events and payslips.

**Authentication**: \`Authorization: Bearer <API key>\` on every request. Keys start with \`dp_live_\`,
belong to one organization, can be read-only (mutations answer 403) and revoked (401).

**Sandbox**: test-mode keys (\`dp_test_…\`, \`POST /v1/api-keys\` with \`mode: "test"\`) act on the
organization's sandbox, an organization of its own seeded with domestic edge cases: the same
operations, none of the live data (a live id answers 404 like an unknown one, and the reverse).
Its webhooks carry \`livemode: false\`, its documents say PROVA, \`POST /v1/sandbox/reset\` seeds it again.

**Conventions**: money, hours and rates are decimal strings ("1234.50"); dates \`YYYY-MM-DD\`;
timestamps ISO 8601 UTC. Lists take \`page\` (default 1), \`limit\` (default 20, max 100),
\`sortField\` (allow-list per resource) and \`sortDirection\` (\`asc\`|\`desc\`), and answer
\`{ data, pagination: { page, limit, total, totalPages } }\`. Sorting is stable (ties by id).

**Wording and codes**: a payslip's elements and warnings, and the checks before a run, carry a stable
\`code\` and the \`params\` of their Italian wording (\`name\`, \`message\`) as strings: word them in your
own language from the code and the params, never by parsing the Italian. An element's \`name\` is its
code's template with the params in place (e.g. \`STRAORDINARIO\` with \`{ label: "Lavoro straordinario",
percent: "125" }\` → "Lavoro straordinario (125%)").

**Examples**: the examples of the operations are real requests and answers of this API, recorded from the
demo's payroll flow (ids and times replaced by stable stand-ins); /docs lists them in order.

**Tenancy**: an id of another organization answers 404 exactly like an unknown id. Where a body or
query carries \`organizationId\` it must be the key's organization, else 403.

**Keys restricted to some employers** (\`employerIds\` when the key is created, e.g. a household's
access): they see and change only those employers, their contracts, workers, work events and
payslips; an id of another employer of the organization answers exactly like an unknown id (404, or
the same 422 a body's unknown id gets), and lists leave it out. Resources of the whole organization
(payroll runs, webhook endpoints, payroll settings, users, API keys) and creating employers or
workers answer 403 \`forbidden\`.

**Idempotency**: every POST accepts \`Idempotency-Key\`: a retry with the same key and body replays
the first response (header \`Idempotent-Replayed: true\`) and creates nothing again; the same key with another
body → 422 \`idempotency_key_reused\`; while the first request runs → 409 \`idempotency_key_in_use\`. Keys live 24 h.
An answer that holds a secret (a new API key, a webhook endpoint's signing secret, a calendar feed address) is
never stored: its retry creates nothing and answers 409 \`idempotency_replay_withheld\` with \`resourceId\`.

**Concurrency**: a GET of one resource answers \`ETag\`; send it in \`If-Match\` on PATCH or DELETE and the
change applies only if nobody changed the resource since (else 412 \`precondition_failed\`, with the
current \`etag\`). A 201 (or 202) answers \`Location\`.

**Rate limits**: calls are counted per API key (or signed-in clerk) and minute, 6,000 by default; every
answer carries \`RateLimit-Policy\` and \`RateLimit\` (IETF draft), and past the limit the answer is 429
\`rate_limited\` with \`Retry-After\`.

**Versioning**: every answer names the version of the API in \`API-Version\` (this document's
\`info.version\`: the major is the path, /v1; the minor grows with each addition, e.g. a field, an
operation or an error code; additions never break a client that ignores what it does not know). A field
or operation to be retired is marked \`deprecated\` here and its answers carry \`Deprecation\`
(RFC 9745), \`Sunset\` (RFC 8594, at least ${MIN_DEPRECATION_NOTICE_MONTHS} months later) and a \`Link\`
(rel="deprecation") to the migration notes; nothing is removed from /v1 before its sunset.

**Errors** are \`application/problem+json\` (RFC 9457) with \`code\`, \`requestId\` and, for invalid input,
\`errors: [{ path, message, code }]\` where \`path\` is a JSON pointer. Codes:

| code | status |
|---|---|
${ERROR_CODES.map((code) => `| [\`${code}\`](/docs#error-${code}) | ${STATUS_BY_CODE[code]} |`).join("\n")}
`;

type OpenApiDocument = ReturnType<typeof createDocument>;
type ResponsesObject = Record<string, unknown>;

const PROBLEM_REF = { $ref: "#/components/schemas/Problem" };

/** The statuses the route wrapper (lib/api/handler.ts) can answer for an operation, with why. */
function wrapperStatuses(method: string, operation: { requestBody?: unknown; parameters?: Array<{ in?: string }> }): Record<string, string> {
  const statuses: Record<string, string> = {
    "401": "Missing, unknown or revoked API key (unauthorized)",
    "429": "Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy",
    "503": "Database unavailable (database_unavailable); see Retry-After",
  };
  const parameters = operation.parameters ?? [];
  statuses["403"] =
    method !== "get"
      ? "Read-only key on a mutation (read_only_key), a cross-site request, or a key restricted to some employers on a resource of the whole organization (forbidden)"
      : "A key restricted to some employers, on a resource of the whole organization (forbidden)";
  if (parameters.some((p) => p.in === "path")) statuses["404"] = "Unknown id, or an id of another organization";
  if (parameters.some((p) => p.in === "query")) {
    statuses["400"] = "Invalid query string (invalid_query, with a pointer per parameter)";
    statuses["422"] = "Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer)";
  }
  if (operation.requestBody) {
    statuses["400"] = "Malformed JSON (invalid_json) or invalid query";
    statuses["413"] = "Body over 1 MiB (payload_too_large)";
    statuses["415"] = "Body not sent as application/json (unsupported_media_type)";
    statuses["422"] = "Well-formed but invalid (validation_failed or invalid_text, with a pointer per field)";
  }
  // every query string and body is checked for text that cannot be stored (lib/api/text.ts)
  statuses["422"] ??= "Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer)";
  if (method === "post") {
    statuses["409"] = "The same Idempotency-Key is still being processed (idempotency_key_in_use)";
    statuses["422"] ??= "The same Idempotency-Key with another body (idempotency_key_reused)";
  }
  return statuses;
}

/**
 * Every operation documents each error status the wrapper can produce, not only the ones its
 * path file names: the integration tests check every response against this document.
 */
function documentWrapperErrors(document: OpenApiDocument): OpenApiDocument {
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(
      pathItem as Record<string, { responses?: ResponsesObject; requestBody?: unknown; parameters?: Array<{ in?: string }> }>,
    )) {
      if (!operation || typeof operation !== "object" || !("responses" in operation)) continue;
      const responses = (operation.responses ??= {});
      for (const [status, description] of Object.entries(wrapperStatuses(method, operation))) {
        responses[status] ??= { description, content: { "application/problem+json": { schema: PROBLEM_REF } } };
      }
    }
  }
  return document;
}

const ETAG_HEADER = {
  description: "Entity tag of this representation: send it back in If-Match to PATCH or DELETE only if nothing changed",
  schema: { type: "string" },
};
const LOCATION_HEADER = { description: "Where the created resource (or the list holding it) is read", schema: { type: "string" } };
const IF_MATCH = {
  name: "If-Match",
  in: "header",
  required: false,
  description: "The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed",
  schema: { type: "string" },
};

/**
 * Optimistic concurrency and Location as lib/api/handler.ts applies them: a single resource that
 * has a GET answers ETag and honours If-Match on PATCH and DELETE; every 201/202 names a Location.
 */
function documentConcurrencyHeaders(document: OpenApiDocument): OpenApiDocument {
  type Operation = { responses?: Record<string, { headers?: Record<string, unknown>; description?: string; content?: unknown }>; parameters?: unknown[] };
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    const item = pathItem as Record<string, Operation | undefined>;
    const single = path.endsWith("/{id}") && !!item.get;
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== "object" || !("responses" in operation)) continue;
      const responses = operation.responses ?? {};
      if (single && method === "get" && responses["200"]) responses["200"].headers = { ...responses["200"].headers, ETag: ETAG_HEADER };
      if (single && (method === "patch" || method === "delete")) {
        operation.parameters = [...(operation.parameters ?? []), IF_MATCH];
        responses["412"] ??= {
          description: "If-Match does not match the current ETag (precondition_failed)",
          content: { "application/problem+json": { schema: PROBLEM_REF } },
        };
        if (method === "patch" && responses["200"]) responses["200"].headers = { ...responses["200"].headers, ETag: ETAG_HEADER };
      }
      for (const status of ["201", "202"]) {
        if (responses[status]) responses[status].headers = { ...responses[status].headers, Location: LOCATION_HEADER };
      }
    }
  }
  return document;
}

const HEADER_REF = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The response headers the route wrapper (lib/api/handler.ts, lib/api/problem.ts) sends. */
const RESPONSE_HEADERS: Record<string, { description: string; schema: Record<string, unknown> }> = {
  "X-Request-Id": { description: "This request's id (the X-Request-Id sent, else a new UUID): quote it when reporting a problem", schema: { type: "string" } },
  "API-Version": { description: "The version of the API that answered (this document's info.version)", schema: { type: "string", example: API_VERSION } },
  RateLimit: { description: 'Calls left in the window and seconds until it resets (IETF draft): "api";r=<remaining>;t=<seconds>', schema: { type: "string" } },
  "RateLimit-Policy": { description: 'The limit (IETF draft): "api";q=<calls>;w=<window seconds>', schema: { type: "string" } },
  "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 0 } },
  "Idempotent-Replayed": {
    description: '"true" when the answer is the replay of an earlier request with the same Idempotency-Key',
    schema: { type: "string", enum: ["true"] },
  },
  ETag: ETAG_HEADER,
  Location: LOCATION_HEADER,
  Deprecation: { description: "RFC 9745: the operation is deprecated since this date (@<unix seconds>)", schema: { type: "string" } },
  Sunset: { description: "RFC 8594: the operation may stop answering after this date (HTTP-date)", schema: { type: "string" } },
  Link: { description: 'rel="deprecation": where the replacement and the migration are described', schema: { type: "string" } },
};

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

/** `GET /v1/employers/{id}/contracts` → `getEmployersByIdContracts`: unique per method and path, stable. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/v1\//, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ["by", ...param[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

/** The error codes an answer of this status can carry (lib/api/problem.ts decides a code's status). */
function codesOfStatus(status: string): string[] {
  return ERROR_CODES.filter((code) => String(STATUS_BY_CODE[code]) === status);
}

/** Every POST honours Idempotency-Key (lib/api/handler.ts): declared on each, whatever its path file says. */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "1 to 255 characters, e.g. a UUID. A retry with the same key and body within 24 h runs nothing again and replays the first answer (Idempotent-Replayed: true); with another body 422 idempotency_key_reused; while the first runs 409 idempotency_key_in_use. An answer holding a secret is never replayed: 409 idempotency_replay_withheld names what was created (docs/api-idempotency.md).",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};

type Operation = {
  operationId?: string;
  parameters?: Array<{ name?: string; in?: string; description?: string; schema?: unknown }>;
  deprecated?: boolean;
  description?: string;
  requestBody?: { required?: boolean };
  responses?: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema?: unknown }> }>;
};

/**
 * What every operation declares beyond its path file: an operationId, a required request body, the
 * headers every answer carries, an error `code` enum per status, and deprecation.
 */
export function tightenDocument(document: OpenApiDocument, deprecations: Readonly<Record<string, Deprecation>> = DEPRECATED_OPERATIONS): OpenApiDocument {
  const components = (document.components ??= {}) as { headers?: Record<string, unknown> };
  const used = new Set<string>();
  const ref = (name: string) => (used.add(name), HEADER_REF(name));
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(pathItem as Record<string, unknown>)) {
      if (!HTTP_METHODS.has(method) || !value || typeof value !== "object") continue;
      const operation = value as Operation;
      operation.operationId ??= operationIdFor(method, path);
      if (operation.requestBody) operation.requestBody.required = true;
      if (method === "post") {
        const parameters = (operation.parameters ??= []);
        const declared = parameters.findIndex((p) => p.in === "header" && p.name?.toLowerCase() === "idempotency-key");
        if (declared === -1) parameters.push({ ...IDEMPOTENCY_KEY_PARAMETER });
        else parameters[declared] = { ...IDEMPOTENCY_KEY_PARAMETER };
      }
      const deprecation = deprecations[`${method.toUpperCase()} ${path}`];
      if (deprecation) {
        operation.deprecated = true;
        operation.description = `${operation.description ? `${operation.description}\n\n` : ""}**Deprecated** since ${deprecation.since}; sunset ${deprecation.sunset}. See ${deprecation.link}.`;
      }
      const responses = (operation.responses ??= {});
      for (const [status, shared] of Object.entries(responses)) {
        // a path file may hand several operations one response object: each gets its own copy
        const response = (responses[status] = { ...shared, ...(shared.content ? { content: structuredClone(shared.content) } : {}) });
        const headers: Record<string, unknown> = {
          "X-Request-Id": ref("X-Request-Id"),
          "API-Version": ref("API-Version"),
          RateLimit: ref("RateLimit"),
          "RateLimit-Policy": ref("RateLimit-Policy"),
        };
        if (status === "429" || status === "503") headers["Retry-After"] = ref("Retry-After");
        if (method === "post") headers["Idempotent-Replayed"] = ref("Idempotent-Replayed");
        if (deprecation) for (const name of ["Deprecation", "Sunset", "Link"]) headers[name] = ref(name);
        // ETag and Location where documentConcurrencyHeaders put them, as references
        for (const [name, header] of Object.entries(response.headers ?? {})) {
          headers[name] = header === ETAG_HEADER || header === LOCATION_HEADER ? ref(name) : header;
        }
        response.headers = headers;
        const problem = response.content?.["application/problem+json"];
        const codes = codesOfStatus(status);
        if (problem && codes.length > 0) {
          problem.schema = { allOf: [PROBLEM_REF, { type: "object", properties: { code: { type: "string", enum: codes } } }] };
        }
      }
    }
  }
  // only the headers some answer declares (an unused component is noise to a linter)
  components.headers = { ...components.headers, ...Object.fromEntries([...used].map((name) => [name, RESPONSE_HEADERS[name]])) };
  return document;
}

/** Fields the API answers as a calendar date, YYYY-MM-DD (serialized with dateString). */
const DATE_FIELDS = new Set([
  "date",
  "startDate",
  "endDate",
  "fixedTermEndDate",
  "expectedBirthDate",
  "givenDate",
  "asOfDate",
  "eventDate",
  "dueDate",
  "filedOn",
  "signedOn",
  "birthDate",
  "previousEndDate",
  "newEndDate",
  "noticeGivenDate",
  "retentionEndDate",
  "expiryDate",
  "flussiEntryDate",
  "paidOn",
  "dueBy",
  "assistedPersonBirthDate",
  "useBy",
]);

/** Answered dates carry `format: date` like the request ones (lib/validation/common.ts isoDate). */
export function documentDateFormats<D>(document: D): D {
  const isString = (type: unknown) => type === "string" || (Array.isArray(type) && type.includes("string"));
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const properties = (node as { properties?: Record<string, Record<string, unknown>> }).properties;
    for (const [name, property] of Object.entries(properties ?? {})) {
      if (DATE_FIELDS.has(name) && property && isString(property.type) && !property.format && !property.pattern) property.format = "date";
    }
    Object.values(node).forEach(visit);
  };
  visit((document as { paths?: unknown }).paths);
  visit((document as { components?: { schemas?: unknown } }).components?.schemas);
  visit((document as { webhooks?: unknown }).webhooks);
  return document;
}

let cached: OpenApiDocument | null = null;

export function getOpenApiDocument() {
  cached ??= documentExamples(
    documentDateFormats(
      tightenDocument(
        documentConcurrencyHeaders(
          documentWrapperErrors(
            createDocument({
              openapi: "3.1.0",
              info: { title: "Paghe Domestiche API", version: API_VERSION, description: DESCRIPTION.trim() },
              servers: [{ url: "/", description: "This server" }],
              security: [{ bearerAuth: [] }],
              components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "API key dp_live_…" } } },
              paths: {
                ...corePaths,
                ...employersPaths,
                ...contractsPaths,
                ...workEventsPaths,
                ...payslipsPaths,
                ...payslipCorrectionsPaths,
                ...statementsPaths,
                ...rateTablesPaths,
                ...payrollRunsPaths,
                ...workersPaths,
                ...inpsCommunicationsPaths,
                ...lettersPaths,
                ...deadlinesPaths,
                ...portalAccessPaths,
                ...payslipPaymentsPaths,
                ...benefitPacksPaths,
                ...annualStatementBookPaths,
                ...contributionPaymentsPaths,
                ...monthsPaths,
                ...importsPaths,
              },
              webhooks,
            }),
          ),
        ),
      ),
    ),
  );
  return cached;
}
