import { z } from "zod";
import { idSchema } from "./common";

export const PORTAL_RIGHTS = ["view", "presences", "full"] as const;
export const PORTAL_LANGUAGES = ["it", "en"] as const;
export const PORTAL_ACCESS_STATUSES = ["invited", "active", "expired", "revoked"] as const;

/** The same password rule as a clerk's (lib/validation/settings.ts). */
export const portalPasswordSchema = z.string().min(10).max(200);

/**
 * POST /v1/portal-invitations: a household person on one employer with a right, or a worker on
 * their worker record; the address the link goes to, and the language of the e-mail and pages.
 */
export const createPortalInvitationSchema = z
  .strictObject({
    employerId: idSchema.optional().meta({ description: "A household access: the employer (with `right`)" }),
    right: z.enum(PORTAL_RIGHTS).optional().meta({
      description:
        "A household access's right: `view` payslips and documents; `presences` also the open months' calendar; `full` also the employer's and contract's data",
    }),
    workerId: idSchema.optional().meta({ description: "A worker access: the worker record (their contracts across the organization's households)" }),
    email: z.string().trim().toLowerCase().email().max(254),
    language: z.enum(PORTAL_LANGUAGES).default("it").meta({ description: "Language of the e-mail and of the person's pages" }),
  })
  .superRefine((value, ctx) => {
    if (value.employerId && value.workerId) {
      ctx.addIssue({
        code: "custom",
        path: ["workerId"],
        message: "Give either employerId (with right) or workerId, not both",
        params: { code: "one_subject" },
      });
    } else if (!value.employerId && !value.workerId) {
      ctx.addIssue({ code: "custom", path: ["employerId"], message: "Give employerId (with right) or workerId", params: { code: "required" } });
    }
    if (value.employerId && !value.right)
      ctx.addIssue({ code: "custom", path: ["right"], message: "A household access needs a right", params: { code: "required" } });
    if (value.workerId && value.right)
      ctx.addIssue({ code: "custom", path: ["right"], message: "A worker access has no right", params: { code: "not_allowed" } });
  });
export type CreatePortalInvitationInput = z.infer<typeof createPortalInvitationSchema>;

export const listPortalAccessQuery = z.strictObject({
  employerId: idSchema.optional(),
  workerId: idSchema.optional(),
});
export type ListPortalAccessQuery = z.infer<typeof listPortalAccessQuery>;

export const portalAccessSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["household", "worker"]),
    email: z.string(),
    language: z.enum(PORTAL_LANGUAGES),
    employerId: z.string().nullable(),
    right: z.enum(PORTAL_RIGHTS).nullable(),
    workerId: z.string().nullable(),
    status: z
      .enum(PORTAL_ACCESS_STATUSES)
      .meta({ description: "invited: the link is waiting; active: accepted and not revoked; expired: the link ran out unused; revoked" }),
    invitedAt: z.string(),
    invitationExpiresAt: z.string().nullable(),
    acceptedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    lastSignInAt: z.string().nullable().meta({ description: "The person's last sign-in (any of their accesses)" }),
  })
  .meta({ id: "PortalAccess" });
export type PortalAccessView = z.infer<typeof portalAccessSchema>;

export const portalInvitationResponseSchema = portalAccessSchema
  .extend({
    outcome: z.enum(["invited", "existing"]).meta({
      description:
        "invited (201): a new access, its e-mail queued; existing (200): this address already has a waiting invitation or an active access on the same employer or worker, answered unchanged and not e-mailed again (resend it with POST /v1/portal-access/{id}/resend)",
    }),
  })
  .meta({ id: "PortalInvitation" });
export type PortalInvitationView = z.infer<typeof portalInvitationResponseSchema>;
