/**
 * Issue 27 point 7: `npm run org:create` starts a real organization (SEED_DEMO=false leaves the
 * database empty): the organization, its administrator and an API key, nothing else; the password
 * and the key are printed once; a second run says it exists and changes nothing.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, inject, it } from "vitest";
import * as me from "@/app/(api)/v1/me/route";
import { verifyPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { createOrganization } from "@/lib/services/installation/create-organization";
import { call } from "../support/http";

const RUN = Date.now().toString(36);

async function counts() {
  const db = getDb();
  return {
    organizations: await db.organization.count(),
    users: await db.user.count(),
    apiKeys: await db.apiKey.count(),
    employers: await db.employer.count(),
    contracts: await db.domesticContract.count(),
  };
}

describe("org:create", () => {
  it("creates the organization, its administrator and a key (only them); the second run changes nothing", async () => {
    const before = await counts();
    const first = await createOrganization({ name: `CAF Prova ${RUN}`, adminEmail: `Admin.${RUN}@caf.example`, adminName: "Maria Verdi" });
    if (!first.created) throw new Error("expected a new organization");
    expect(await counts()).toEqual({ ...before, organizations: before.organizations + 1, users: before.users + 1, apiKeys: before.apiKeys + 1 });
    const admin = await getDb().user.findFirstOrThrow({ where: { email: `admin.${RUN}@caf.example` } });
    expect(admin).toMatchObject({ organizationId: first.organizationId, role: "admin", name: "Maria Verdi" });
    expect(await verifyPassword(first.adminPassword, admin.passwordHash)).toBe(true);
    // the key works at once, on its own organization
    const res = await call(me.GET, "GET", "/v1/me", { key: first.apiKey });
    expect(res.status, res.text).toBe(200);
    expect(JSON.stringify(res.body)).toContain(first.organizationId);
    // only hashes are stored
    expect(JSON.stringify(await getDb().apiKey.findMany({ where: { organizationId: first.organizationId } }))).not.toContain(first.apiKey);

    const again = await createOrganization({ name: `CAF Prova ${RUN}`, adminEmail: `other.${RUN}@caf.example` });
    expect(again).toEqual({ created: false, organizationId: first.organizationId, reason: "organization_exists" });
    const sameEmail = await createOrganization({ name: `CAF Altro ${RUN}`, adminEmail: `admin.${RUN}@caf.example` });
    expect(sameEmail).toEqual({ created: false, organizationId: first.organizationId, reason: "admin_email_exists" });
    expect(await counts()).toEqual({ ...before, organizations: before.organizations + 1, users: before.users + 1, apiKeys: before.apiKeys + 1 });
    await expect(createOrganization({ name: "x", adminEmail: "not-an-email" })).rejects.toThrow(/admin-email/);
  });

  it.skipIf(inject("databaseKind") !== "postgres")("the command prints the password and the key once; run twice it says the organization exists", async () => {
    const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL! };
    const args = ["--import", "tsx", "scripts/org-create.ts", "--name", `CAF Comando ${RUN}`, "--admin-email", `cmd.${RUN}@caf.example`];
    const first = spawnSync(process.execPath, args, { env, encoding: "utf8" });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Password: +\S{16}/);
    const key = /API key: +(dp_live_\w+)/.exec(first.stdout)?.[1];
    expect(key).toBeDefined();
    expect((await call(me.GET, "GET", "/v1/me", { key })).status).toBe(200);
    const second = spawnSync(process.execPath, args, { env, encoding: "utf8" });
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain("already exists");
    expect(second.stdout).not.toContain("Password");
    expect(await getDb().organization.count({ where: { name: `CAF Comando ${RUN}` } })).toBe(1);
  });
});
