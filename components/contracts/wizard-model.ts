/**
 * The creation wizard's form model: values as typed, the POST body, and the same checks the API
 * runs — split by step so each step is checked before the next.
 */
import { checkContractFields, createContractSchema } from "@/lib/validation/contract";
import { ccnlIssues, defaultTermsValues, matchesAny, toTermsBody, zodIssues, type FormIssue, type TermsFormValues } from "./terms-model";

export interface WizardValues {
  worker: {
    firstName: string;
    lastName: string;
    fiscalCode: string;
    birthDate: string;
    birthPlace: string;
    nationality: string;
    address: string;
    locality: string;
    province: string;
    zipCode: string;
    iban: string;
  };
  employerId: string;
  startDate: string;
  fixedTerm: boolean;
  fixedTermEndDate: string;
  replacesAbsentWorker: boolean;
  cuafDue: boolean;
  workerRenouncedIvsShare: boolean;
  inpsRelationshipCode: string;
  notes: string;
  terms: TermsFormValues;
}

export const WIZARD_STEPS = ["worker", "employer", "role", "schedule", "pay", "board", "review"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Which fields (JSON pointers) each step owns; the review step checks everything. */
export const STEP_PATHS: Record<Exclude<WizardStep, "review">, readonly string[]> = {
  worker: ["/worker"],
  employer: ["/employerId"],
  role: ["/terms/jobType", "/terms/level", "/terms/cohabiting", "/startDate", "/fixedTerm", "/fixedTermEndDate", "/replacesAbsentWorker"],
  schedule: ["/terms/weeklySchedule"],
  pay: ["/terms/payBasis", "/terms/wage"],
  board: ["/terms/board", "/terms/allowances", "/cuafDue", "/workerRenouncedIvsShare", "/inpsRelationshipCode", "/notes"],
};

export function defaultWizardValues(employerId = ""): WizardValues {
  return {
    worker: {
      firstName: "",
      lastName: "",
      fiscalCode: "",
      birthDate: "",
      birthPlace: "",
      nationality: "",
      address: "",
      locality: "",
      province: "",
      zipCode: "",
      iban: "",
    },
    employerId,
    startDate: "",
    fixedTerm: false,
    fixedTermEndDate: "",
    replacesAbsentWorker: false,
    cuafDue: true,
    workerRenouncedIvsShare: false,
    inpsRelationshipCode: "",
    notes: "",
    terms: defaultTermsValues(),
  };
}

const opt = (s: string) => (s.trim() === "" ? undefined : s);

export function toCreateBody(v: WizardValues) {
  const w = v.worker;
  return {
    employerId: v.employerId,
    worker: {
      firstName: w.firstName,
      lastName: w.lastName,
      fiscalCode: opt(w.fiscalCode),
      birthDate: opt(w.birthDate),
      birthPlace: opt(w.birthPlace),
      nationality: opt(w.nationality),
      address: opt(w.address),
      locality: opt(w.locality),
      province: opt(w.province),
      zipCode: opt(w.zipCode),
      iban: opt(w.iban),
    },
    inpsRelationshipCode: opt(v.inpsRelationshipCode),
    startDate: v.startDate,
    fixedTerm: v.fixedTerm,
    fixedTermEndDate: v.fixedTerm ? opt(v.fixedTermEndDate) : undefined,
    replacesAbsentWorker: v.fixedTerm ? v.replacesAbsentWorker : false,
    cuafDue: v.cuafDue,
    workerRenouncedIvsShare: v.workerRenouncedIvsShare,
    notes: opt(v.notes),
    terms: toTermsBody(v.terms),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every problem of the wizard's values, as the API would report it (plus its non-blocking warnings). */
export function validateWizard(v: WizardValues, today: string): { issues: FormIssue[]; warnings: FormIssue[] } {
  const body = toCreateBody(v);
  const issues: FormIssue[] = [];
  const parsed = createContractSchema.safeParse(body);
  if (!parsed.success) issues.push(...zodIssues(parsed.error));
  if (DATE.test(body.startDate)) {
    const birthDate = body.worker.birthDate && DATE.test(body.worker.birthDate) ? body.worker.birthDate : null;
    for (const i of checkContractFields({ ...body, birthDate, today })) issues.push(i);
  }
  const ccnl = ccnlIssues(body.terms, body.startDate, "/terms");
  issues.push(...ccnl.issues);
  // one message per field: the shape problem first
  const seen = new Set<string>();
  const unique = issues.filter((i) => (seen.has(i.path) ? false : (seen.add(i.path), true)));
  return { issues: unique, warnings: ccnl.warnings };
}

export function stepOfIssue(issue: FormIssue): WizardStep {
  for (const step of WIZARD_STEPS) {
    if (step !== "review" && matchesAny(issue.path, STEP_PATHS[step])) return step;
  }
  return "review";
}
