import "server-only";
import type {
  AuditLog,
  ContractOpeningBalance,
  ContractTerms,
  DomesticContract,
  Employer,
  Payslip,
  PayslipCassacolfWeek,
  PayslipElement,
  PayslipInpsWeek,
  PayrollRun,
  PayrollRunItem,
  WebhookDelivery,
  WorkEvent,
} from "@/lib/generated/prisma/client";
import type { ColumnSpec, RawColumns } from "./raw-columns";

/**
 * One column list per table that raw SQL reads or writes: every field of the Prisma model with
 * its column's SQL type (`satisfies RawColumns<Model>` fails the build when the model gains or
 * loses a field). Reads take their kind from the type (lib/db/raw-columns.ts: numerics as
 * Decimal, dates and timestamps as UTC Date), multi-row writes their record type
 * (lib/db/insert-rows.ts). Pick a subset with `pick`.
 */
export interface Table<Model> {
  name: string;
  columns: { [K in keyof Model]: ColumnSpec };
}

const table = <Model>(name: string, columns: RawColumns<Model>): Table<Model> => ({ name, columns });

/** The listed fields of a table's columns, in the order given. */
export function pick<Model, K extends keyof Model & string>(t: Table<Model>, keys: readonly K[]): { [P in K]: ColumnSpec } {
  return Object.fromEntries(keys.map((k) => [k, t.columns[k]])) as { [P in K]: ColumnSpec };
}

/** A table's columns less some fields. */
export function omit<Model, K extends keyof Model & string>(t: Table<Model>, keys: readonly K[]): { [P in Exclude<keyof Model, K>]: ColumnSpec } {
  return Object.fromEntries(Object.entries(t.columns).filter(([k]) => !(keys as readonly string[]).includes(k))) as {
    [P in Exclude<keyof Model, K>]: ColumnSpec;
  };
}

const money = "numeric";
const totals = {
  totalGross: money,
  totalDeductions: money,
  totalAfterDeductionsGross: money,
  totalEmployeeTaxes: money,
  totalEmployeeInpsTaxes: money,
  totalEmployeeCassacolfTaxes: money,
  totalTaxableGross: money,
  totalEmployerTaxes: money,
  totalCost: money,
  totalNet: money,
  ytdTotalGross: money,
  ytdTotalDeductions: money,
  ytdTotalAfterDeductionsGross: money,
  ytdTotalEmployeeTaxes: money,
  ytdTotalEmployeeInpsTaxes: money,
  ytdTotalEmployeeCassacolfTaxes: money,
  ytdTotalTaxableGross: money,
  ytdTotalEmployerTaxes: money,
  ytdTotalCost: money,
  ytdTotalNet: money,
} as const;

export const PAYSLIPS = table<Payslip>("payslips", {
  id: "uuid",
  organizationId: "uuid",
  contractId: "uuid",
  period: "char(7)",
  kind: '"PayslipKind"',
  status: '"PayslipStatus"',
  startDate: "date",
  endDate: "date",
  isEmploymentEnded: "boolean",
  ...totals,
  vacationState: "jsonb",
  severanceState: "jsonb",
  thirteenthState: "jsonb",
  sickState: "jsonb",
  injuryState: "jsonb",
  runningState: "jsonb",
  warnings: "jsonb",
  contributionWeeks: "jsonb",
  note1: "varchar",
  note2: "varchar",
  rateTableVersion: "varchar",
  rateTableVersions: "jsonb",
  inputSnapshot: "jsonb",
  inputFingerprint: "char(64)",
  finalizedAt: "timestamptz",
  viewedAt: "timestamptz",
  receiptConfirmedAt: "timestamptz",
  receiptConfirmedById: "uuid",
  correctsPayslipId: "uuid",
  correctionNumber: "int",
  paidPeriod: "char(7)",
  correction: "jsonb",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
  metadata: "jsonb",
  externalId: "varchar",
});

export const PAYSLIP_ELEMENTS = table<PayslipElement>("payslip_elements", {
  id: "uuid",
  payslipId: "uuid",
  position: "int",
  section: '"PayslipElementSection"',
  code: "varchar",
  name: "varchar",
  value: money,
  periodType: '"PeriodType"',
  periodDuration: "numeric",
  rate: "numeric",
  includedInBaseWage: "boolean",
  ytd: money,
});

/** What INPS and CAS.SA.COLF weeks both hold. */
const weekColumns = {
  id: "uuid",
  payslipId: "uuid",
  position: "int",
  type: "varchar",
  weekStart: "date",
  weekEnd: "date",
  hours: "numeric",
  amount: money,
  employeeAmount: money,
  employerAmount: money,
  hourlyTotal: money,
  hourlyEmployee: money,
  hourlyEmployer: money,
  isFromNextPeriod: "boolean",
} as const;

export const PAYSLIP_INPS_WEEKS = table<PayslipInpsWeek>("payslip_inps_weeks", {
  ...weekColumns,
  rate: "numeric",
  employerRate: "numeric",
  employeeRate: "numeric",
  effectiveWageRate: money,
  conventionalWage: money,
  origin: "varchar",
  isNoticePeriod: "boolean",
  tableYear: "int",
  classBasis: "varchar",
  classHours: "numeric",
});

export const PAYSLIP_CASSACOLF_WEEKS = table<PayslipCassacolfWeek>("payslip_cassacolf_weeks", weekColumns);

export const AUDIT_LOG = table<AuditLog>("audit_log", {
  id: "uuid",
  organizationId: "uuid",
  actorType: '"ActorType"',
  actorId: "uuid",
  action: "varchar",
  entityType: "varchar",
  entityId: "uuid",
  before: "jsonb",
  after: "jsonb",
  requestId: "varchar",
  createdAt: "timestamptz",
});

export const WORK_EVENTS = table<WorkEvent>("work_events", {
  id: "uuid",
  organizationId: "uuid",
  contractId: "uuid",
  date: "date",
  hours: "numeric",
  type: '"WorkEventType"',
  subType: '"WorkEventSubType"',
  multiplier: "numeric",
  customName: "varchar",
  notes: "varchar",
  addsToThirteen: "boolean",
  addsToSeverance: "boolean",
  isFromGlobalWage: "boolean",
  affectsContributions: "boolean",
  absenceLocation: "varchar",
  metadata: "jsonb",
  externalId: "varchar",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
});

export const CONTRACT_TERMS = table<ContractTerms>("contract_terms", {
  id: "uuid",
  contractId: "uuid",
  effectiveFrom: "date",
  level: '"CcnlLevel"',
  jobType: '"JobType"',
  cohabiting: "boolean",
  payBasis: '"PayBasis"',
  wage: "numeric",
  hoursMon: "numeric",
  hoursTue: "numeric",
  hoursWed: "numeric",
  hoursThu: "numeric",
  hoursFri: "numeric",
  hoursSat: "numeric",
  hoursSun: "numeric",
  boardBreakfastLunch: "boolean",
  boardDinner: "boolean",
  boardLodging: "boolean",
  boardInCash: "boolean",
  babysitterChildUnderSix: "boolean",
  multipleAssisted: "boolean",
  functionAllowance: "boolean",
  seniorityIncrements: "int",
  superminimo: "numeric",
  superminimoAbsorbable: "boolean",
  uniCertifiedUntil: "date",
  createdAt: "timestamptz",
});

export const CONTRACT_OPENING_BALANCES = table<ContractOpeningBalance>("contract_opening_balances", {
  id: "uuid",
  contractId: "uuid",
  asOfDate: "date",
  vacationDaysLeftThisYear: "numeric",
  vacationDaysLeftPreviousYear: "numeric",
  thirteenthAccruedThisYear: "numeric",
  tfrFundAtLastYearEnd: "numeric",
  tfrAccruedThisYear: "numeric",
  sickDaysUsedLast365: { type: "int", column: "sick_days_used_last_365" },
  ytdGross: "numeric",
  ytdWorkerInps: "numeric",
  ytdWorkerCassacolf: "numeric",
  ytdTaxable: "numeric",
  ytdEmploymentDays: "int",
  declaredQuarters: "jsonb",
  earlierDaysDeclaredElsewhere: "boolean",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
});

/** The fields of a contract that payroll, auto-fill and validation read (the worker's copy and the rest stay with Prisma's reads). */
export const DOMESTIC_CONTRACT_PAYROLL_COLUMNS = {
  id: "uuid",
  organizationId: "uuid",
  employerId: "uuid",
  workerFirstName: "varchar",
  workerLastName: "varchar",
  workerFiscalCode: "varchar",
  startDate: "date",
  endDate: "date",
  endReason: "varchar",
  fixedTerm: "boolean",
  fixedTermEndDate: "date",
  noticeGivenDate: "date",
  noticeWorkedDays: "int",
  noticeOverrideDays: "int",
  noticeOverrideReason: "varchar",
  replacesAbsentWorker: "boolean",
  cuafDue: "boolean",
  workerRenouncedIvsShare: "boolean",
  expectedBirthDate: "date",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
} as const satisfies Partial<RawColumns<DomesticContract>>;

/** The few fields of an employer the payroll reads. */
export const EMPLOYER_PAYROLL_COLUMNS = { id: "uuid", patronSaintDay: "varchar", displayName: "varchar", archivedAt: "timestamptz" } as const satisfies Partial<
  RawColumns<Employer>
>;

export const PAYROLL_RUNS = table<PayrollRun>("payroll_runs", {
  id: "uuid",
  organizationId: "uuid",
  period: "char(7)",
  scopeKind: "varchar",
  scope: "jsonb",
  scopeKey: "char(64)",
  autoFillEmptyMonths: "boolean",
  status: "varchar",
  total: "int",
  actorType: '"ActorType"',
  actorId: "uuid",
  requestId: "varchar",
  createdAt: "timestamptz",
  completedAt: "timestamptz",
  cancelledAt: "timestamptz",
  finalizeStatus: "varchar",
  finalizeActorType: '"ActorType"',
  finalizeActorId: "uuid",
  finalizeRequestId: "varchar",
  finalizeRequestedAt: "timestamptz",
  finalizeCompletedAt: "timestamptz",
});

export const PAYROLL_RUN_ITEMS = table<PayrollRunItem>("payroll_run_items", {
  id: "uuid",
  runId: "uuid",
  organizationId: "uuid",
  contractId: "uuid",
  position: "int",
  outcome: "varchar",
  payslipId: "uuid",
  errors: "jsonb",
  warnings: "jsonb",
  reason: "varchar",
  attempts: "int",
  finalizeOutcome: "varchar",
  processedAt: "timestamptz",
});

export const WEBHOOK_DELIVERIES = table<WebhookDelivery>("webhook_deliveries", {
  id: "uuid",
  organizationId: "uuid",
  endpointId: "uuid",
  eventId: "uuid",
  eventType: "varchar",
  payload: "jsonb",
  status: "varchar",
  attempts: "int",
  responseStatus: "int",
  lastError: "varchar",
  createdAt: "timestamptz",
  lastAttemptAt: "timestamptz",
});
