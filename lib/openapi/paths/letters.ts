import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  contractLetterListResponseSchema,
  contractLetterResponseSchema,
  createContractLetterBody,
  signContractLetterBody,
} from "@/lib/validation/contract-letter";
import { jsonContent, problem, standardErrors } from "../common";

const contractPath = z.object({ id: z.string().uuid() });
const letterPath = z.object({ id: z.string().uuid(), letterId: z.string().uuid() });

/** Hiring and change letters of a contract (issue 31 item 2: D.Lgs. 104/2022, CCNL art. 6). */
export const lettersPaths: ZodOpenApiPathsObject = {
  "/v1/domestic-contracts/{id}/letters": {
    get: {
      tags: ["Contracts"],
      summary: "The contract's hiring and change letters (every version) and the terms whose letter is missing or outdated",
      requestParams: { path: contractPath },
      responses: {
        "200": jsonContent(contractLetterListResponseSchema),
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
    post: {
      tags: ["Contracts"],
      summary: "Generate a letter: the hiring letter (first terms, the default) or the change letter of a later terms set",
      description:
        "Renders the letter in Italian from the contract, its terms, the worker and the employer (CCNL codice CNEL H501, level and duties, cohabitation, duration, schedule and its placement, pay elements and payment method, vacation, leaves, probation, notice, workplace) and stores it as the next version, the earlier versions kept and marked superseded (201). When nothing the letter prints changed since its current version, that version is answered (200) and nothing is stored. `details` holds what the contract does not (placement of the hours, workplace, duties, payment method and day, place, fixed-term reason); without it the contract's latest letter's details are used. A hiring letter for later terms, or a change letter for the first, is 422 letter_terms_mismatch.",
      requestParams: { path: contractPath },
      requestBody: { content: { "application/json": { schema: createContractLetterBody } } },
      responses: {
        "200": jsonContent(contractLetterResponseSchema, "Nothing changed: the current version"),
        "201": jsonContent(contractLetterResponseSchema, "The new version"),
        "401": standardErrors["401"],
        "404": problem("Unknown contract or terms, or of another organization"),
        "422": problem("Invalid fields (validation_failed) or a kind that does not fit the terms (letter_terms_mismatch)"),
      },
    },
  },
  "/v1/domestic-contracts/{id}/letters/{letterId}/pdf": {
    get: {
      tags: ["Contracts"],
      summary: "One version of a letter as PDF (attachment), served byte for byte as stored; ETag and X-Content-SHA256 are its SHA-256",
      requestParams: { path: letterPath },
      responses: {
        "200": { description: "application/pdf", content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } },
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
  },
  "/v1/domestic-contracts/{id}/letters/{letterId}/signed": {
    post: {
      tags: ["Contracts"],
      summary: "Record the day the worker signed the letter",
      description:
        "A clerk or an organization-wide key records a signature on paper (signatureMethod paper); a caller limited to the worker's own contract confirms it in the portal (portal). Recording again corrects the date; an audit entry keeps both. A date in the future is 422 (signed_on_in_future).",
      requestParams: { path: letterPath },
      requestBody: { content: { "application/json": { schema: signContractLetterBody } } },
      responses: {
        "200": jsonContent(contractLetterResponseSchema),
        "401": standardErrors["401"],
        "404": standardErrors["404"],
        "422": standardErrors["422"],
      },
    },
  },
};
