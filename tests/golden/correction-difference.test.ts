/**
 * The line-by-line difference of a correcting payslip (lib/payroll/rules/correction.ts,
 * docs/corrections.md), checked against a calculation done by hand.
 *
 * An hourly worker's December: 80 hours at € 8.10 were paid; 8 hours worked on 31 December were
 * forgotten. The rates are round on purpose (INPS worker 0.47 €/h, employer 1.64 €/h; CAS.SA.COLF
 * worker 0.02 €/h, employer 0.04 €/h) so every figure can be followed on paper.
 *
 *                          original (80 h)                 corrected (88 h)                 difference
 * pay (PAGA_ORARIA)        80 × 8.10 = 648.00              88 × 8.10 = 712.80               + 64.80
 * INPS worker              80 × 0.47 =  37.60              88 × 0.47 =  41.36               +  3.76
 * CAS.SA.COLF worker       80 × 0.02 =   1.60              88 × 0.02 =   1.76               +  0.16
 * INPS employer            80 × 1.64 = 131.20              88 × 1.64 = 144.32               + 13.12
 * CAS.SA.COLF employer     80 × 0.04 =   3.20              88 × 0.04 =   3.52               +  0.32
 * net                      648.00 − 37.60 − 1.60 = 608.80  712.80 − 41.36 − 1.76 = 669.68  + 60.88
 * employer cost            648.00 + 131.20 + 3.20 = 782.40 712.80 + 144.32 + 3.52 = 860.64 + 78.24
 * 13th accrual             648.00 / 12 = 54.00             712.80 / 12 = 59.40              +  5.40
 * TFR accrual              648.00 × 13/12 / 13.5 = 52.00   712.80 × 13/12 / 13.5 = 57.20    +  5.20
 * vacation (days)          2.17                            2.17                             0.00 (not listed as a change)
 * INPS hours               80.00                           88.00                            +  8.00
 *
 * To the quarter in which the correction is paid: INPS 3.76 + 13.12 = 16.88, CAS.SA.COLF 0.16 + 0.32
 * = 0.48, total 17.36, 8 whole hours.
 */
import { describe, expect, it } from "vitest";
import { correctionDifference, correctionWholeHours, type CorrectionFigures } from "@/lib/payroll";

function figures(hours: number): CorrectionFigures {
  const h = (rate: number) => (Math.round(hours * rate * 100) / 100).toFixed(2);
  const pay = Number(h(8.1));
  const inpsW = Number(h(0.47));
  const casW = Number(h(0.02));
  const inpsE = Number(h(1.64));
  const casE = Number(h(0.04));
  const f2 = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
  return {
    elements: [
      { section: "earning", code: "PAGA_ORARIA", name: "Paga oraria", value: f2(pay) },
      { section: "employee_tax", code: "INPS_LAVORATORE", name: "Contributi INPS lavoratore", value: f2(inpsW) },
      { section: "employee_tax", code: "CASSACOLF_LAVORATORE", name: "CAS.SA.COLF lavoratore", value: f2(casW) },
      { section: "employer_tax", code: "INPS_DATORE", name: "Contributi INPS datore", value: f2(inpsE) },
      { section: "employer_tax", code: "CASSACOLF_DATORE", name: "CAS.SA.COLF datore", value: f2(casE) },
    ],
    totalGross: f2(pay),
    totalDeductions: "0.00",
    totalEmployeeInpsTaxes: f2(inpsW),
    totalEmployeeCassacolfTaxes: f2(casW),
    totalEmployerTaxes: f2(inpsE + casE),
    totalNet: f2(pay - inpsW - casW),
    totalCost: f2(pay + inpsE + casE),
    thirteenthAccrued: f2(pay / 12),
    severanceAccrued: f2((pay * 13) / 12 / 13.5),
    vacationAccrued: "2.17",
    inpsHours: hours.toFixed(2),
    cassacolfHours: hours.toFixed(2),
  };
}

describe("a correction's line-by-line difference", () => {
  const original = figures(80);
  const corrected = figures(88);
  const d = correctionDifference(original, corrected);

  it("starts from the figures computed by hand", () => {
    expect(original.totalNet).toBe("608.80");
    expect(original.totalCost).toBe("782.40");
    expect(corrected.totalNet).toBe("669.68");
    expect(corrected.totalCost).toBe("860.64");
    expect(corrected.severanceAccrued).toBe("57.20");
  });

  it("states every changed element, section by section", () => {
    expect(d.elements.map((l) => [l.section, l.code, l.original, l.corrected, l.difference])).toEqual([
      ["earning", "PAGA_ORARIA", "648.00", "712.80", "64.80"],
      ["employee_tax", "INPS_LAVORATORE", "37.60", "41.36", "3.76"],
      ["employee_tax", "CASSACOLF_LAVORATORE", "1.60", "1.76", "0.16"],
      ["employer_tax", "INPS_DATORE", "131.20", "144.32", "13.12"],
      ["employer_tax", "CASSACOLF_DATORE", "3.20", "3.52", "0.32"],
    ]);
  });

  it("summarises pay, INPS and CAS.SA.COLF of both sides, net, cost, accruals and hours", () => {
    const diff = Object.fromEntries(Object.entries(d.summary).map(([k, v]) => [k, v.difference]));
    expect(diff).toEqual({
      gross: "64.80",
      deductions: "0.00",
      inps_employee: "3.76",
      cassacolf_employee: "0.16",
      inps_employer: "13.12",
      cassacolf_employer: "0.32",
      net: "60.88",
      employer_cost: "78.24",
      thirteenth_accrual: "5.40",
      tfr_accrual: "5.20",
      vacation_accrual: "0.00",
      inps_hours: "8.00",
      cassacolf_hours: "8.00",
    });
    expect(d.summary.net).toEqual({ original: "608.80", corrected: "669.68", difference: "60.88" });
  });

  it("gives the quarter in which it is paid the contributions' difference", () => {
    expect(d.contributions).toEqual({
      inpsEmployee: "3.76",
      inpsEmployer: "13.12",
      inpsAmount: "16.88",
      cassacolfEmployee: "0.16",
      cassacolfEmployer: "0.32",
      cassacolfAmount: "0.48",
      inpsHours: "8.00",
      totalToPay: "17.36",
    });
    expect(correctionWholeHours(d.contributions.inpsHours)).toBe(8);
    expect(correctionWholeHours("-2.50")).toBe(-3);
    expect(correctionWholeHours("0.40")).toBe(0);
  });

  it("a period recomputed the same has no difference", () => {
    expect(correctionDifference(original, figures(80)).hasDifference).toBe(false);
    expect(d.hasDifference).toBe(true);
  });

  it("a lower recomputation gives negative differences", () => {
    const back = correctionDifference(corrected, original);
    expect(back.summary.net.difference).toBe("-60.88");
    expect(back.contributions.totalToPay).toBe("-17.36");
  });
});
