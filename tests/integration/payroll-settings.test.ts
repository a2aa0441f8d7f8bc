/**
 * The organization's payroll conventions through the API (issue 12: the settings of
 * lib/payroll/README.md exposed): everyone reads them, an administrator changes them, bad values
 * are refused with a pointer and nothing is written, and the next run follows them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as settings from "@/app/(api)/v1/payroll-settings/route";
import * as payslip from "@/app/(api)/v1/domestic-payslips/[id]/route";
import { getDb } from "@/lib/db/client";
import { buildApiKey, buildOrganization, buildUser } from "@/prisma/seed/builders";
import { call } from "../support/http";
import { createMondayColf, runPayrollMonth } from "../support/hourly-colf";
import { sessionCookieFor } from "../support/session";

const RUN = Date.now().toString(36);
let ORG = "";
let key = "";
const emails = { admin: `settings.admin.${RUN}@example.it`, clerk: `settings.clerk.${RUN}@example.it` };
const session = async (email: string) => ({ key: null, headers: { cookie: await sessionCookieFor(email), origin: "http://localhost:3000" } });

beforeAll(async () => {
  const db = getDb();
  ORG = (await buildOrganization(db, { name: `Settings ${RUN}` })).id;
  key = (await buildApiKey(db, { organizationId: ORG, name: "settings test" })).key;
  await buildUser(db, { organizationId: ORG, email: emails.admin, password: "password-admin-1", name: "Ada Admin", role: "admin" });
  await buildUser(db, { organizationId: ORG, email: emails.clerk, password: "password-clerk-1", name: "Carlo Clerk", role: "clerk" });
});

describe("payroll settings", () => {
  it("answer the defaults to any reader; an administrator sets and resets them, with an audit entry; a key or a clerk gets 403", async () => {
    const first = await call(settings.GET, "GET", "/v1/payroll-settings", { key });
    expect(first.status, first.text).toBe(200);
    expect(first.body.overridden).toEqual([]);
    expect(first.body.values).toMatchObject({
      hourlyAccrualBase: "schedule_when_regular",
      inpsFlatRateBasis: "contract",
      quarterlyHoursRounding: "up",
      annualStatementBoardInKindTaxable: false,
      // rules-update-3 A2 and A9
      thirteenthMonthlyBase: "ccnl",
      quarterlyRoundingDifference: "withhold",
    });
    expect(first.body.defaults).toEqual(first.body.values);

    expect((await call(settings.PATCH, "PATCH", "/v1/payroll-settings", { key, body: { inpsFlatRateBasis: "week" } })).status).toBe(403);
    expect(
      (await call(settings.PATCH, "PATCH", "/v1/payroll-settings", { ...(await session(emails.clerk)), body: { inpsFlatRateBasis: "week" } })).status,
    ).toBe(403);

    const set = await call(settings.PATCH, "PATCH", "/v1/payroll-settings", {
      ...(await session(emails.admin)),
      body: { hourlyAccrualBase: "schedule", inpsFlatRateBasis: "week", thirteenthShareMaternity: "0.25" },
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.values).toMatchObject({ hourlyAccrualBase: "schedule", inpsFlatRateBasis: "week", thirteenthShareMaternity: "0.25" });
    expect([...set.body.overridden].sort()).toEqual(["hourlyAccrualBase", "inpsFlatRateBasis", "thirteenthShareMaternity"]);
    expect((await call(settings.GET, "GET", "/v1/payroll-settings", { key })).body.values.inpsFlatRateBasis).toBe("week");

    const reset = await call(settings.PATCH, "PATCH", "/v1/payroll-settings", { ...(await session(emails.admin)), body: { inpsFlatRateBasis: null } });
    expect(reset.body.values.inpsFlatRateBasis).toBe("contract");
    expect(reset.body.overridden).not.toContain("inpsFlatRateBasis");

    const audit = await getDb().auditLog.findMany({ where: { organizationId: ORG, action: "payroll_settings.update" }, orderBy: { createdAt: "asc" } });
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({ before: { inpsFlatRateBasis: "week" }, after: { inpsFlatRateBasis: null } });
  });

  it("refuses an unknown setting, a value outside its choices and a bad share with pointers; nothing is written", async () => {
    const admin = await session(emails.admin);
    const before = (await call(settings.GET, "GET", "/v1/payroll-settings", { key })).body;
    const bad = await call(settings.PATCH, "PATCH", "/v1/payroll-settings", {
      ...admin,
      body: { hourlyAccrualBase: "yearly", thirteenthShareMaternity: "1.5", sickDeductionBase: "cash" },
    });
    expect(bad.status, bad.text).toBe(422);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["/hourlyAccrualBase", "/thirteenthShareMaternity"]);
    expect(bad.body.errors.find((e: { path: string }) => e.path === "/thirteenthShareMaternity").code).toBe("invalid_share");
    const unknown = await call(settings.PATCH, "PATCH", "/v1/payroll-settings", { ...admin, body: { roundEverything: true } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].path).toBe("/roundEverything");
    expect((await call(settings.PATCH, "PATCH", "/v1/payroll-settings", { ...admin, body: {} })).status).toBe(422);
    expect((await call(settings.GET, "GET", "/v1/payroll-settings", { key })).body).toEqual(before);
  });

  it("the next run follows them: February with 10 h on each Monday accrues its pay by default (30.00), the schedule figure (65.00) once hourlyAccrualBase = schedule", async () => {
    const id = await createMondayColf({ organizationId: ORG, key, lastName: `Regole${RUN}` });
    const runFebruary = () => runPayrollMonth({ organizationId: ORG, key, contractId: id, period: "2025-02", lastDay: "28" });
    // this organization set hourlyAccrualBase = schedule in the first test: put it back, run, set it again, re-run
    await call(settings.PATCH, "PATCH", "/v1/payroll-settings", { ...(await session(emails.admin)), body: { hourlyAccrualBase: null } });
    const draft = await runFebruary();
    expect(draft.thirteenthState.accrued).toBe("30.00");
    await call(settings.PATCH, "PATCH", "/v1/payroll-settings", { ...(await session(emails.admin)), body: { hourlyAccrualBase: "schedule" } });
    // the draft computed before the change is outdated, with the reason
    const stale = await call(payslip.GET, "GET", `/v1/domestic-payslips/${draft.id}`, { key, params: { id: draft.id } });
    expect(stale.body).toMatchObject({ isOutdated: true, outdatedReasons: ["payroll_settings_changed"] });
    const rerun = await runFebruary();
    expect(rerun.thirteenthState.accrued).toBe("65.00");
    const fresh = await call(payslip.GET, "GET", `/v1/domestic-payslips/${draft.id}`, { key, params: { id: draft.id } });
    expect(fresh.body).toMatchObject({ isOutdated: false, outdatedReasons: [] });
  });
});
