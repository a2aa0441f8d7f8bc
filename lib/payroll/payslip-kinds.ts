/**
 * The kinds of payslip and their order within a period, in one place: the engine's step lists
 * (pipeline.ts), the API's enum (lib/validation), the database's sort of a contract's payslips and
 * the screens all read it. Within a period the ordinary payslip comes first, then the thirteenth,
 * then the TFR liquidation: each continues the running state of the one before (rules.md §6–7).
 * The database enum "PayslipKind" (prisma/schema.prisma) lists the same names (a unit test holds it).
 */

/** Every kind of payslip, in the order they follow each other within one period. */
export const PAYSLIP_KINDS = ["ordinary", "thirteenth", "severance_liquidation"] as const;

export type PayslipKind = (typeof PAYSLIP_KINDS)[number];

/**
 * A correcting payslip ("cedolino di rettifica", rules-update-3 A12): never run, made from a final
 * payslip it corrects (lib/payroll/rules/correction.ts); it pays the difference and is not part of
 * the chain of running states (the next payslip continues from the original's).
 */
export const CORRECTION_KIND = "correction" as const;

/** Every kind a stored payslip may have: the run kinds, then the correction (the database enum). */
export const STORED_PAYSLIP_KINDS = [...PAYSLIP_KINDS, CORRECTION_KIND] as const;

export type StoredPayslipKind = (typeof STORED_PAYSLIP_KINDS)[number];

/** The kinds run as a payslip of their own next to a period's ordinary one (the screens offer them after it). */
export const ADDITIONAL_PAYSLIP_KINDS = PAYSLIP_KINDS.filter((k): k is Exclude<PayslipKind, "ordinary"> => k !== "ordinary");

/** The run options that choose the kind (interface §2.1: `isThirteenth`, `severanceLiquidationPayslip`). */
export interface PayslipKindOptions {
  isThirteenth?: boolean | null;
  severanceLiquidationPayslip?: boolean | null;
}

export function payslipKindOf(options: PayslipKindOptions): PayslipKind {
  if (options.isThirteenth) return "thirteenth";
  if (options.severanceLiquidationPayslip) return "severance_liquidation";
  return "ordinary";
}

/** The kind's place within a period: 0 for the ordinary payslip, then 1, 2. */
export function payslipKindOrder(kind: PayslipKind): number {
  return PAYSLIP_KINDS.indexOf(kind);
}

/** Compares two payslips of a contract by period, then by kind: later payslips sort after. */
export function comparePayslips(a: { period: string; kind: StoredPayslipKind }, b: { period: string; kind: StoredPayslipKind }): number {
  if (a.period !== b.period) return a.period < b.period ? -1 : 1;
  return STORED_PAYSLIP_KINDS.indexOf(a.kind) - STORED_PAYSLIP_KINDS.indexOf(b.kind);
}

/**
 * The same order as a SQL expression over a column holding the kind (the enum or its text):
 * `(CASE kind WHEN 'ordinary' THEN 0 WHEN 'thirteenth' THEN 1 WHEN 'severance_liquidation' THEN 2 WHEN 'correction' THEN 3 END)`.
 * `column` is an SQL identifier written by the caller, never user input.
 */
export function payslipKindOrderSql(column = "kind"): string {
  if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/i.test(column)) throw new Error(`not a column name: ${column}`);
  return `(CASE ${column} ${STORED_PAYSLIP_KINDS.map((kind, i) => `WHEN '${kind}' THEN ${i}`).join(" ")} END)`;
}
