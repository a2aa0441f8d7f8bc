"use client";
/** Fetchers and React Query hooks for Paghe → Contributi and the annual statement (/v1/inps-statements, /v1/annual-statements). */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch, queryString } from "./api";
import type { AnnualStatementDocument, InpsStatementItem, InpsStatementPage } from "@/lib/validation/statements";

export type { InpsStatementItem, InpsStatementPage, AnnualStatementDocument };

export interface QuarterFilter {
  organizationId: string;
  quarter: string;
  status?: "complete" | "incomplete";
  search?: string;
  page: number;
}

export const statementKeys = {
  quarter: (f: QuarterFilter) => ["inps-statements", f] as const,
  one: (contractId: string, quarter: string) => ["inps-statement", contractId, quarter] as const,
  annual: (contractId: string, year: number) => ["annual-statement", contractId, year] as const,
};

export function useQuarterStatements(f: QuarterFilter | null) {
  return useQuery({
    queryKey: statementKeys.quarter(f ?? { organizationId: "", quarter: "", page: 1 }),
    queryFn: () =>
      apiFetch<InpsStatementPage>(
        `/v1/inps-statements${queryString({ organizationId: f!.organizationId, quarter: f!.quarter, status: f!.status, search: f!.search, page: f!.page, limit: 50 })}`,
      ),
    enabled: f !== null,
    placeholderData: keepPreviousData,
  });
}

export function useContractStatement(contractId: string, quarter: string) {
  return useQuery({
    queryKey: statementKeys.one(contractId, quarter),
    queryFn: async () => (await apiFetch<InpsStatementPage>(`/v1/inps-statements${queryString({ domesticContractId: contractId, quarter })}`)).data[0] ?? null,
  });
}

export function useAnnualStatement(contractId: string, year: number) {
  return useQuery({
    queryKey: statementKeys.annual(contractId, year),
    queryFn: () => apiFetch<AnnualStatementDocument>(`/v1/annual-statements${queryString({ domesticContractId: contractId, year })}`),
  });
}

export const statementLinks = {
  quarter: (quarter: string) => `/payroll/contributions?quarter=${quarter}`,
  statement: (contractId: string, quarter: string) => `/payroll/contributions/${contractId}?quarter=${quarter}`,
  letterPdf: (contractId: string, quarter: string) => `/v1/inps-statements/pdf${queryString({ domesticContractId: contractId, quarter })}`,
  csv: (organizationId: string, quarter: string, status?: string, search?: string) =>
    `/v1/inps-statements/csv${queryString({ organizationId, quarter, status, search })}`,
  annual: (contractId: string, year: number) => `/contracts/${contractId}/annual-statement?year=${year}`,
  annualPdf: (contractId: string, year: number) => `/v1/annual-statements/pdf${queryString({ domesticContractId: contractId, year })}`,
};

/** The quarter before today's in Rome (the one usually paid now) and quarter arithmetic. */
export function currentQuarter(now = new Date()): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return `${today.slice(0, 4)}-Q${Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1}`;
}
export function addQuarter(quarter: string, n: number): string {
  const [y, q] = quarter.split("-Q").map(Number) as [number, number];
  const idx = y * 4 + q - 1 + n;
  return `${Math.floor(idx / 4)}-Q${(idx % 4) + 1}`;
}
export const QUARTER_PATTERN = /^\d{4}-Q[1-4]$/;
