/**
 * The pay of a payslip as paid (issue 30 point 5; rules-update-3 B2): the status of its payments
 * against the net pay, and the checks a new payment must pass. Pure: amounts are decimal strings,
 * dates ISO strings, "today" is given.
 */
import { dec, fmt2, sum, ZERO } from "../money";

export const PAYSLIP_PAYMENT_STATUSES = ["unpaid", "partly_paid", "paid"] as const;
export type PayslipPaymentStatus = (typeof PAYSLIP_PAYMENT_STATUSES)[number];

export interface PayslipPaymentSummary {
  status: PayslipPaymentStatus;
  /** Σ payments */
  paidAmount: string;
  /** what is still owed (0 when paid) */
  outstandingAmount: string;
  /** Σ payments above the net (0 when none) */
  excessAmount: string;
}

/** unpaid (nothing paid), partly_paid (less than the net), paid (the net or more; a net of 0.00 owes nothing). */
export function payslipPaymentSummary(net: string, amounts: readonly string[]): PayslipPaymentSummary {
  const paid = sum(amounts.map((a) => dec(a)));
  const owed = dec(net);
  const status: PayslipPaymentStatus = paid.gte(owed) ? "paid" : paid.isZero() ? "unpaid" : "partly_paid";
  return {
    status,
    paidAmount: fmt2(paid),
    outstandingAmount: fmt2(owed.minus(paid).gt(ZERO) ? owed.minus(paid) : ZERO),
    excessAmount: fmt2(paid.minus(owed).gt(ZERO) ? paid.minus(owed) : ZERO),
  };
}

export interface PaymentCheckInput {
  payslipStatus: "draft" | "final";
  /** first day of the payslip's period */
  periodStart: string;
  today: string;
  net: string;
  /** amounts of the payments already recorded */
  earlier: readonly string[];
  amount: string;
  paidOn: string;
  reason?: string | null;
}

export type PaymentProblemCode = "payslip_not_final" | "amount_not_positive" | "paid_on_in_future" | "paid_on_before_period" | "payment_exceeds_net";

export interface PaymentProblem {
  code: PaymentProblemCode;
  /** JSON pointer into the request body ("" for the payslip itself) */
  path: string;
  message: string;
  params?: Record<string, string>;
}

/**
 * Why a payment cannot be recorded (none: it can). A payment taking the total above the net needs a
 * reason; with one it is accepted and its part above the net is `excessAmount`.
 */
export function checkPayslipPayment(input: PaymentCheckInput): { problems: PaymentProblem[]; excessAmount: string } {
  if (input.payslipStatus !== "final")
    return { problems: [{ code: "payslip_not_final", path: "", message: "Payments are recorded on final payslips only" }], excessAmount: "0.00" };
  const problems: PaymentProblem[] = [];
  const amount = dec(input.amount);
  if (amount.lte(ZERO)) problems.push({ code: "amount_not_positive", path: "/amount", message: "The amount must be greater than zero" });
  if (input.paidOn > input.today)
    problems.push({ code: "paid_on_in_future", path: "/paidOn", message: "The payment date cannot be in the future", params: { today: input.today } });
  if (input.paidOn < input.periodStart)
    problems.push({
      code: "paid_on_before_period",
      path: "/paidOn",
      message: "The payment date is before the payslip's period began",
      params: { periodStart: input.periodStart },
    });
  const before = sum(input.earlier.map((a) => dec(a)));
  const owed = dec(input.net);
  const overNet = before.plus(amount).minus(owed);
  const excess = amount.gt(ZERO) && overNet.gt(ZERO) ? (overNet.gt(amount) ? amount : overNet) : ZERO;
  if (excess.gt(ZERO) && !input.reason?.trim())
    problems.push({
      code: "payment_exceeds_net",
      path: "/reason",
      message: "The payments would exceed the net pay: give a reason to record the excess",
      params: { net: fmt2(owed), alreadyPaid: fmt2(before), excess: fmt2(excess) },
    });
  return { problems, excessAmount: fmt2(excess) };
}
