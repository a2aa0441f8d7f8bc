/**
 * Users (issue 15 point 14): an administrator renames, changes the role, disables and enables a
 * clerk, sets a new password; the organization keeps one active administrator; the last sign-in
 * is recorded; a clerk's login cannot delete a final payslip (an administrator's can).
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as me from "@/app/(api)/v1/me/route";
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
