/**
 * Over-80 relief (docs/domain/rules-update-3.md B6, docs/domain/contribution-payments.md): the
 * employer's INPS share relieved up to 750.00 a quarter for 24 months; the worker's share unchanged.
 * Every figure below is computed by hand from the 2026 tables (bracket_2 open-ended with CUAF:
 * 1.92 €/h, worker 0.48; over 24 h: 1.24 €/h, worker 0.31; CAS.SA.COLF 0.06, worker 0.02).
 */
import { describe, expect, it } from "vitest";
import { addDays, computeQuarterlyStatement, type StatementInpsWeek } from "@/lib/payroll";
import { allocateOver80Relief, over80ReliefEnd } from "@/lib/payroll/rules/over80-relief";

const open = { fixedTerm: false, replacesAbsentWorker: false, cuafDue: true };

/** 13 Sunday–Saturday weeks of Q3 2026 (Saturdays 4 Jul … 26 Sep). */
function q3Weeks(hours: string, type: StatementInpsWeek["type"], withheld: string) {
  const inpsWeeks: StatementInpsWeek[] = [];
  const cassacolfWeeks = [];
  for (let i = 0; i < 13; i++) {
    const weekStart = addDays("2026-06-28", 7 * i);
    const weekEnd = addDays(weekStart, 6);
    inpsWeeks.push({ type, weekStart, weekEnd, hours, effectiveWageRate: "10.00", employeeAmount: withheld, tableYear: 2026 });
    cassacolfWeeks.push({ weekStart, weekEnd, hours, employeeAmount: "0.40" });
  }
  return { inpsWeeks, cassacolfWeeks };
}

describe("over-80 relief on the quarterly statement (B6)", () => {
  it("24 months end inside the quarter: 6 of 13 weeks relieved, 374.40 × 120/260 = 172.80", () => {
    // start 15 Aug 2024 → relieved until 14 Aug 2026: Saturdays 4, 11, 18, 25 Jul, 1 and 8 Aug (6 × 20 h)
    expect(over80ReliefEnd("2024-08-15")).toBe("2026-08-15");
    const s = computeQuarterlyStatement({ quarter: "2026-Q3", contract: open, ...q3Weeks("20.00", "bracket_2", "9.60"), over80ReliefStart: "2024-08-15" });
    const p = s.payments[0]!;
    // 260 h × 1.92 = 499.20 (worker 124.80, employer 374.40); CAS.SA.COLF 260 × 0.06 = 15.60 (worker 5.20, employer 10.40)
    expect(p).toMatchObject({ inpsAmount: "499.20", inpsEmployee: "124.80", inpsEmployer: "374.40", over80Relief: "172.80" });
    // to pay: 499.20 + 15.60 − 172.80 = 342.00; employer: 374.40 + 10.40 − 172.80 = 212.00; worker unchanged 130.00
    expect(p).toMatchObject({ totalToPay: "342.00", employerShare: "212.00", employeeShare: "130.00" });
    expect(p.notices[0]).toMatchObject({ over80Relief: "172.80", totalToPay: "342.00", employerShare: "212.00", employeeShare: "130.00" });
    expect(s.totals).toMatchObject({ over80Relief: "172.80", totalToPay: "342.00", employerShare: "212.00", employeeShare: "130.00", inpsEmployer: "374.40" });
  });

  it("the quarter's cap: 910 h over 24 h, employer 846.30 → relieved 750.00", () => {
    // 13 × 70 h = 910 h × 1.24 = 1,128.40 (worker 910 × 0.31 = 282.10, employer 846.30); CAS 910 × 0.06 = 54.60
    const s = computeQuarterlyStatement({ quarter: "2026-Q3", contract: open, ...q3Weeks("70.00", "over_24_hours", "21.70"), over80ReliefStart: "2026-01-01" });
    expect(s.totals).toMatchObject({ inpsAmount: "1128.40", inpsEmployer: "846.30", over80Relief: "750.00" });
    // 1,128.40 + 54.60 − 750.00 = 433.00
    expect(s.totals.totalToPay).toBe("433.00");
    expect(s.totals.employeeShare).toBe("300.30"); // 282.10 + 910 × 0.02 = 18.20: unchanged
  });

  it("no relief before its start, none on a contract without the flag (the statement is unchanged)", () => {
    const weeks = q3Weeks("20.00", "bracket_2", "9.60");
    const later = computeQuarterlyStatement({ quarter: "2026-Q3", contract: open, ...weeks, over80ReliefStart: "2026-10-01" });
    expect(later.totals).toMatchObject({ over80Relief: "0.00", totalToPay: "514.80" });
    const none = computeQuarterlyStatement({ quarter: "2026-Q3", contract: open, ...weeks });
    expect(none.totals.over80Relief).toBeUndefined();
    expect(none.payments[0]!.over80Relief).toBeUndefined();
    expect(none.totals.totalToPay).toBe("514.80");
  });

  it("the cap is filled notice by notice in date order", () => {
    const week = (saturday: string, hours: string) => ({ saturday, hours });
    expect(
      allocateOver80Relief(
        [
          { inpsEmployer: "500.00", weeks: [week("2026-07-04", "100")] },
          { inpsEmployer: "400.00", weeks: [week("2026-08-01", "100")] },
          { inpsEmployer: "100.00", weeks: [week("2026-09-05", "100")] },
        ],
        "2026-01-01",
      ),
    ).toEqual(["500.00", "250.00", "0.00"]);
  });
});
