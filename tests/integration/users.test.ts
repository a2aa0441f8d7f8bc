/**
 * Users (issue 15 point 14): an administrator renames, changes the role, disables and enables a
 * clerk, sets a new password; the organization keeps one active administrator; the last sign-in
 * is recorded; a clerk's login cannot delete a final payslip (an administrator's can).
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as me from "@/app/(api)/v1/me/route";
import * as apiKeys from "@/app/(api)/v1/api-keys/route";
import { authOptions } from "@/lib/auth/options";
import * as users from "@/app/(api)/v1/users/route";
import * as user from "@/app/(api)/v1/users/[id]/route";
import * as resetPassword from "@/app/(api)/v1/users/[id]/reset-password/route";
import * as payslip from "@/app/(api)/v1/domestic-payslips/[id]/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import { verifyPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { buildApiKey, buildContract, buildEmployer, buildOrganization, buildUser } from "@/prisma/seed/builders";
import { call } from "../support/http";
import { TEST_ADMIN_EMAIL, TEST_OTHER_API_KEY } from "../support/constants";
import { sessionCookieFor } from "../support/session";

const RUN = Date.now().toString(36);
let ORG = "";
let key = "";
const ids = { admin: "", clerk: "" };
const emails = { admin: `admin.${RUN}@example.it`, clerk: `clerk.${RUN}@example.it` };
// the users endpoints answer an administrator's login only (API keys get 403)
const session = async (email: string) => ({ key: null, headers: { cookie: await sessionCookieFor(email), origin: "http://localhost:3000" } });

beforeAll(async () => {
  const db = getDb();
  ORG = (await buildOrganization(db, { name: `Users ${RUN}` })).id;
  key = (await buildApiKey(db, { organizationId: ORG, name: "users test" })).key;
  ids.admin = (await buildUser(db, { organizationId: ORG, email: emails.admin, password: "password-admin-1", name: "Ada Admin", role: "admin" })).id;
  ids.clerk = (await buildUser(db, { organizationId: ORG, email: emails.clerk, password: "password-clerk-1", name: "Carlo Clerk", role: "clerk" })).id;
});

describe("users", () => {
  it("are renamed, disabled (their session refused), enabled again and given a new password, each with an audit entry", async () => {
    const renamed = await call(user.PATCH, "PATCH", `/v1/users/${ids.clerk}`, {
      ...(await session(emails.admin)),
      params: { id: ids.clerk },
      body: { name: "Carlo Rossi" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: ids.clerk, name: "Carlo Rossi", role: "clerk", disabledAt: null, lastSignInAt: null });

    const disabled = await call(user.PATCH, "PATCH", `/v1/users/${ids.clerk}`, {
      ...(await session(emails.admin)),
      params: { id: ids.clerk },
      body: { disabled: true },
    });
    expect(disabled.body.disabledAt).toEqual(expect.any(String));
    expect((await call(me.GET, "GET", "/v1/me", await session(emails.clerk))).status).toBe(401);
    const enabled = await call(user.PATCH, "PATCH", `/v1/users/${ids.clerk}`, {
      ...(await session(emails.admin)),
      params: { id: ids.clerk },
      body: { disabled: false },
    });
    expect(enabled.body.disabledAt).toBeNull();
    expect((await call(me.GET, "GET", "/v1/me", await session(emails.clerk))).status).toBe(200);

    const reset = await call(resetPassword.POST, "POST", `/v1/users/${ids.clerk}/reset-password`, {
      ...(await session(emails.admin)),
      params: { id: ids.clerk },
      body: { password: "a-brand-new-password" },
    });
    expect(reset.status).toBe(200);
    const row = await getDb().user.findUniqueOrThrow({ where: { id: ids.clerk }, select: { passwordHash: true } });
    expect(await verifyPassword("a-brand-new-password", row.passwordHash)).toBe(true);
    expect(await verifyPassword("password-clerk-1", row.passwordHash)).toBe(false);

    const audit = await getDb().auditLog.findMany({
      where: { organizationId: ORG, entityId: ids.clerk },
      orderBy: { createdAt: "asc" },
      select: { action: true, after: true },
    });
    expect(audit.map((a) => a.action)).toEqual(["user.update", "user.update", "user.update", "user.reset_password"]);
    expect(JSON.stringify(audit)).not.toContain("a-brand-new-password");
  });

  it("keep one active administrator (409 last_admin), refuse bad bodies and other organizations' users", async () => {
    const demote = await call(user.PATCH, "PATCH", `/v1/users/${ids.admin}`, {
      ...(await session(emails.admin)),
      params: { id: ids.admin },
      body: { role: "clerk" },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe("last_admin");
    const disable = await call(user.PATCH, "PATCH", `/v1/users/${ids.admin}`, {
      ...(await session(emails.admin)),
      params: { id: ids.admin },
      body: { disabled: true },
    });
    expect(disable.body.code).toBe("last_admin");
    // with a second administrator, the first may step down
    const promoted = await call(user.PATCH, "PATCH", `/v1/users/${ids.clerk}`, {
      ...(await session(emails.admin)),
      params: { id: ids.clerk },
      body: { role: "admin" },
    });
    expect(promoted.body.role).toBe("admin");
    expect(
      (await call(user.PATCH, "PATCH", `/v1/users/${ids.admin}`, { ...(await session(emails.admin)), params: { id: ids.admin }, body: { role: "clerk" } })).body
        .role,
    ).toBe("clerk");
    // Ada is a clerk now: her login can no longer change roles; Carlo (administrator) puts things back
    expect(
      (await call(user.PATCH, "PATCH", `/v1/users/${ids.admin}`, { ...(await session(emails.admin)), params: { id: ids.admin }, body: { role: "admin" } }))
        .status,
    ).toBe(403);
    expect(
      (await call(user.PATCH, "PATCH", `/v1/users/${ids.admin}`, { ...(await session(emails.clerk)), params: { id: ids.admin }, body: { role: "admin" } }))
        .status,
    ).toBe(200);
    expect(
      (await call(user.PATCH, "PATCH", `/v1/users/${ids.clerk}`, { ...(await session(emails.admin)), params: { id: ids.clerk }, body: { role: "clerk" } }))
        .status,
    ).toBe(200);

    const empty = await call(user.PATCH, "PATCH", `/v1/users/${ids.clerk}`, { ...(await session(emails.admin)), params: { id: ids.clerk }, body: {} });
    expect(empty.status).toBe(422);
    const short = await call(resetPassword.POST, "POST", `/v1/users/${ids.clerk}/reset-password`, {
      ...(await session(emails.admin)),
      params: { id: ids.clerk },
      body: { password: "short" },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors[0].path).toBe("/password");
    // another organization's administrator: 404 as for an unknown id; an API key: 403 (users are managed by people)
    const foreign = await call(user.PATCH, "PATCH", `/v1/users/${ids.clerk}`, {
      ...(await session(TEST_ADMIN_EMAIL)),
      params: { id: ids.clerk },
      body: { name: "x" },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await call(user.PATCH, "PATCH", `/v1/users/${ids.clerk}`, { key: TEST_OTHER_API_KEY, params: { id: ids.clerk }, body: { name: "x" } })).status,
    ).toBe(403);
    // a clerk's login cannot manage users
    expect(
      (await call(user.PATCH, "PATCH", `/v1/users/${ids.admin}`, { ...(await session(emails.clerk)), params: { id: ids.admin }, body: { name: "x" } })).status,
    ).toBe(403);
    const list = await call(users.GET, "GET", "/v1/users", await session(emails.admin));
    expect(list.body.data.map((u: { email: string }) => u.email).sort()).toEqual([emails.admin, emails.clerk]);
  });

  it("a final payslip is deleted by an administrator's login, not a clerk's (403 admin_required)", async () => {
    const db = getDb();
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Elsa", lastName: `Utenti${RUN}` } });
    const contract = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Wanda", lastName: `Finale${RUN}` },
      startDate: "2025-03-03",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    });
    expect(
      (
        await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
          key,
          body: { domesticContractId: contract.id, startDate: "2025-03-01", endDate: "2025-03-31" },
        })
      ).status,
    ).toBe(201);
    const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
      key,
      body: { domesticContractId: contract.id, startDate: "2025-03-01", endDate: "2025-03-31" },
    });
    const created = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
      key,
      body: { domesticContractId: contract.id, organizationId: ORG, period: "2025-03", contributionWeeks: w.body },
    });
    expect(created.status).toBe(201);
    await db.payslip.update({ where: { id: created.body.id }, data: { status: "final", finalizedAt: new Date() } });

    const byClerk = await call(payslip.DELETE, "DELETE", `/v1/domestic-payslips/${created.body.id}`, {
      ...(await session(emails.clerk)),
      params: { id: created.body.id },
    });
    expect(byClerk.status).toBe(403);
    expect(byClerk.body.code).toBe("admin_required");
    expect(await db.payslip.count({ where: { id: created.body.id } })).toBe(1);
    const byAdmin = await call(payslip.DELETE, "DELETE", `/v1/domestic-payslips/${created.body.id}`, {
      ...(await session(emails.admin)),
      params: { id: created.body.id },
    });
    expect(byAdmin.status).toBe(204);
    expect(await db.payslip.count({ where: { id: created.body.id } })).toBe(0);
  });
});

describe("sessions end with a password reset and a sign-out (issue 27)", () => {
  it("a session issued before a password reset is refused afterwards; a new sign-in works", async () => {
    const email = `reset.${RUN}@example.it`;
    const id = (await buildUser(getDb(), { organizationId: ORG, email, password: "password-old-1", name: "Rita Reset", role: "clerk" })).id;
    const before = await session(email);
    expect((await call(me.GET, "GET", "/v1/me", before)).status).toBe(200);
    const reset = await call(resetPassword.POST, "POST", `/v1/users/${id}/reset-password`, {
      ...(await session(emails.admin)),
      params: { id },
      body: { password: "password-new-22" },
    });
    expect(reset.status, reset.text).toBe(200);
    // the stolen or forgotten cookie of before is spent
    expect((await call(me.GET, "GET", "/v1/me", before)).status).toBe(401);
    // a session issued now (the sign-in with the new password) works
    expect((await call(me.GET, "GET", "/v1/me", await session(email))).status).toBe(200);
  });

  it("signing out spends the session token, a copy of the cookie included", async () => {
    const email = `signout.${RUN}@example.it`;
    const id = (await buildUser(getDb(), { organizationId: ORG, email, password: "password-out-1", name: "Sara Uscita", role: "clerk" })).id;
    const copied = await session(email);
    expect((await call(me.GET, "GET", "/v1/me", copied)).status).toBe(200);
    await authOptions.events!.signOut!({ token: { sub: id }, session: undefined as never });
    expect((await call(me.GET, "GET", "/v1/me", copied)).status).toBe(401);
  });
});

describe("e-mails of other organizations stay unknown (issue 27)", () => {
  it("creating a user whose e-mail exists in another organization succeeds like any new address; in the same organization it is a duplicate", async () => {
    const db = getDb();
    const elsewhere = await buildOrganization(db, { name: `Elsewhere ${RUN}` });
    const shared = `shared.${RUN}@example.it`;
    await buildUser(db, { organizationId: elsewhere.id, email: shared, password: "password-else-1", name: "Altrove", role: "admin" });
    const created = await call(users.POST, "POST", "/v1/users", {
      ...(await session(emails.admin)),
      body: { name: "Qui", email: shared, password: "password-here-1" },
    });
    expect(created.status, created.text).toBe(201);
    const fresh = await call(users.POST, "POST", "/v1/users", {
      ...(await session(emails.admin)),
      body: { name: "Nuovo", email: `never.${RUN}@example.it`, password: "password-here-1" },
    });
    expect(fresh.status).toBe(201);
    // the same address twice in this organization is the only refusal
    const again = await call(users.POST, "POST", "/v1/users", {
      ...(await session(emails.admin)),
      body: { name: "Ancora", email: shared, password: "password-here-2" },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({ path: "/email", code: "duplicate" });

    // each login signs in to its own organization, told apart by its password
    type Authorize = (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string; organizationId?: string } | null>;
    const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;
    const peer = { headers: { "x-paghe-peer-address": `192.0.2.${Math.floor(Math.random() * 200)}` } };
    expect((await authorize({ email: shared, password: "password-here-1" }, peer))?.organizationId).toBe(ORG);
    expect((await authorize({ email: shared, password: "password-else-1" }, peer))?.organizationId).toBe(elsewhere.id);
    expect(await authorize({ email: shared, password: "password-wrong-1" }, peer)).toBeNull();
  });
});

describe("API key scopes (issue 27)", () => {
  it("read, write and admin: a final payslip is deleted by an admin-scoped key only; readOnly still means read", async () => {
    const db = getDb();
    const admin = await session(emails.admin);
    const made = async (body: Record<string, unknown>) => {
      const res = await call(apiKeys.POST, "POST", "/v1/api-keys", { ...admin, body });
      expect(res.status, res.text).toBe(201);
      return res.body as { key: string; scope: string; readOnly: boolean };
    };
    const readKey = await made({ name: `read ${RUN}`, readOnly: true });
    expect(readKey).toMatchObject({ scope: "read", readOnly: true });
    const writeKey = await made({ name: `write ${RUN}` });
    expect(writeKey).toMatchObject({ scope: "write", readOnly: false });
    const adminKey = await made({ name: `admin ${RUN}`, scope: "admin" });
    expect(adminKey).toMatchObject({ scope: "admin", readOnly: false });
    expect((await call(me.GET, "GET", "/v1/me", { key: readKey.key })).body.scopes).toEqual(["read"]);
    expect((await call(me.GET, "GET", "/v1/me", { key: writeKey.key })).body.scopes).toEqual(["read", "write"]);
    expect((await call(me.GET, "GET", "/v1/me", { key: adminKey.key })).body.scopes).toEqual(["read", "write", "admin"]);

    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Scopa", lastName: `Chiavi${RUN}` } });
    const contract = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Vera", lastName: `Ambito${RUN}` },
      startDate: "2025-03-03",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    });
    const month = { domesticContractId: contract.id, startDate: "2025-03-01", endDate: "2025-03-31" };
    expect((await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", { key: writeKey.key, body: month })).status).toBe(201);
    expect((await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", { key: readKey.key, body: month })).status).toBe(403);
    const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", { key: writeKey.key, body: month });
    const created = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
      key: writeKey.key,
      body: { domesticContractId: contract.id, organizationId: ORG, period: "2025-03", contributionWeeks: w.body },
    });
    expect(created.status, created.text).toBe(201);
    await db.payslip.update({ where: { id: created.body.id }, data: { status: "final", finalizedAt: new Date() } });
    const byWrite = await call(payslip.DELETE, "DELETE", `/v1/domestic-payslips/${created.body.id}`, { key: writeKey.key, params: { id: created.body.id } });
    expect(byWrite.status).toBe(403);
    expect(byWrite.body.code).toBe("admin_required");
    const byAdminKey = await call(payslip.DELETE, "DELETE", `/v1/domestic-payslips/${created.body.id}`, { key: adminKey.key, params: { id: created.body.id } });
    expect(byAdminKey.status).toBe(204);
  });
});
