/**
 * Absence deductions of a monthly-paid worker never take more than the period pays: a month
 * entirely on unpaid leave pays 0.00 (31 thirtieths or 27 twenty-sixths would otherwise give a
 * negative gross). Live-in CS, €1,250.00/month, Mon–Sat 9 h, board in kind, January 2025.
 */
import { describe, expect, it } from "vitest";
import { calculatePayslip, defaultFlags, type EventSubType, type EventType, type WorkEvent } from "@/lib/payroll";

const terms = [
  {
    effectiveFrom: "2023-03-01",
    level: "CS" as const,
    jobType: "carer_non_self_sufficient" as const,
    cohabiting: true,
    payBasis: "monthly" as const,
    wage: "1250.00",
    weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
    board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
    babysitterChildUnderSix: false,
    multipleAssisted: false,
    functionAllowance: false,
  },
];

function days(from: number, to: number, type: EventType, subType: EventSubType): WorkEvent[] {
  const out: WorkEvent[] = [];
  for (let d = from; d <= to; d++)
    out.push({ id: `e${d}`, date: `2025-01-${String(d).padStart(2, "0")}`, hours: "9.00", type, subType, ...defaultFlags(subType) });
  return out;
}

function run(events: WorkEvent[], startDate = "2023-03-01") {
  return calculatePayslip({
    contract: { id: "c", startDate, endDate: null, fixedTerm: false, replacesAbsentWorker: false, cuafDue: true },
    terms: [{ ...terms[0]!, effectiveFrom: startDate }],
    events,
    state: null,
    options: { period: "2025-01" },
  });
}

const line = (r: ReturnType<typeof run>, code: string) => r.earningElements.find((e) => e.code === code);

describe("monthly absence deductions are capped at the period's pay", () => {
  it("31 days of unpaid suspension (1/30 each) deduct 30 thirtieths: gross 0.00", () => {
    const r = run(days(1, 31, "leave", "unpaid_absence_suspended"));
    expect(line(r, "ASPETTATIVA")).toMatchObject({ periodDuration: "30.00", value: "-1250.00" });
    expect(r.totalGross).toBe("0.00");
    expect(r.totalNet).toBe("0.00");
  });

  it("27 working days of unpaid absence (1/26 each) deduct 26 twenty-sixths: gross 0.00", () => {
    const r = run(days(1, 31, "leave", "unpaid_absence"));
    expect(line(r, "ASSENZA_NR")).toMatchObject({ periodDuration: "26.00", value: "-1250.00" });
    expect(r.totalGross).toBe("0.00");
  });

  it("a month of maternity (INPS pays): the employer pays 0.00, not less", () => {
    const r = run(days(1, 31, "leave_of_absence", "maternity_leave"));
    expect(r.totalGross).toBe("0.00");
  });

  it("below the cap nothing changes: 10 days of suspension = 10 × 1250/30 = 416.67", () => {
    const r = run([...days(1, 10, "leave", "unpaid_absence_suspended")]);
    expect(line(r, "ASPETTATIVA")).toMatchObject({ periodDuration: "10.00", value: "-416.67" });
    expect(r.totalGross).toBe("833.33");
  });

  it("hired on 16 January and absent every day after: 16/30 paid, 16/30 deducted, gross 0.00", () => {
    const r = run(days(16, 31, "leave", "unpaid_absence_suspended"), "2025-01-16");
    expect(line(r, "RETRIBUZIONE_MENSILE")?.value).toBe("666.67");
    expect(line(r, "ASPETTATIVA")?.value).toBe("-666.67");
    expect(r.totalGross).toBe("0.00");
  });

  it("mixed kinds share one cap: 20 days of suspension then 11 of unpaid absence stop at the month", () => {
    const r = run([...days(1, 20, "leave", "unpaid_absence_suspended"), ...days(21, 31, "leave", "unpaid_absence")]);
    // 20/30 deducted; 10/30 = 0.3333 of a month left = 8.6667 twenty-sixths of the 10 working days
    expect(line(r, "ASPETTATIVA")?.value).toBe("-833.33");
    expect(line(r, "ASSENZA_NR")?.periodDuration).toBe("8.666667");
    expect(r.totalGross).toBe("0.00");
  });
});
