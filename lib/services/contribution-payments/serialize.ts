import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dateString, optionalDateString } from "@/lib/db/serialize";
import { dec, fmt2, type StatementCorrectionLine, type StatementNotice } from "@/lib/payroll";
import type { ContributionPaymentLine, ContributionPaymentStatus, ContributionPaymentView, NotifyMethod } from "@/lib/validation/contribution-payment";
import { contributionPaymentLineSchema } from "@/lib/validation/contribution-payment";
import { z } from "zod";

export const contributionPaymentSelect = {
  id: true,
  organizationId: true,
  employerId: true,
  contractId: true,
  quarter: true,
  kind: true,
  state: true,
  dueDate: true,
  periodStart: true,
  periodEnd: true,
  lines: true,
  hours: true,
  inpsAmount: true,
  inpsEmployee: true,
  inpsEmployer: true,
  cassacolfAmount: true,
  cassacolfEmployee: true,
  cassacolfEmployer: true,
  over80Relief: true,
  totalDue: true,
  paidAmount: true,
  paidOn: true,
  notifiedOn: true,
  notifiedMethod: true,
  notifiedNote: true,
  notifiedById: true,
  computedAt: true,
  employer: { select: { displayName: true } },
  contract: { select: { workerFirstName: true, workerLastName: true, inpsRelationshipCode: true } },
  payments: {
    orderBy: [{ paidOn: "asc" as const }, { createdAt: "asc" as const }],
    select: { id: true, paidOn: true, amount: true, noticeCode: true, note: true, source: true, createdAt: true },
  },
} satisfies Prisma.ContributionPaymentSelect;

export type ContributionPaymentRowRead = Prisma.ContributionPaymentGetPayload<{ select: typeof contributionPaymentSelect }>;

/** `overdue` is derived: ready or notified (not fully paid) and due before today. */
export function derivedStatus(state: string, dueDate: string, today: string): ContributionPaymentStatus {
  if ((state === "ready" || state === "notified") && dueDate < today) return "overdue";
  return state as ContributionPaymentStatus;
}

/** A quarterly statement's notice as the payment's line (the amounts the pagoPA notice asks). */
export function lineOfNotice(n: StatementNotice, cuaf: boolean): ContributionPaymentLine {
  return {
    number: n.number,
    type: n.type,
    tableYear: n.tableYear,
    fromWeek: n.fromWeek,
    toWeek: n.toWeek,
    hours: n.hours,
    effectiveHourlyWage: n.effectiveHourlyWage,
    cuaf,
    inpsAmount: n.inpsAmount,
    inpsEmployee: n.inpsEmployee,
    inpsEmployer: n.inpsEmployer,
    cassacolfAmount: n.cassacolf.amount,
    cassacolfEmployee: n.cassacolf.employeeAmount,
    cassacolfEmployer: n.cassacolf.employerAmount,
    over80Relief: n.over80Relief ?? "0.00",
    totalToPay: n.totalToPay,
  };
}

/** A correction paid in the quarter as the payment's line of its own (docs/corrections.md). */
export function lineOfCorrection(c: StatementCorrectionLine, number: number, cuaf: boolean): ContributionPaymentLine {
  return {
    number,
    type: c.type,
    tableYear: c.tableYear,
    fromWeek: c.fromWeek,
    toWeek: c.toWeek,
    hours: c.hours,
    effectiveHourlyWage: c.effectiveHourlyWage,
    cuaf,
    inpsAmount: c.inpsAmount,
    inpsEmployee: c.inpsEmployee,
    inpsEmployer: c.inpsEmployer,
    cassacolfAmount: c.cassacolfAmount,
    cassacolfEmployee: c.cassacolfEmployee,
    cassacolfEmployer: c.cassacolfEmployer,
    over80Relief: "0.00",
    totalToPay: c.totalToPay,
    correction: { payslipId: c.payslipId, correctedPeriod: c.correctedPeriod, correctionNumber: c.correctionNumber },
  };
}

const linesSchema = z.array(contributionPaymentLineSchema);

export function serializeContributionPayment(row: ContributionPaymentRowRead, today: string): ContributionPaymentView {
  const due = dec(row.totalDue.toFixed(2));
  const paid = dec(row.paidAmount.toFixed(2));
  const parsed = linesSchema.safeParse(row.lines);
  if (!parsed.success) throw new Error(`Contribution payment ${row.id}: lines do not parse`);
  return {
    id: row.id,
    organizationId: row.organizationId,
    employerId: row.employerId,
    employerName: row.employer.displayName,
    domesticContractId: row.contractId,
    workerName: `${row.contract.workerFirstName} ${row.contract.workerLastName}`,
    inpsRelationshipCode: row.contract.inpsRelationshipCode,
    quarter: row.quarter,
    kind: row.kind,
    status: derivedStatus(row.state, dateString(row.dueDate), today),
    dueDate: dateString(row.dueDate),
    periodStart: optionalDateString(row.periodStart),
    periodEnd: optionalDateString(row.periodEnd),
    lines: parsed.data,
    hours: row.hours,
    inpsAmount: row.inpsAmount.toFixed(2),
    inpsEmployee: row.inpsEmployee.toFixed(2),
    inpsEmployer: row.inpsEmployer.toFixed(2),
    cassacolfAmount: row.cassacolfAmount.toFixed(2),
    cassacolfEmployee: row.cassacolfEmployee.toFixed(2),
    cassacolfEmployer: row.cassacolfEmployer.toFixed(2),
    over80Relief: row.over80Relief.toFixed(2),
    totalDue: fmt2(due),
    paidAmount: fmt2(paid),
    balance: fmt2(due.greaterThan(paid) ? due.minus(paid) : dec(0)),
    excessAmount: fmt2(paid.greaterThan(due) ? paid.minus(due) : dec(0)),
    paidOn: optionalDateString(row.paidOn),
    notification:
      row.notifiedOn && row.notifiedMethod
        ? { method: row.notifiedMethod as NotifyMethod, date: dateString(row.notifiedOn), note: row.notifiedNote, byUserId: row.notifiedById }
        : null,
    payments: row.payments.map((p) => ({
      id: p.id,
      paidOn: dateString(p.paidOn),
      amount: p.amount.toFixed(2),
      noticeCode: p.noticeCode,
      note: p.note,
      source: p.source === "import" ? "import" : "clerk",
      createdAt: p.createdAt.toISOString(),
    })),
    computedAt: row.computedAt.toISOString(),
  };
}
