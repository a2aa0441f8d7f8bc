"use client";
/**
 * Typed fetchers and React Query hooks for the payroll screens (/v1/domestic-payslips and the few
 * reads they need from contracts and /v1/me). The shapes are the API's response schemas.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RunPayrollBody } from "@/lib/validation/payslip";
import type { ContractDetailView } from "@/lib/validation/contract";
import type { MeResponse } from "@/lib/validation/settings";
import { ApiError, apiFetch, apiRequest, queryString } from "./api";
import { usePayrollSettings } from "./settings";
import type { ContributionWeek, MonthStatusResponse, PayrollValidation, PayslipDetail, PayslipListItem } from "@/lib/validation/payslip";

// ---------------------------------------------------------------------------------------------
// Types: the API's response schemas (lib/validation), the same ones the services return.

export type {
  CassacolfContribution as CassacolfWeek,
  ContributionWeek,
  InjuryState,
  InpsContribution as InpsWeek,
  MonthStatus,
  MonthStatusResponse,
  MonthStatusRow,
  PayrollValidation,
  PayslipDetail,
  PayslipElement,
  PayslipListItem,
  SeveranceBreakdownView as SeveranceBreakdown,
  SeveranceState,
  SickState,
  ThirteenthState,
  ValidationIssueView as ValidationIssue,
  VacationState,
} from "@/lib/validation/payslip";
export type PayslipStatus = PayslipListItem["status"];
export type PayslipKind = PayslipListItem["kind"];
export type PeriodType = PayslipDetail["earningElements"][number]["periodType"];

export interface PayslipPage {
  data: PayslipListItem[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** The part of GET /v1/domestic-contracts/{id} the payroll screens show. */
export type ContractSummary = Pick<ContractDetailView, "id" | "employerId" | "employer" | "worker" | "startDate" | "endDate" | "endReason">;

export type RunPayrollInput = RunPayrollBody;

const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

// ---------------------------------------------------------------------------------------------
// Query keys

export const payrollKeys = {
  all: ["payroll"] as const,
  me: ["me"] as const,
  /** prefixes: every month view, validation, payslip detail, payslip list */
  months: ["payroll", "month"] as const,
  validations: ["payroll", "validation"] as const,
  payslipDetails: ["payroll", "payslip"] as const,
  payslipLists: ["payroll", "payslips"] as const,
  month: (period: string) => ["payroll", "month", period] as const,
  validation: (contractId: string, period: string) => ["payroll", "validation", contractId, period] as const,
  weeks: (contractId: string, startDate: string, endDate: string, employmentEnding: boolean) =>
    ["payroll", "weeks", contractId, startDate, endDate, employmentEnding] as const,
  payslip: (id: string) => ["payroll", "payslip", id] as const,
  payslips: (contractId: string, params: Record<string, string | number>) => ["payroll", "payslips", contractId, params] as const,
  contractPayslips: (contractId: string) => ["payroll", "payslips", contractId] as const,
  laterPayslips: (contractId: string, payslipId: string) => ["payroll", "payslips", contractId, "later", payslipId] as const,
  contract: (contractId: string) => ["payroll", "contract", contractId] as const,
};

// ---------------------------------------------------------------------------------------------
// Fetchers

const BASE = "/v1/domestic-payslips";

export const payrollApi = {
  me: () => apiFetch<MeResponse>("/v1/me"),
  monthStatus: (period: string) => apiFetch<MonthStatusResponse>(`${BASE}/month-status${queryString({ period })}`),
  validate: (domesticContractId: string, period: string) =>
    apiFetch<PayrollValidation>(`${BASE}/validate-before-run`, { method: "POST", body: { domesticContractId, date: period } }),
  contributionWeeks: (input: { domesticContractId: string; startDate: string; endDate: string; employmentEnding?: boolean }) =>
    apiFetch<ContributionWeek[]>(`${BASE}/contribution-weeks`, { method: "POST", body: input }),
  run: (body: RunPayrollInput) => apiFetch<PayslipDetail>(`${BASE}/run-payroll`, { method: "POST", body }),
  get: (id: string) => apiFetch<PayslipDetail>(`${BASE}/${id}`),
  list: (params: { domesticContractId: string; sortField?: string; sortDirection?: string; page?: number; limit?: number; status?: string; year?: string }) =>
    apiFetch<PayslipPage>(`${BASE}${queryString(params)}`),
  updateNotes: (id: string, notes: { note1?: string | null; note2?: string | null }) =>
    apiFetch<PayslipDetail>(`${BASE}/${id}`, { method: "PATCH", body: notes }),
  finalize: (id: string) => apiFetch<PayslipDetail>(`${BASE}/${id}/finalize`, { method: "POST" }),
  /** DELETE answers 204; `x-later-payslips` names later payslips whose running totals may now be outdated. */
  remove: async (id: string): Promise<{ laterPayslipIds: string[] }> => {
    const response = await apiRequest<void>(`${BASE}/${id}`, { method: "DELETE" });
    const later = response.headers.get("x-later-payslips");
    return {
      laterPayslipIds: later
        ? later
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    };
  },
  /** The contract's names and dates; answers like a 404 when the contracts API is not reachable. */
  contract: async (id: string): Promise<ContractSummary> => {
    try {
      return await apiFetch<ContractSummary>(`/v1/domestic-contracts/${id}`);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(404, "not_found", "contract unavailable", null);
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Hooks

export function useMe() {
  return useQuery({ queryKey: payrollKeys.me, queryFn: payrollApi.me, staleTime: 5 * 60_000 });
}

/**
 * Whether to offer "Elimina" for a payslip of this status: a final one only to administrators
 * (the API answers 403 admin_required to a clerk), and not before /v1/me says who is signed in.
 */
export function useCanDeletePayslip(): (status: "draft" | "final") => boolean {
  const me = useMe();
  const principal = me.data?.principal;
  return (status) => status !== "final" || (!!principal && (principal.type !== "user" || principal.role === "admin"));
}

/**
 * Whether the signed-in user may finalize (issue 26, maker–checker): when the organization requires
 * an approver, only an administrator or an approver does (the API answers 403 approver_required to
 * the others). True while either answer is loading: the API has the last word.
 */
export function useCanFinalize(): boolean {
  const me = useMe();
  const settings = usePayrollSettings({ staleTime: 60_000 });
  if (!settings.data?.values.finalizeRequiresApprover) return true;
  const principal = me.data?.principal;
  if (!principal) return true;
  return principal.type === "user" && (principal.role === "admin" || principal.role === "approver");
}

export function useMonthStatus(period: string, enabled = true) {
  return useQuery({
    queryKey: payrollKeys.month(period),
    queryFn: () => payrollApi.monthStatus(period),
    enabled: enabled && PERIOD_PATTERN.test(period),
    placeholderData: keepPreviousData,
  });
}

export function useValidation(contractId: string, period: string) {
  return useQuery({ queryKey: payrollKeys.validation(contractId, period), queryFn: () => payrollApi.validate(contractId, period), staleTime: 0 });
}

/**
 * Weeks are the starting point of an editable table: never refetched behind the clerk's back
 * while the wizard is open, and dropped as soon as it closes (the calendar may change meanwhile).
 */
export function useContributionWeeks(input: { contractId: string; startDate: string; endDate: string; employmentEnding: boolean }, enabled = true) {
  return useQuery({
    queryKey: payrollKeys.weeks(input.contractId, input.startDate, input.endDate, input.employmentEnding),
    queryFn: () =>
      payrollApi.contributionWeeks({
        domesticContractId: input.contractId,
        startDate: input.startDate,
        endDate: input.endDate,
        ...(input.employmentEnding ? { employmentEnding: true } : {}),
      }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function usePayslip(id: string | null) {
  return useQuery({ queryKey: payrollKeys.payslip(id ?? "-"), queryFn: () => payrollApi.get(id as string), enabled: !!id });
}

export function useContractPayslips(params: { domesticContractId: string; sortField: string; sortDirection: "asc" | "desc"; page: number; limit: number }) {
  const { domesticContractId, ...rest } = params;
  return useQuery({
    queryKey: payrollKeys.payslips(domesticContractId, rest),
    queryFn: () => payrollApi.list(params),
    placeholderData: keepPreviousData,
  });
}

/** Later payslips of a contract than (period, kind): what a delete leaves with outdated running totals. */
/** Same order as the server's (lib/services/payslips/payroll-inputs.ts): within a period, ordinary < thirteenth < severance. */
const KIND_ORDER: Record<PayslipKind, number> = { ordinary: 0, thirteenth: 1, severance_liquidation: 2 };

export function useLaterPayslips(payslip: { id: string; domesticContractId: string; period: string; kind: PayslipKind } | null) {
  return useQuery({
    queryKey: payrollKeys.laterPayslips(payslip?.domesticContractId ?? "-", payslip?.id ?? "-"),
    queryFn: async () => {
      const page = await payrollApi.list({ domesticContractId: payslip!.domesticContractId, sortField: "period", sortDirection: "desc", limit: 100 });
      return page.data.filter(
        (p) => p.id !== payslip!.id && (p.period > payslip!.period || (p.period === payslip!.period && KIND_ORDER[p.kind] > KIND_ORDER[payslip!.kind])),
      );
    },
    enabled: !!payslip,
    staleTime: 0,
  });
}

export function useContractSummary(contractId: string | null) {
  return useQuery({
    queryKey: payrollKeys.contract(contractId ?? "-"),
    queryFn: () => payrollApi.contract(contractId as string),
    enabled: !!contractId,
    staleTime: 60_000,
  });
}

/** After any payslip change the month view, lists and the detail must be read again. */
function useInvalidatePayroll() {
  const queryClient = useQueryClient();
  return (payslip?: PayslipDetail) => {
    if (payslip) queryClient.setQueryData(payrollKeys.payslip(payslip.id), payslip);
    void queryClient.invalidateQueries({ queryKey: payrollKeys.months });
    void queryClient.invalidateQueries({ queryKey: payrollKeys.payslipLists });
    void queryClient.invalidateQueries({ queryKey: payrollKeys.validations });
  };
}

export function useRunPayroll() {
  const invalidate = useInvalidatePayroll();
  return useMutation({ mutationFn: payrollApi.run, onSuccess: (payslip) => invalidate(payslip) });
}

export function useFinalizePayslip() {
  const invalidate = useInvalidatePayroll();
  return useMutation({ mutationFn: payrollApi.finalize, onSuccess: (payslip) => invalidate(payslip) });
}

export function useUpdatePayslipNotes() {
  const invalidate = useInvalidatePayroll();
  return useMutation({
    mutationFn: ({ id, note1, note2 }: { id: string; note1: string | null; note2: string | null }) => payrollApi.updateNotes(id, { note1, note2 }),
    onSuccess: (payslip) => invalidate(payslip),
  });
}

export function useDeletePayslip() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePayroll();
  return useMutation({
    mutationFn: (id: string) => payrollApi.remove(id),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: payrollKeys.payslip(id) });
      invalidate();
      // later payslips turn outdated: their cached details are stale
      void queryClient.invalidateQueries({ queryKey: payrollKeys.payslipDetails });
    },
  });
}
