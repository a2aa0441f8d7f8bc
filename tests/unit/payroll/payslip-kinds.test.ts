/**
 * The kinds of payslip and their order within a period have one home (lib/payroll/payslip-kinds.ts):
 * the engine's step lists, the API's enum, the database enum and the SQL sort all follow it.
 */
import { describe, expect, it } from "vitest";
import { PayslipKind as DatabasePayslipKind } from "@/lib/generated/prisma/enums";
import {
  ADDITIONAL_PAYSLIP_KINDS,
  PAYSLIP_KINDS,
  STORED_PAYSLIP_KINDS,
  comparePayslips,
  payslipKindOf,
  payslipKindOrder,
  payslipKindOrderSql,
} from "@/lib/payroll";
import { PAYSLIP_STEPS } from "@/lib/payroll/pipeline";
import { payslipListItemResponseSchema } from "@/lib/validation/payslip";

describe("payslip kinds", () => {
  it("the engine's step lists name the kinds a run makes; the API's enum and the database enum add the correction", () => {
    expect(Object.keys(PAYSLIP_STEPS)).toEqual([...PAYSLIP_KINDS]);
    expect(STORED_PAYSLIP_KINDS).toEqual([...PAYSLIP_KINDS, "correction"]);
    expect(payslipListItemResponseSchema.shape.kind.options).toEqual([...STORED_PAYSLIP_KINDS]);
    expect(Object.values(DatabasePayslipKind).sort()).toEqual([...STORED_PAYSLIP_KINDS].sort());
  });

  it.each([
    [{}, "ordinary"],
    [{ isThirteenth: true }, "thirteenth"],
    [{ severanceLiquidationPayslip: true }, "severance_liquidation"],
    [{ isThirteenth: null, severanceLiquidationPayslip: false }, "ordinary"],
  ] as const)("the run options %j choose %s", (options, kind) => {
    expect(payslipKindOf(options)).toBe(kind);
  });

  it("within a period: ordinary, then thirteenth, then TFR liquidation", () => {
    expect(PAYSLIP_KINDS.map(payslipKindOrder)).toEqual([0, 1, 2]);
    expect(ADDITIONAL_PAYSLIP_KINDS).toEqual(["thirteenth", "severance_liquidation"]);
    const payslips = [
      { period: "2025-12", kind: "severance_liquidation" as const },
      { period: "2025-12", kind: "ordinary" as const },
      { period: "2026-01", kind: "ordinary" as const },
      { period: "2025-12", kind: "thirteenth" as const },
    ];
    expect([...payslips].sort(comparePayslips).map((p) => `${p.period} ${p.kind}`)).toEqual([
      "2025-12 ordinary",
      "2025-12 thirteenth",
      "2025-12 severance_liquidation",
      "2026-01 ordinary",
    ]);
  });

  it("the same order in SQL, over a column the caller names", () => {
    expect(payslipKindOrderSql()).toBe(
      "(CASE kind WHEN 'ordinary' THEN 0 WHEN 'thirteenth' THEN 1 WHEN 'severance_liquidation' THEN 2 WHEN 'correction' THEN 3 END)",
    );
    expect(payslipKindOrderSql("p.kind")).toBe(
      "(CASE p.kind WHEN 'ordinary' THEN 0 WHEN 'thirteenth' THEN 1 WHEN 'severance_liquidation' THEN 2 WHEN 'correction' THEN 3 END)",
    );
    expect(() => payslipKindOrderSql("kind; DROP TABLE payslips")).toThrow();
  });
});
