/**
 * The hourly colf of the accrual tests, through the API: B at 9.00/h, Mon–Fri 4 h, hired on
 * 1 February 2025, with 10 h on each Monday of February (360.00 paid); and a month's run as a clerk
 * makes it (contribution weeks, then run-payroll).
 */
import { expect } from "vitest";
import * as contracts from "@/app/(api)/v1/domestic-contracts/route";
import * as batch from "@/app/(api)/v1/work-events/batch/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import { getDb } from "@/lib/db/client";
import { buildEmployer } from "@/prisma/seed/builders";
import { call } from "./http";

const SCHEDULE = { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" };
const FEBRUARY_MONDAYS = ["2025-02-03", "2025-02-10", "2025-02-17", "2025-02-24"];

/** The contract's id; `key` undefined = the demo organization's key. */
export async function createMondayColf(options: { organizationId: string; key?: string; lastName: string }): Promise<string> {
  const { key, organizationId } = options;
  const employer = await buildEmployer(getDb(), organizationId, { type: "domestic", personalInfo: { firstName: "Ada", lastName: options.lastName } });
  const created = await call(contracts.POST, "POST", "/v1/domestic-contracts", {
    key,
    body: {
      employerId: employer.id,
      worker: { firstName: "Irene", lastName: "Irregolare" },
      startDate: "2025-02-01",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: SCHEDULE, seniorityIncrements: "0" },
    },
  });
  expect(created.status, created.text).toBe(201);
  const id = created.body.id as string;
  const mondays = FEBRUARY_MONDAYS.map((date) => ({ date, hours: "10.00", type: "work", subType: "regular_work", multiplier: "1" }));
  const posted = await call(batch.POST, "POST", "/v1/work-events/batch", { key, query: { domesticContractId: id }, body: mondays });
  expect(posted.status, posted.text).toBe(201);
  return id;
}

/** run-payroll of a whole month (its weeks computed first); the payslip. */
export async function runPayrollMonth(options: {
  organizationId: string;
  key?: string;
  contractId: string;
  period: string;
  /** the month's last day ("28"…"31"); computed from the period when left out */
  lastDay?: string;
  /** more fields of the run-payroll body (leave, severance…) */
  extra?: Record<string, unknown>;
}) {
  const { key, contractId, period } = options;
  const [y, m] = period.split("-").map(Number) as [number, number];
  const lastDay = options.lastDay ?? String(new Date(Date.UTC(y, m, 0)).getUTCDate());
  const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
    key,
    body: { domesticContractId: contractId, startDate: `${period}-01`, endDate: `${period}-${lastDay}` },
  });
  expect(w.status, w.text).toBe(200);
  const res = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
    key,
    body: {
      domesticContractId: contractId,
      organizationId: options.organizationId,
      period,
      contributionWeeks: w.body,
      notUsedVacationContributionHours: "0.00",
      missingNoticeWeeks: "0",
      ...options.extra,
    },
  });
  expect([res.status, res.body.code, res.body.detail], res.text).toEqual([201, undefined, undefined]);
  return res.body;
}
