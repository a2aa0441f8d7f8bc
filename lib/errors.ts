/**
 * The one error vocabulary. Services throw AppError with a stable snake_case code;
 * only lib/api/problem.ts knows which HTTP status a code maps to.
 */
export const ERROR_CODES = [
  "bad_request",
  "invalid_json",
  "invalid_query",
  "unauthorized",
  "forbidden",
  "read_only_key",
  "organization_mismatch",
  "cross_site_request",
  "not_found",
  "method_not_allowed",
  "conflict",
  "idempotency_key_in_use",
  "idempotency_key_reused",
  // issue 33: a retried POST whose first answer held a secret (API key, webhook secret, calendar feed)
  "idempotency_replay_withheld",
  "employer_has_active_contracts",
  "contract_in_use",
  "contract_ended",
  "payslip_already_final",
  "payslip_not_draft",
  // issue 26: only a final payslip has a stored document to reissue
  "payslip_not_final",
  "payload_too_large",
  // issue 27: Node's own answer, shaped by scripts/protocol-errors.mjs
  "headers_too_large",
  "batch_too_large",
  "unsupported_media_type",
  "validation_failed",
  "payroll_blocked",
  "rates_missing_for_year",
  "rate_limited",
  "database_unavailable",
  "internal_error",
  "day_hours_exceeded",
  "invalid_text",
  "precondition_failed",
  "precondition_required",
  // issue 11: terminations and TFR
  "tfr_coefficient_missing",
  "tfr_coefficient_exists",
  "contribution_weeks_mismatch",
  "employment_end_mismatch",
  "payroll_run_empty_scope",
  "payroll_run_already_running",
  "payroll_run_finished",
  "payroll_run_not_finished",
  // issue 13: a webhook URL that reaches this machine or a private network (SSRF)
  "webhook_url_not_allowed",
  "duplicate_tax_id",
  // issue 15 point 14: the organization must keep one active administrator
  "last_admin",
  // a final payslip (paid, maybe declared) is deleted by an administrator only
  "admin_required",
  // issue 26: the organization requires an approver (administrator or approver) to finalize
  "approver_required",
  // issue 31: a worker is deleted only without contracts; one worker per fiscal code in an organization
  "worker_has_contracts",
  "worker_fiscal_code_taken",
  // issue 31 item 2: a hiring letter describes the first terms, a change letter a later set
  "letter_terms_mismatch",
  // issue 29: the worker already confirmed having received the pay of this payslip
  "receipt_already_confirmed",
  // issue 33: an integrator's externalId is unique per organization and resource type
  "external_id_taken",
  // issue 33: an operation on the sandbox asked with a live key
  "sandbox_only",
  // issue 29: a household's edit or submission of a month it can no longer change (submitted, accepted, or with a final payslip)
  "month_closed",
  // issue 29: a clerk accepts or returns only a submitted month
  "month_not_submitted",
  // issue 29: the month is already submitted (waiting for the clerk)
  "month_already_submitted",
  // issue 32: a correction whose recomputation changes nothing; a correcting payslip is not itself corrected
  "correction_without_difference",
  "payslip_not_correctable",
  // rate tables: only a provisional version of a payslip table is overridden by an organization
  "rate_version_not_provisional",
  "rate_version_not_overridable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** One bad field: a JSON pointer into the request body (or query), a message and a code. */
export interface FieldError {
  path: string;
  /** English, for integrators' logs; screens word the problem from code and params */
  message: string;
  code: string;
  params?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail?: string;
  readonly errors?: FieldError[];
  /** extra, documented members of the problem body (never personal data) */
  readonly extra?: Record<string, unknown>;
  /** response headers the problem carries (Retry-After and RateLimit of a 429) */
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, detail?: string, options: { errors?: FieldError[]; extra?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
    super(detail ?? code);
    this.name = "AppError";
    this.code = code;
    this.detail = detail;
    this.errors = options.errors;
    this.extra = options.extra;
    this.headers = options.headers;
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);

export function validationError(errors: FieldError[], detail = "The request contains invalid fields"): AppError {
  return new AppError("validation_failed", detail, { errors });
}
