import { createDocument } from "zod-openapi";
import { ERROR_CODES } from "@/lib/errors";
import { STATUS_BY_CODE } from "@/lib/api/problem";
import { corePaths } from "./paths/core";
import { contractsPaths } from "./paths/contracts";
import { employersPaths } from "./paths/employers";
import { payslipsPaths } from "./paths/payslips";
import { workEventsPaths } from "./paths/workEvents";
import { payrollRunsPaths } from "./paths/payrollRuns";

const DESCRIPTION = `
Payroll for Italian domestic employment (CCNL lavoro domestico): employers, domestic contracts,
work events and payslips.

**Authentication**: \`Authorization: Bearer <API key>\` on every request. Keys start with \`dp_live_\`,
belong to one organization, can be read-only (mutations answer 403) and revoked (401).

**Conventions**: money, hours and rates are decimal strings ("1234.50"); dates \`YYYY-MM-DD\`;
timestamps ISO 8601 UTC. Lists take \`page\` (default 1), \`limit\` (default 20, max 100),
\`sortField\` (allow-list per resource) and \`sortDirection\` (\`asc\`|\`desc\`), and answer
\`{ data, pagination: { page, limit, total, totalPages } }\`. Sorting is stable (ties by id).

**Tenancy**: an id of another organization answers 404 exactly like an unknown id. Where a body or
query carries \`organizationId\` it must be the key's organization, else 403.

**Idempotency**: every POST accepts \`Idempotency-Key\`: a retry with the same key and body replays
the first response (header \`Idempotent-Replayed: true\`); the same key with another body → 422
\`idempotency_key_reused\`; while the first request runs → 409 \`idempotency_key_in_use\`. Keys live 24 h.

**Errors** are \`application/problem+json\` (RFC 9457) with \`code\`, \`requestId\` and, for invalid input,
\`errors: [{ path, message, code }]\` where \`path\` is a JSON pointer. Codes:

| code | status |
|---|---|
${ERROR_CODES.map((code) => `| \`${code}\` | ${STATUS_BY_CODE[code]} |`).join("\n")}
`;

let cached: ReturnType<typeof createDocument> | null = null;

export function getOpenApiDocument() {
  cached ??= createDocument({
    openapi: "3.1.0",
    info: { title: "Paghe Domestiche API", version: "1.0.0", description: DESCRIPTION.trim() },
    servers: [{ url: "/", description: "This server" }],
    security: [{ bearerAuth: [] }],
    components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "API key dp_live_…" } } },
    paths: { ...corePaths, ...employersPaths, ...contractsPaths, ...workEventsPaths, ...payslipsPaths, ...payrollRunsPaths },
  });
  return cached;
}
