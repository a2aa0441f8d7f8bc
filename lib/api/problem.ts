import "server-only";
import { AppError, type ErrorCode, type FieldError } from "@/lib/errors";
import { API_VERSION, API_VERSION_HEADER } from "./version";

/** The one code → HTTP status table. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  invalid_json: 400,
  invalid_query: 400,
  unauthorized: 401,
  forbidden: 403,
  read_only_key: 403,
  organization_mismatch: 403,
  cross_site_request: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_key_in_use: 409,
  idempotency_replay_withheld: 409,
  employer_has_active_contracts: 409,
  contract_in_use: 409,
  contract_ended: 409,
  payslip_already_final: 409,
  payslip_not_draft: 409,
  payslip_not_final: 409,
  payload_too_large: 413,
  headers_too_large: 431,
  batch_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  validation_failed: 422,
  payroll_blocked: 422,
  rates_missing_for_year: 422,
  rate_limited: 429,
  database_unavailable: 503,
  internal_error: 500,
  day_hours_exceeded: 422,
  invalid_text: 422,
  webhook_url_not_allowed: 422,
  precondition_failed: 412,
  precondition_required: 428,
  tfr_coefficient_missing: 422,
  tfr_coefficient_exists: 409,
  contribution_weeks_mismatch: 422,
  employment_end_mismatch: 422,
  payroll_run_empty_scope: 422,
  payroll_run_already_running: 409,
  payroll_run_finished: 409,
  payroll_run_not_finished: 409,
  duplicate_tax_id: 409,
  last_admin: 409,
  worker_has_contracts: 409,
  worker_fiscal_code_taken: 409,
  letter_terms_mismatch: 422,
  external_id_taken: 409,
  sandbox_only: 403,
  month_closed: 409,
  month_not_submitted: 409,
  month_already_submitted: 409,
  correction_without_difference: 409,
  payslip_not_correctable: 409,
  rate_version_not_provisional: 409,
  rate_version_not_overridable: 409,
  admin_required: 403,
  approver_required: 403,
  receipt_already_confirmed: 409,
};

const TITLE_BY_STATUS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  412: "Precondition Failed",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  428: "Precondition Required",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  code: ErrorCode;
  requestId: string;
  errors?: FieldError[];
  [extra: string]: unknown;
}

export function problemBody(error: AppError, instance: string, requestId: string): ProblemBody {
  const status = STATUS_BY_CODE[error.code];
  return {
    ...(error.extra ?? {}),
    type: `/docs#error-${error.code}`,
    title: TITLE_BY_STATUS[status] ?? "Error",
    status,
    detail: error.detail ?? TITLE_BY_STATUS[status] ?? error.code,
    instance,
    code: error.code,
    requestId,
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

export function problemResponse(error: AppError, instance: string, requestId: string, headers: HeadersInit = {}): Response {
  const body = problemBody(error, instance, requestId);
  const responseHeaders = new Headers(headers);
  for (const [name, value] of Object.entries(error.headers ?? {})) responseHeaders.set(name, value);
  responseHeaders.set("content-type", "application/problem+json");
  responseHeaders.set("x-request-id", requestId);
  responseHeaders.set("cache-control", "no-store");
  responseHeaders.set(API_VERSION_HEADER, API_VERSION);
  if ((body.status === 503 || body.status === 429) && !responseHeaders.has("retry-after")) responseHeaders.set("retry-after", "5");
  if (body.status === 401) responseHeaders.set("www-authenticate", 'Bearer realm="paghe-domestiche"');
  return new Response(JSON.stringify(body), { status: body.status, headers: responseHeaders });
}
