import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  PERSONAL_CODE_CORPORATION_TYPES,
  createEmployerSchema,
  employerResponseSchema as employerSchema,
  employerListResponseSchema,
  updateEmployerSchema,
} from "@/lib/validation/employer";
import { EMPLOYER_SORT_FIELDS, listEmployersQuery } from "@/lib/validation/employer-query";
import { idempotencyKeyHeader, jsonContent, problemSchema, standardErrors } from "../common";

/** OpenAPI paths of the employers resource (interface §4.3, decisions §6). */

const idPath = z.object({ id: z.string().uuid() });
const tags = ["Employers"];

const RULES = `
**Rules** (422 \`validation_failed\`, one JSON pointer per bad field, e.g. \`/personalInfo/fiscalCode\`):
- \`type\` decides the object: \`domestic\` requires \`personalInfo\` (\`firstName\`, \`lastName\`), \`business\`
  requires \`businessDetails\` (\`name\`); the other object is rejected. Unknown fields → \`unknown_field\`.
- Fiscal code of a person: 16 characters with the right check character (omocodia allowed), or the
  temporary 11-digit code. Of a business: 11 digits with the check digit; a 16-character personal code
  only when \`corporationType\` is unset or one of ${PERSONAL_CODE_CORPORATION_TYPES.map((c) => `\`${c}\``).join(", ")}.
- VAT number (partita IVA): 11 digits with the check digit (an \`IT\` prefix and spaces are removed).
- Provinces: two letters (\`EE\` abroad). Postal code: 5 digits. \`email\`, \`pec\`: e-mail addresses.
  \`phone\`: digits, spaces and \`+ ( ) . / -\`, 5–15 digits. \`birthDate\`: a real date, not in the future
  (Italian time), not before 1900.
- Lengths: names 100, company name 200, address 200, localities and country 100, e-mail 254, phone 30.
- \`patronSaintDay\` (extension): a real day written \`MM-DD\` (\`02-29\` allowed).
- Normalised: strings trimmed; fiscal codes, VAT numbers and provinces upper-cased without spaces.
  An optional field sent as \`""\` or \`null\` is not set.
`.trim();

export const employersPaths: ZodOpenApiPathsObject = {
  "/v1/employers": {
    get: {
      tags,
      summary: "List the organization's employers",
      description: `
\`organizationId\` is required and must be the organization of the credentials (else 403 \`organization_mismatch\`).
\`search\` matches case-insensitively first and last names, company name, fiscal code, VAT number, e-mail and PEC;
the text is split on spaces and every word must occur, in any order ("rossi mario" finds Mario Rossi); \`%\`, \`_\`
and \`\\\\\` are literal characters. \`status\`: \`active\` (not archived), \`archived\`; absent lists both. \`type\`
(extension): \`domestic\` or \`business\`. \`sortField\`: ${EMPLOYER_SORT_FIELDS.map((f) => `\`${f}\``).join(", ")} (\`name\` sorts by
\`displayName\`); default \`createdAt\` \`desc\`; ties broken by id. \`counts\` (extension) gives the number of active and archived
employers matching \`search\` and \`type\`, whatever \`status\` is (the directory's filter tabs).`.trim(),
      requestParams: { query: listEmployersQuery },
      responses: {
        "200": jsonContent(employerListResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
      },
    },
    post: {
      tags,
      summary: "Create an employer",
      description: `\`organizationId\` must be the organization of the credentials (else 403 \`organization_mismatch\`). Answers 201 with the employer. Writes an audit entry.\n\n**Duplicates** (extension): when another employer of the organization already shows the same codice fiscale or partita IVA (its \`displayTaxId\` equals the new employer's fiscal code or VAT number), the request is refused with 409 \`duplicate_tax_id\` and \`existingEmployerId\` (the oldest such employer), unless the body has \`allowDuplicate: true\`.\n\n${RULES}`,
      parameters: [idempotencyKeyHeader],
      requestBody: { content: { "application/json": { schema: createEmployerSchema } } },
      responses: {
        "201": jsonContent(employerSchema, "Created"),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "409": {
          description: "Another employer has the same fiscal code or VAT number (duplicate_tax_id, with existingEmployerId)",
          content: { "application/problem+json": { schema: problemSchema } },
        },
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/employers/{id}": {
    get: {
      tags,
      summary: "One employer",
      requestParams: { path: idPath },
      responses: { "200": jsonContent(employerSchema), "401": standardErrors["401"], "404": standardErrors["404"] },
    },
    patch: {
      tags,
      summary: "Update an employer (partial), archive or restore it",
      description: `
Only the members present change. \`personalInfo\` / \`businessDetails\` are merged **field by field**: a field
present replaces the stored one, \`null\` or \`""\` clears an optional field, absent fields are kept. The
business fiscal-code rule is judged on the merged object.
- \`archived: true\` archives (sets \`archivedAt\` to now; archiving an archived employer keeps the first moment),
  \`archived: false\` restores (clears \`archivedAt\`).
- \`type\` cannot change: a different value → 422 (\`/type\`, code \`immutable\`); the object of the other
  type → 422 (\`not_allowed\`). \`organizationId\`, when sent, must be the caller's (else 403).
- A patch that changes nothing writes nothing (same \`updatedAt\`, no audit entry); otherwise one audit
  entry with before and after (\`employer.update\`, or \`employer.archive\` / \`employer.restore\`).

${RULES}`.trim(),
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: updateEmployerSchema } } },
      responses: {
        "200": jsonContent(employerSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
    delete: {
      tags,
      summary: "Delete an employer and all its data",
      description: `
Refused with 409 \`employer_has_active_contracts\` (and \`activeContracts\`, the number) while a contract of the
employer is active: no end date, or an end date today or later (Italian time) — a contract starting in the
future counts. Otherwise removes, in one transaction, the employer, its contracts and their terms, work
events and payslips, writes an audit entry (\`employer.delete\`, with what was removed) and answers 204.`.trim(),
      requestParams: { path: idPath },
      responses: {
        "204": { description: "Deleted" },
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": {
          description: "A contract of the employer is active (employer_has_active_contracts, with activeContracts)",
          content: { "application/problem+json": { schema: problemSchema } },
        },
      },
    },
  },
};
