import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { contractWhere } from "@/lib/db/scope";
import { dateString } from "@/lib/db/serialize";
import { AppError, notFound } from "@/lib/errors";
import { benefitPackDueDate, benefitPackWarnings, formatQuarter, parseQuarter, payslipPaymentSummary, quarterBounds } from "@/lib/payroll";
import type { AccessScope } from "@/lib/auth/scope";
import type { ServiceContext } from "@/lib/services/context";
import type { BenefitPack, BenefitPackQuery } from "@/lib/validation/benefit-pack";

function badQuarter(message: string, code: string): AppError {
  return new AppError("validation_failed", message, { errors: [{ path: "/quarter", message, code }] });
}

/** The pack's facts, read through the caller's scope (a contract out of it: 404). */
export async function loadBenefitPack(db: Db | Tx, scope: AccessScope, query: BenefitPackQuery): Promise<BenefitPack> {
  const q = parseQuarter(query.quarter);
  if (!q) throw badQuarter("Use the format YYYY-Qn", "invalid_quarter");
  const bounds = quarterBounds(q);
  const c = await db.domesticContract.findFirst({
    where: { id: query.domesticContractId, ...contractWhere(scope) },
    select: {
      id: true,
      startDate: true,
      endDate: true,
      workerFirstName: true,
      workerLastName: true,
      workerFiscalCode: true,
      assistedPersonName: true,
      assistedPersonFiscalCode: true,
      assistedPersonBirthDate: true,
      workplaceAddress: true,
      employer: { select: { displayName: true, displayTaxId: true } },
      payslips: {
        where: { period: { in: bounds.periods } },
        orderBy: [{ period: "asc" }, { kind: "asc" }],
        select: {
          id: true,
          period: true,
          kind: true,
          status: true,
          totalNet: true,
          receiptConfirmedAt: true,
          payments: {
            orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }, { id: "asc" }],
            select: { id: true, paidOn: true, method: true, amount: true, receipts: { select: { sha256: true }, orderBy: { version: "desc" }, take: 1 } },
          },
        },
      },
    },
  });
  if (!c) throw notFound("Domestic contract");
  const start = dateString(c.startDate);
  const end = c.endDate ? dateString(c.endDate) : null;
  if (start > bounds.end || (end !== null && end < bounds.start))
    throw badQuarter(`The employment was not in force in ${formatQuarter(q)}`, "contract_not_active_in_quarter");
  const periods = bounds.periods.filter((p) => start.slice(0, 7) <= p && (end === null || end.slice(0, 7) >= p));
  const payslips = c.payslips.map((p) => {
    const amounts = p.payments.map((x) => x.amount.toFixed(2));
    const s = payslipPaymentSummary(p.totalNet.toFixed(2), amounts);
    return {
      id: p.id,
      period: p.period,
      kind: p.kind,
      status: p.status,
      totalNet: p.totalNet.toFixed(2),
      paymentStatus: p.status === "final" ? s.status : ("unpaid" as const),
      paidAmount: s.paidAmount,
      receiptConfirmedAt: p.receiptConfirmedAt?.toISOString() ?? null,
      payments: p.payments.map((x) => ({
        id: x.id,
        paidOn: dateString(x.paidOn),
        method: x.method,
        amount: x.amount.toFixed(2),
        receiptSha256: x.receipts[0]?.sha256 ?? null,
      })),
    };
  });
  const warnings = benefitPackWarnings({
    periods,
    hasAssistedPerson: c.assistedPersonName !== null,
    hasWorkplace: c.workplaceAddress !== null,
    payslips: payslips.map((p) => ({
      ...p,
      payments: p.payments.map((x) => x.amount),
      receiptConfirmed: p.receiptConfirmedAt !== null,
    })),
  });
  return {
    domesticContractId: c.id,
    quarter: formatQuarter(q),
    dueDate: benefitPackDueDate(q),
    employer: { name: c.employer.displayName, taxCode: c.employer.displayTaxId },
    worker: { name: `${c.workerFirstName} ${c.workerLastName}`, fiscalCode: c.workerFiscalCode },
    assistedPerson: c.assistedPersonName
      ? {
          name: c.assistedPersonName,
          fiscalCode: c.assistedPersonFiscalCode,
          birthDate: c.assistedPersonBirthDate ? dateString(c.assistedPersonBirthDate) : null,
        }
      : null,
    workplaceAddress: c.workplaceAddress,
    payslips,
    warnings,
    ready: warnings.every((w) => w.code === "receipt_to_sign"),
  };
}

/**
 * GET /v1/benefit-packs?domesticContractId=&quarter=: the quarter's payslips of the employment with
 * their payments and receipts, the upload deadline, and warnings when one is missing, a draft,
 * unpaid, partly paid or its receipt still to be signed.
 */
export function getBenefitPack(ctx: ServiceContext, query: BenefitPackQuery): Promise<BenefitPack> {
  return loadBenefitPack(getDb(), ctx.scope, query);
}
