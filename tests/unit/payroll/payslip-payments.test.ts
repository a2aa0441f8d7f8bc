import { describe, expect, it } from "vitest";
import { benefitPackDueDate, benefitPackWarnings, checkPayslipPayment, payslipPaymentSummary } from "@/lib/payroll";

describe("payslipPaymentSummary: the payments against the net pay", () => {
  it("unpaid, partly paid, paid, and the excess above the net", () => {
    expect(payslipPaymentSummary("1178.72", [])).toEqual({ status: "unpaid", paidAmount: "0.00", outstandingAmount: "1178.72", excessAmount: "0.00" });
    expect(payslipPaymentSummary("1178.72", ["500.00"])).toEqual({
      status: "partly_paid",
      paidAmount: "500.00",
      outstandingAmount: "678.72",
      excessAmount: "0.00",
    });
    expect(payslipPaymentSummary("1178.72", ["500.00", "678.72"])).toEqual({
      status: "paid",
      paidAmount: "1178.72",
      outstandingAmount: "0.00",
      excessAmount: "0.00",
    });
    expect(payslipPaymentSummary("1178.72", ["1178.72", "50.00"])).toEqual({
      status: "paid",
      paidAmount: "1228.72",
      outstandingAmount: "0.00",
      excessAmount: "50.00",
    });
  });
  it("a net of 0.00 owes nothing: paid", () => {
    expect(payslipPaymentSummary("0.00", []).status).toBe("paid");
  });
});

describe("checkPayslipPayment", () => {
  const base = {
    payslipStatus: "final" as const,
    periodStart: "2026-07-01",
    today: "2026-08-10",
    net: "1000.00",
    earlier: [] as string[],
    paidOn: "2026-08-01",
    amount: "400.00",
  };
  it("accepts a payment within the net", () => {
    expect(checkPayslipPayment(base)).toEqual({ problems: [], excessAmount: "0.00" });
  });
  it("refuses a draft before anything else", () => {
    expect(checkPayslipPayment({ ...base, payslipStatus: "draft", amount: "0" }).problems.map((p) => p.code)).toEqual(["payslip_not_final"]);
  });
  it("names each bad field with its pointer", () => {
    const r = checkPayslipPayment({ ...base, amount: "0.00", paidOn: "2026-08-11" });
    expect(r.problems.map((p) => [p.path, p.code])).toEqual([
      ["/amount", "amount_not_positive"],
      ["/paidOn", "paid_on_in_future"],
    ]);
    expect(checkPayslipPayment({ ...base, paidOn: "2026-06-30" }).problems.map((p) => [p.path, p.code])).toEqual([["/paidOn", "paid_on_before_period"]]);
    // the period's first day and today are allowed
    expect(checkPayslipPayment({ ...base, paidOn: "2026-07-01" }).problems).toEqual([]);
    expect(checkPayslipPayment({ ...base, paidOn: "2026-08-10" }).problems).toEqual([]);
  });
  it("a total above the net needs a reason; with one, the part above the net is the excess", () => {
    const over = { ...base, earlier: ["800.00"], amount: "300.00" };
    expect(checkPayslipPayment(over).problems).toEqual([
      expect.objectContaining({ path: "/reason", code: "payment_exceeds_net", params: { net: "1000.00", alreadyPaid: "800.00", excess: "100.00" } }),
    ]);
    expect(checkPayslipPayment({ ...over, reason: "   " }).problems.map((p) => p.code)).toEqual(["payment_exceeds_net"]);
    expect(checkPayslipPayment({ ...over, reason: "anticipo" })).toEqual({ problems: [], excessAmount: "100.00" });
    // already paid in full: the whole payment is excess
    expect(checkPayslipPayment({ ...base, earlier: ["1000.00"], amount: "50.00", reason: "rimborso" }).excessAmount).toBe("50.00");
  });
});

describe("prestazione universale pack", () => {
  it("is due on the 10th of the month after the quarter (Q4: 10 January)", () => {
    expect(benefitPackDueDate({ year: 2026, quarter: 1 })).toBe("2026-04-10");
    expect(benefitPackDueDate({ year: 2026, quarter: 3 })).toBe("2026-10-10");
    expect(benefitPackDueDate({ year: 2026, quarter: 4 })).toBe("2027-01-10");
  });
  it("warns of missing details, missing or draft payslips, unpaid or partly paid pay and receipts to sign", () => {
    const p = (id: string, period: string, over: object = {}) => ({
      id,
      period,
      kind: "ordinary",
      status: "final" as const,
      totalNet: "1000.00",
      payments: [] as string[],
      receiptConfirmed: false,
      ...over,
    });
    const warnings = benefitPackWarnings({
      periods: ["2026-01", "2026-02", "2026-03"],
      hasAssistedPerson: true,
      hasWorkplace: false,
      payslips: [
        p("a", "2026-01", { payments: ["1000.00"] }),
        p("b", "2026-02", { payments: ["400.00"] }),
        p("t", "2026-02", { kind: "thirteenth", payments: ["1000.00"], receiptConfirmed: true }),
      ],
    });
    expect(warnings.map((w) => [w.code, w.period, w.payslipId])).toEqual([
      ["workplace_missing", null, null],
      ["payslip_missing", "2026-03", null],
      ["receipt_to_sign", "2026-01", "a"],
      ["payslip_partly_paid", "2026-02", "b"],
    ]);
    expect(
      benefitPackWarnings({ periods: ["2026-01"], hasAssistedPerson: true, hasWorkplace: true, payslips: [p("d", "2026-01", { status: "draft" })] }).map(
        (w) => w.code,
      ),
    ).toEqual(["payslip_draft"]);
    expect(
      benefitPackWarnings({ periods: ["2026-01"], hasAssistedPerson: true, hasWorkplace: true, payslips: [p("u", "2026-01")] }).map((w) => w.code),
    ).toEqual(["payslip_unpaid"]);
  });
});
