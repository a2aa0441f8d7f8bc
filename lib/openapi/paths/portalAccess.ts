import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { createPortalInvitationSchema, listPortalAccessQuery, portalAccessSchema, portalInvitationResponseSchema } from "@/lib/validation/portal-access";
import { emailOutboxResponseSchema, listEmailOutboxQuery } from "@/lib/validation/email-outbox";
import { jsonContent, problem, standardErrors } from "../common";

const idPath = z.object({ id: z.string().uuid() });
const TAG = "Portal access";

export const portalAccessPaths: ZodOpenApiPathsObject = {
  "/v1/portal-invitations": {
    post: {
      tags: [TAG],
      summary: "Invite a household person or a worker to the portal by e-mail",
      description:
        "A household access names an employer and a right (`view` payslips and documents; `presences` also the calendar of open months; `full` also the employer's and contract's data); a worker access names the worker record (their contracts across the organization's households). The e-mail (in `language`) carries a single-use link to `/portal/invitation/<token>` valid for 7 days; only the token's SHA-256 is stored. When the address already has a waiting invitation or an active access on the same employer or worker, that access is answered with 200 and `outcome: existing`, nothing is created and no e-mail is sent (use resend). An address that signs in as a clerk of the organization is refused (422, pointer /email). Organization-wide credentials only (clerks and unrestricted keys).",
      requestBody: { content: { "application/json": { schema: createPortalInvitationSchema } } },
      responses: {
        "200": jsonContent(portalInvitationResponseSchema, "The address already has this access (outcome: existing)"),
        "201": jsonContent(portalInvitationResponseSchema, "Invited (outcome: invited); the e-mail is queued"),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/portal-access": {
    get: {
      tags: [TAG],
      summary: "List portal accesses (of one employer or worker when asked)",
      description: "Each access with its status (invited, active, expired, revoked) and the person's last sign-in; newest invitation first.",
      requestParams: { query: listPortalAccessQuery },
      responses: { "200": jsonContent(z.object({ data: z.array(portalAccessSchema) })), "401": standardErrors["401"], "403": standardErrors["403"] },
    },
  },
  "/v1/portal-access/{id}": {
    delete: {
      tags: [TAG],
      summary: "Revoke a portal access",
      description:
        "The access ends at once (kept with revokedAt); a waiting link stops working. When the person has no active access left, their sessions end. Revoking again answers the same access.",
      requestParams: { path: idPath },
      responses: { "200": jsonContent(portalAccessSchema), "401": standardErrors["401"], "403": standardErrors["403"], "404": standardErrors["404"] },
    },
  },
  "/v1/portal-access/{id}/resend": {
    post: {
      tags: [TAG],
      summary: "Send the invitation again with a new link (the old link stops working)",
      requestParams: { path: idPath },
      responses: {
        "200": jsonContent(portalAccessSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("The invitation was already accepted, or the access revoked (conflict)"),
      },
    },
  },
  "/v1/email-outbox": {
    get: {
      tags: ["Account"],
      summary: "The organization's outgoing e-mail with its delivery log (administrators, signed-in session)",
      description:
        "The latest 200 messages, newest first: recipient, subject, body, status (queued, sent, failed), attempts, last error, next attempt, the SMTP server's Message-ID. E-mail goes out through SMTP (`SMTP_URL`) with retries; without SMTP configured (`smtpConfigured: false`) messages stay queued and are read here.",
      requestParams: { query: listEmailOutboxQuery },
      responses: { "200": jsonContent(emailOutboxResponseSchema), "401": standardErrors["401"], "403": standardErrors["403"] },
    },
  },
};
