/**
 * The prestazione universale pack of a quarter (issue 30 point 6; rules-update-3 B3, D.Lgs. 29/2024,
 * INPS msg 949/2025 and 3514/2025): the family sends INPS, every quarter by the 10th, the receipted
 * payslips of the carer. What is missing or not yet proven is a warning. Pure.
 */
import { makeDate, type ISODate } from "../calendar/dates";
import type { Quarter } from "../calendar/due-dates";
import { payslipPaymentSummary } from "./payslip-payments";

/**
 * The 10th of the month after the quarter (Q4 → 10 January). Not moved off holidays: B3 states the
 * 10th and no shift (reading kept conservative: the earlier day).
 */
export function benefitPackDueDate(q: Quarter): ISODate {
  return q.quarter === 4 ? makeDate(q.year + 1, 1, 10) : makeDate(q.year, q.quarter * 3 + 1, 10);
}

export interface BenefitPackPayslip {
  id: string;
  period: string;
  kind: string;
  status: "draft" | "final";
  totalNet: string;
  /** amounts paid */
  payments: readonly string[];
  /** the worker confirmed receipt in the portal */
  receiptConfirmed: boolean;
}

export const BENEFIT_PACK_WARNINGS = [
  "assisted_person_missing",
  "workplace_missing",
  "payslip_missing",
  "payslip_draft",
  "payslip_unpaid",
  "payslip_partly_paid",
  "receipt_to_sign",
] as const;
export type BenefitPackWarningCode = (typeof BENEFIT_PACK_WARNINGS)[number];

export interface BenefitPackWarning {
  code: BenefitPackWarningCode;
  period: string | null;
  payslipId: string | null;
  message: string;
}

/**
 * Warnings, in order: the contract lacks the assisted person or the workplace; a month the employment
 * was in force has no ordinary payslip or only a draft; a final payslip is unpaid or partly paid; a
 * paid one's receipt is not confirmed by the worker in the portal, so its printed receipt must carry
 * the worker's signature before upload (Cass. 2565/2016, rules-update-3 B2).
 */
export function benefitPackWarnings(input: {
  /** the quarter's months in which the employment was in force */
  periods: readonly string[];
  payslips: readonly BenefitPackPayslip[];
  hasAssistedPerson: boolean;
  hasWorkplace: boolean;
}): BenefitPackWarning[] {
  const out: BenefitPackWarning[] = [];
  if (!input.hasAssistedPerson)
    out.push({ code: "assisted_person_missing", period: null, payslipId: null, message: "Il contratto non indica la persona assistita" });
  if (!input.hasWorkplace) out.push({ code: "workplace_missing", period: null, payslipId: null, message: "Il contratto non indica il luogo di lavoro" });
  for (const period of input.periods) {
    const ordinary = input.payslips.find((p) => p.period === period && p.kind === "ordinary");
    if (!ordinary) out.push({ code: "payslip_missing", period, payslipId: null, message: `Manca la busta paga di ${period}` });
    else if (ordinary.status !== "final")
      out.push({ code: "payslip_draft", period, payslipId: ordinary.id, message: `La busta paga di ${period} è ancora in bozza` });
  }
  for (const p of input.payslips) {
    if (p.status !== "final") continue;
    const s = payslipPaymentSummary(p.totalNet, p.payments);
    if (s.status === "unpaid") out.push({ code: "payslip_unpaid", period: p.period, payslipId: p.id, message: `Nessun pagamento registrato per ${p.period}` });
    else if (s.status === "partly_paid")
      out.push({
        code: "payslip_partly_paid",
        period: p.period,
        payslipId: p.id,
        message: `Pagamento parziale per ${p.period}: mancano ${s.outstandingAmount}`,
      });
    else if (p.payments.length > 0 && !p.receiptConfirmed)
      out.push({ code: "receipt_to_sign", period: p.period, payslipId: p.id, message: `La quietanza di ${p.period} va firmata dal lavoratore` });
  }
  return out;
}
