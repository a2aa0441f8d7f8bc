import "server-only";
import { metadataView } from "@/lib/services/metadata/metadata-fields";
import { z } from "zod";
import { dateString } from "@/lib/db/serialize";
import { parseJsonColumn } from "@/lib/db/json-columns";
import type { Prisma } from "@/lib/generated/prisma/client";
import { elementParams, ELEMENT_CODES, payslipPaymentSummary, TOTAL_NAMES } from "@/lib/payroll";
import { correctionDifferenceSchema } from "@/lib/validation/payslip-correction";
import {
  contributionWeekResponseSchema,
  injuryStateResponseSchema,
  payslipWarningSchema,
  severanceBreakdownResponseSchema,
  severanceStateResponseSchema,
  sickStateResponseSchema,
  thirteenthStateResponseSchema,
  vacationStateResponseSchema,
  INPS_CLASSES,
  INPS_CLASS_BASES,
  INPS_WEEK_ORIGINS,
  type OutdatedReason,
  type PayslipDetail,
  type PayslipListItem,
} from "@/lib/validation/payslip";

export const TOTAL_FIELDS = TOTAL_NAMES;
export const YTD_FIELDS = [
  "ytdTotalGross",
  "ytdTotalDeductions",
  "ytdTotalAfterDeductionsGross",
  "ytdTotalEmployeeTaxes",
  "ytdTotalEmployeeInpsTaxes",
  "ytdTotalEmployeeCassacolfTaxes",
  "ytdTotalTaxableGross",
  "ytdTotalEmployerTaxes",
  "ytdTotalCost",
  "ytdTotalNet",
] as const;

export const payslipListSelect = {
  id: true,
  organizationId: true,
  contractId: true,
  period: true,
  kind: true,
  status: true,
  startDate: true,
  endDate: true,
  isEmploymentEnded: true,
  totalGross: true,
  totalDeductions: true,
  totalEmployeeTaxes: true,
  totalEmployerTaxes: true,
  totalNet: true,
  totalCost: true,
  finalizedAt: true,
  viewedAt: true,
  receiptConfirmedAt: true,
  receiptConfirmedById: true,
  correctsPayslipId: true,
  correctionNumber: true,
  paidPeriod: true,
  metadata: true,
  externalId: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.PayslipSelect;

export const payslipDetailInclude = {
  elements: { orderBy: { position: "asc" } },
  inpsWeeks: { orderBy: { position: "asc" } },
  cassacolfWeeks: { orderBy: { position: "asc" } },
  corrections: { orderBy: { correctionNumber: "asc" }, select: { id: true, correctionNumber: true, paidPeriod: true, finalizedAt: true } },
} as const satisfies Prisma.PayslipInclude;

type ListRow = Prisma.PayslipGetPayload<{ select: typeof payslipListSelect }>;
export type DetailRow = Prisma.PayslipGetPayload<{ include: typeof payslipDetailInclude }>;

/** The payment status of a payslip from the amounts of its payments (a draft takes none: unpaid). */
export function paymentFields(p: { status: string; totalNet: { toFixed(n: number): string } }, payments: readonly string[]) {
  const s = payslipPaymentSummary(p.totalNet.toFixed(2), payments);
  return { paymentStatus: p.status === "final" ? s.status : ("unpaid" as const), paidAmount: s.paidAmount, excessAmount: s.excessAmount };
}

/** Interface §2.1 list item (+ period, kind, finalizedAt, the payment status from `payments`: the amounts paid). */
export function serializePayslipListItem(p: ListRow, payments: readonly string[] = []): PayslipListItem {
  return {
    id: p.id,
    domesticContractId: p.contractId,
    organizationId: p.organizationId,
    status: p.status,
    period: p.period,
    kind: p.kind,
    startDate: dateString(p.startDate),
    endDate: dateString(p.endDate),
    isThirteenth: p.kind === "thirteenth",
    isSeveranceLiquidation: p.kind === "severance_liquidation",
    isEmploymentEnded: p.isEmploymentEnded,
    totalGross: p.totalGross.toFixed(2),
    totalDeductions: p.totalDeductions.toFixed(2),
    totalEmployeeTaxes: p.totalEmployeeTaxes.toFixed(2),
    totalEmployerTaxes: p.totalEmployerTaxes.toFixed(2),
    totalNet: p.totalNet.toFixed(2),
    totalCost: p.totalCost.toFixed(2),
    ...paymentFields(p, payments),
    finalizedAt: p.finalizedAt?.toISOString() ?? null,
    viewedAt: p.viewedAt?.toISOString() ?? null,
    receiptConfirmedAt: p.receiptConfirmedAt?.toISOString() ?? null,
    receiptConfirmedById: p.receiptConfirmedById ?? null,
    correctsPayslipId: p.correctsPayslipId ?? null,
    correctionNumber: p.kind === "correction" ? p.correctionNumber : null,
    paidPeriod: p.paidPeriod ?? null,
    ...metadataView(p),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export interface OutdatedInfo {
  isOutdated: boolean;
  outdatedReasons: OutdatedReason[];
}

/*
 * The payslip's JSON columns, parsed where they leave the database: a column that does not hold
 * what the API promises fails here, by name, instead of reaching a client. The stored severance
 * state also carries the TFR breakdown of a final settlement, which the API shows apart.
 */
const storedSeveranceState = severanceStateResponseSchema.extend({ breakdown: severanceBreakdownResponseSchema.nullable().optional() });
const storedWarnings = z.array(payslipWarningSchema);
/**
 * A text column that must hold one of `values` (checked on every line of every payslip read, so a
 * set look-up; a value outside it fails through the schema, with its message naming the column).
 */
function enumColumn<const T extends readonly [string, ...string[]]>(values: T) {
  const schema = z.enum(values);
  const known = new Set<string>(values);
  return (value: unknown, column: () => string): T[number] =>
    typeof value === "string" && known.has(value) ? (value as T[number]) : parseJsonColumn(schema, value, column());
}
const elementCode = enumColumn(ELEMENT_CODES);
const storedWeeks = z.array(contributionWeekResponseSchema);
const inpsClass = enumColumn(INPS_CLASSES);
const inpsOrigin = enumColumn(INPS_WEEK_ORIGINS);
const inpsClassBasis = enumColumn(INPS_CLASS_BASES);
const storedCorrection = correctionDifferenceSchema.extend({ quarter: z.string(), wholeHours: z.number().int(), originalKind: z.string() });
const storedSnapshot = z.object({ endReason: z.string().nullable().optional() }).nullable();

/** Interface §2.2 detail: every list field, the five element arrays, weeks, states, totals and ytd. */
export function serializePayslipDetail(
  p: Omit<DetailRow, "runningState" | "corrections"> & { corrections?: DetailRow["corrections"] },
  outdated: OutdatedInfo,
  payments: readonly string[] = [],
): PayslipDetail {
  const totals = Object.fromEntries(TOTAL_FIELDS.map((f) => [f, p[f].toFixed(2)])) as Record<(typeof TOTAL_FIELDS)[number], string>;
  const ytd = Object.fromEntries(YTD_FIELDS.map((f) => [f, p[f].toFixed(2)])) as Record<(typeof YTD_FIELDS)[number], string>;
  const elements = (section: "earning" | "deduction" | "imputed" | "employee_tax" | "employer_tax") =>
    p.elements
      .filter((e) => e.section === section)
      .map((e) => ({
        id: e.id,
        type: e.section,
        code: elementCode(e.code, () => `payslip ${p.id}: payslip_elements.code`),
        name: e.name,
        // the figures of the wording, read back from it with the code's template (a wording the engine no longer writes: none)
        params: elementParams(e.code, e.name) ?? {},
        value: e.value.toFixed(2),
        periodType: e.periodType,
        periodDuration: e.periodDuration.toString(),
        rate: e.rate.toString(),
        includedInBaseWage: e.includedInBaseWage,
        ytd: e.ytd.toFixed(2),
      }));
  const { breakdown, ...severanceState } = parseJsonColumn(storedSeveranceState, p.severanceState, `payslip ${p.id}: severance_state`);
  return {
    ...serializePayslipListItem(p, payments),
    ...totals,
    ...ytd,
    earningElements: elements("earning"),
    deductionElements: elements("deduction"),
    imputedElements: elements("imputed"),
    employeeTaxesElements: elements("employee_tax"),
    employerTaxesElements: elements("employer_tax"),
    inpsContributions: p.inpsWeeks.map((w) => ({
      id: w.id,
      type: inpsClass(w.type, () => `payslip ${p.id}: inps_weeks.type`),
      weekStart: dateString(w.weekStart),
      weekEnd: dateString(w.weekEnd),
      hours: w.hours.toFixed(2),
      rate: w.rate.toString(),
      employerRate: w.employerRate.toString(),
      employeeRate: w.employeeRate.toString(),
      amount: w.amount.toFixed(2),
      effectiveWageRate: w.effectiveWageRate.toFixed(2),
      isFromNextPeriod: w.isFromNextPeriod,
      conventionalWage: w.conventionalWage.toFixed(2),
      hourlyTotal: w.hourlyTotal.toFixed(2),
      hourlyEmployee: w.hourlyEmployee.toFixed(2),
      hourlyEmployer: w.hourlyEmployer.toFixed(2),
      employeeAmount: w.employeeAmount.toFixed(2),
      employerAmount: w.employerAmount.toFixed(2),
      origin: inpsOrigin(w.origin, () => `payslip ${p.id}: inps_weeks.origin`),
      isNoticePeriod: w.isNoticePeriod,
      tableYear: w.tableYear,
      classBasis: inpsClassBasis(w.classBasis, () => `payslip ${p.id}: inps_weeks.class_basis`),
      classHours: (w.classHours ?? w.hours).toFixed(2),
    })),
    cassacolfContributions: p.cassacolfWeeks.map((w) => ({
      id: w.id,
      type: w.type,
      weekStart: dateString(w.weekStart),
      weekEnd: dateString(w.weekEnd),
      hours: w.hours.toFixed(2),
      rate: w.hourlyTotal.toFixed(2),
      employeeRate: w.hourlyEmployee.toFixed(2),
      employerRate: w.hourlyEmployer.toFixed(2),
      amount: w.amount.toFixed(2),
      employeeAmount: w.employeeAmount.toFixed(2),
      employerAmount: w.employerAmount.toFixed(2),
      isFromNextPeriod: w.isFromNextPeriod,
    })),
    contributionWeeks: parseJsonColumn(storedWeeks, p.contributionWeeks, `payslip ${p.id}: contribution_weeks`),
    vacationState: parseJsonColumn(vacationStateResponseSchema, p.vacationState, `payslip ${p.id}: vacation_state`),
    severanceState,
    /** TFR paid with this payslip, broken down (fund at last 31 Dec, revaluation with coefficient and month, quota, advances, total); null when none */
    severanceBreakdown: breakdown ?? null,
    /** reason of the end of employment recorded on the contract (final settlement only) */
    endReason: p.isEmploymentEnded ? (parseJsonColumn(storedSnapshot, p.inputSnapshot, `payslip ${p.id}: input_snapshot`)?.endReason ?? null) : null,
    thirteenthState: parseJsonColumn(thirteenthStateResponseSchema, p.thirteenthState, `payslip ${p.id}: thirteenth_state`),
    sickState: parseJsonColumn(sickStateResponseSchema, p.sickState, `payslip ${p.id}: sick_state`),
    injuryState: parseJsonColumn(injuryStateResponseSchema, p.injuryState, `payslip ${p.id}: injury_state`),
    warnings: parseJsonColumn(storedWarnings, p.warnings, `payslip ${p.id}: warnings`).map((w) => ({ ...w, params: w.params ?? {} })),
    note1: p.note1,
    note2: p.note2,
    rateTableVersion: p.rateTableVersion,
    rateTableVersions: Array.isArray(p.rateTableVersions) ? p.rateTableVersions.filter((id): id is string => typeof id === "string") : [],
    isOutdated: outdated.isOutdated,
    outdatedReasons: outdated.outdatedReasons,
    correction: p.correction == null ? null : parseJsonColumn(storedCorrection, p.correction, `payslip ${p.id}: correction`),
    corrections: (p.corrections ?? []).map((c) => ({
      id: c.id,
      correctionNumber: c.correctionNumber,
      paidPeriod: c.paidPeriod,
      finalizedAt: c.finalizedAt?.toISOString() ?? null,
    })),
  };
}

export type { PayslipDetail, PayslipListItem };
