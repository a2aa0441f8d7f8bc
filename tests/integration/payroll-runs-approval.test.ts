/**
 * Issue 26 points 11–12: a month-end over a book whose months hold no presences fills them from
 * the weekly schedule (autoFillEmptyMonths), withholds INPS, and marks every such item with the
 * warnings the single wizard shows (never a plain "ok"); an organization that requires an approver
 * lets only an administrator or an approver finalize a payslip or a run (403 approver_required).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as runs from "@/app/(api)/v1/payroll-runs/route";
import * as oneRun from "@/app/(api)/v1/payroll-runs/[id]/route";
import * as finalizeRun from "@/app/(api)/v1/payroll-runs/[id]/finalize/route";
import * as finalizeOne from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as settings from "@/app/(api)/v1/payroll-settings/route";
import * as users from "@/app/(api)/v1/users/route";
import { getDb } from "@/lib/db/client";
import { stopBoss } from "@/lib/queue/boss";
import { startWorkers } from "@/lib/queue/workers";
import { buildApiKey, buildContract, buildEmployer, buildOrganization, buildUser } from "@/prisma/seed/builders";
import { call } from "../support/http";
import { sessionCookieFor } from "../support/session";

const RUN = Date.now().toString(36);
let ORG = "";
let key = "";
const emails = { admin: `appr.admin.${RUN}@example.it`, clerk: `appr.clerk.${RUN}@example.it`, approver: `appr.approver.${RUN}@example.it` };
const session = async (email: string) => ({ key: null, headers: { cookie: await sessionCookieFor(email), origin: "http://localhost:3000" } });

async function waitForRun(id: string, as: { key?: string | null; headers?: Record<string, string> }) {
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await call(oneRun.GET, "GET", `/v1/payroll-runs/${id}`, { ...as, params: { id }, query: { limit: 500 } });
    if (res.body.status !== "running" || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  await startWorkers();
  const db = getDb();
  ORG = (await buildOrganization(db, { name: `Approval ${RUN}` })).id;
  key = (await buildApiKey(db, { organizationId: ORG, name: "approval test" })).key;
  await buildUser(db, { organizationId: ORG, email: emails.admin, password: "password-admin-1", name: "Ada Admin", role: "admin" });
  await buildUser(db, { organizationId: ORG, email: emails.clerk, password: "password-clerk-1", name: "Carlo Clerk", role: "clerk" });
  await buildUser(db, { organizationId: ORG, email: emails.approver, password: "password-appr-1", name: "Anna Approva", role: "approver" });
  // two colfs hired in January 2025, Mon–Fri 4 h at €9.00, and not a single presence recorded
  for (const lastName of ["Vuoto", "Vuota"]) {
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Elsa", lastName } });
    await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Nina", lastName, fiscalCode: "VRDLNI80A41H501X" },
      startDate: "2025-01-01",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    });
  }
});

afterAll(async () => {
  await stopBoss();
});

describe("month-end over empty months (issue 26 point 11)", () => {
  it("fills the empty month from the schedule, withholds INPS, and every item carries warnings (auto-filled, earlier months without payslip)", async () => {
    const res = await call(runs.POST, "POST", "/v1/payroll-runs", { key, body: { period: "2025-03", scope: "all", autoFillEmptyMonths: true } });
    expect(res.status, res.text).toBe(202);
    const done = await waitForRun(res.body.id, { key });
    expect(done.body.status).toBe("completed");
    const items = done.body.items.data as any[];
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.outcome).toBe("warnings");
      const codes = item.warnings.map((w: any) => w.code);
      // the run filled March; January and February have no payslip (validate-before-run's warning, as in the wizard)
      expect(codes).toContain("month_auto_filled");
      expect(codes).toContain("earlier_periods_without_payslip");
      expect(item.warnings.find((w: any) => w.code === "month_auto_filled").params).toEqual({ period: "2025-03" });
      const p = await getDb().payslip.findUniqueOrThrow({
        where: { id: item.payslipId },
        select: { totalGross: true, elements: { select: { code: true, value: true, periodDuration: true } } },
      });
      // March 2025: 21 weekdays, no public holiday → 21 × 4 h = 84 h × €9.00 = €756.00
      expect(p.totalGross.toFixed(2)).toBe("756.00");
      // INPS on the weeks whose Saturday falls in March: 8, 15, 22, 29 → 4 × 20 h = 80 h × €0.48 (2025 band
      // up to €9.40/h) = €38.40; the week ending Saturday 1 March holds no hour (February has no presence,
      // the run fills March only, and Saturday is off)
      const inps = p.elements.find((e) => e.code === "INPS_LAVORATORE");
      expect(inps, "INPS withheld").toBeDefined();
      expect(inps!.value.toFixed(2)).toBe("38.40");
    }
  });

  it("without the auto-fill the empty month is run as it is, and the item says so: a warning, never ok", async () => {
    const res = await call(runs.POST, "POST", "/v1/payroll-runs", { key, body: { period: "2025-04", scope: "all" } });
    const done = await waitForRun(res.body.id, { key });
    for (const item of done.body.items.data as any[]) {
      expect(item.outcome).toBe("warnings");
      expect(item.warnings.map((w: any) => w.code)).toContain("no_events_in_month");
    }
  });
});

describe("maker–checker (issue 26 point 12)", () => {
  it("with the setting on, a clerk or an API key cannot finalize (403 approver_required); an approver can", async () => {
    const res = await call(runs.POST, "POST", "/v1/payroll-runs", { key, body: { period: "2025-05", scope: "all", autoFillEmptyMonths: true } });
    const done = await waitForRun(res.body.id, { key });
    const runId = res.body.id as string;
    const [first] = done.body.items.data as any[];

    // the setting is off by default: nothing changes for anyone
    const initial = await call(settings.GET, "GET", "/v1/payroll-settings", { key });
    expect(initial.body.values.finalizeRequiresApprover).toBe(false);
    // a clerk cannot switch it on; an administrator can
    expect(
      (await call(settings.PATCH, "PATCH", "/v1/payroll-settings", { ...(await session(emails.clerk)), body: { finalizeRequiresApprover: true } })).status,
    ).toBe(403);
    const on = await call(settings.PATCH, "PATCH", "/v1/payroll-settings", { ...(await session(emails.admin)), body: { finalizeRequiresApprover: true } });
    expect(on.status, on.text).toBe(200);
    expect(on.body.values.finalizeRequiresApprover).toBe(true);
    // and every reader sees it (the screens hide "Conferma tutti" from a clerk)
    const read = await call(settings.GET, "GET", "/v1/payroll-settings", { key });
    expect(read.body.values.finalizeRequiresApprover).toBe(true);
    expect(read.body.overridden).toContain("finalizeRequiresApprover");

    const byClerk = await call(finalizeOne.POST, "POST", `/v1/domestic-payslips/${first.payslipId}/finalize`, {
      ...(await session(emails.clerk)),
      params: { id: first.payslipId },
    });
    expect(byClerk.status).toBe(403);
    expect(byClerk.body.code).toBe("approver_required");
    const runByClerk = await call(finalizeRun.POST, "POST", `/v1/payroll-runs/${runId}/finalize`, { ...(await session(emails.clerk)), params: { id: runId } });
    expect(runByClerk.status).toBe(403);
    expect(runByClerk.body.code).toBe("approver_required");
    const runByKey = await call(finalizeRun.POST, "POST", `/v1/payroll-runs/${runId}/finalize`, { key, params: { id: runId } });
    expect(runByKey.status).toBe(403);
    expect(runByKey.body.code).toBe("approver_required");
    // nothing was finalized by the refused calls
    expect(await getDb().payslip.count({ where: { organizationId: ORG, period: "2025-05", status: "final" } })).toBe(0);

    const byApprover = await call(finalizeRun.POST, "POST", `/v1/payroll-runs/${runId}/finalize`, {
      ...(await session(emails.approver)),
      params: { id: runId },
    });
    expect(byApprover.status, byApprover.text).toBe(202);
    // the queue finalizes as the approver who asked
    let after = await call(oneRun.GET, "GET", `/v1/payroll-runs/${runId}`, { key, params: { id: runId } });
    for (const until = Date.now() + 60_000; after.body.finalize?.status !== "completed" && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 200));
      after = await call(oneRun.GET, "GET", `/v1/payroll-runs/${runId}`, { key, params: { id: runId } });
    }
    expect(after.body.finalize.status).toBe("completed");
    expect((after.body.items.data as any[]).every((i) => i.finalizeOutcome === "finalized")).toBe(true);
    expect(await getDb().payslip.count({ where: { organizationId: ORG, period: "2025-05", status: "final" } })).toBe(2);
  });

  it("the users API creates an approver and lists the role", async () => {
    const created = await call(users.POST, "POST", "/v1/users", {
      ...(await session(emails.admin)),
      body: { name: "Bruno Approva", email: `appr.new.${RUN}@example.it`, password: "password-appr-2", role: "approver" },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.role).toBe("approver");
    const list = await call(users.GET, "GET", "/v1/users", await session(emails.admin));
    expect((list.body.data as any[]).filter((u) => u.role === "approver")).toHaveLength(2);
  });
});
