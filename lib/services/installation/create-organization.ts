import "server-only";
/**
 * `npm run org:create` (issue 27 point 7): the first organization of a real installation, its
 * administrator and a read-write API key, and nothing else (no demo data). The password and the key
 * are generated, answered once (only their hashes are stored) and never shown again. Safe to run
 * twice: an organization of that name, or a user of that e-mail, means it exists, and nothing changes.
 */
import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { generateApiKey } from "@/lib/auth/api-keys";
import { writeTransaction } from "@/lib/db/sql";
import { writeAuditEntry } from "@/lib/db/audit";
import { lockKey } from "@/lib/db/statements/locks";

export interface CreateOrganizationInput {
  name: string;
  adminEmail: string;
  adminName?: string;
}

export type CreateOrganizationResult =
  | { created: true; organizationId: string; adminEmail: string; adminPassword: string; apiKey: string }
  | { created: false; organizationId: string | null; reason: "organization_exists" | "admin_email_exists" };

export class OrganizationInputError extends Error {}

/** A system service (an installation command): no caller yet, so no context; its audit entry is the system's. */
export async function createOrganization(input: CreateOrganizationInput): Promise<CreateOrganizationResult> {
  const name = input.name.trim();
  const adminEmail = input.adminEmail.trim().toLowerCase();
  if (name.length === 0 || name.length > 200) throw new OrganizationInputError("--name is 1 to 200 characters");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail) || adminEmail.length > 254)
    throw new OrganizationInputError(`--admin-email is not an e-mail address: "${input.adminEmail}"`);
  const adminPassword = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(adminPassword);
  const key = generateApiKey();
  return writeTransaction(async (tx) => {
    // two runs at once: the second waits here and then finds the first one's organization
    await lockKey(tx, "org:create");
    const sameName = await tx.organization.findFirst({ where: { name }, select: { id: true } });
    if (sameName) return { created: false, organizationId: sameName.id, reason: "organization_exists" } as const;
    const sameEmail = await tx.user.findFirst({ where: { email: adminEmail }, select: { organizationId: true } });
    if (sameEmail) return { created: false, organizationId: sameEmail.organizationId, reason: "admin_email_exists" } as const;
    const org = await tx.organization.create({ data: { name }, select: { id: true } });
    const user = await tx.user.create({
      data: { organizationId: org.id, email: adminEmail, name: input.adminName?.trim() || "Amministratore", role: "admin", passwordHash },
      select: { id: true },
    });
    const apiKey = await tx.apiKey.create({
      data: { organizationId: org.id, name: "Chiave iniziale (org:create)", keyHash: key.keyHash, displayPrefix: key.displayPrefix, readOnly: false },
      select: { id: true },
    });
    await writeAuditEntry(tx, null, {
      organizationId: org.id,
      action: "organization.create",
      entityType: "organization",
      entityId: org.id,
      after: { name, adminUserId: user.id, apiKeyId: apiKey.id, by: "org:create" },
    });
    return { created: true, organizationId: org.id, adminEmail, adminPassword, apiKey: key.key } as const;
  });
}
