"use client";
/** The settings screens' data: clerks, TFR coefficients and payroll rules (query keys and fetchers). */
import { useQuery } from "@tanstack/react-query";
import type { UserView } from "@/lib/validation/settings";
import type { TfrCoefficientView } from "@/lib/validation/tfr-coefficient";
import { apiFetch } from "./api";

export const settingsKeys = {
  users: ["users"] as const,
  tfrCoefficients: ["tfr-coefficients"] as const,
  payroll: ["payroll-settings"] as const,
};

export const PAYROLL_SETTINGS_PATH = "/v1/payroll-settings";

export const TFR_COEFFICIENTS_PATH = "/v1/rate-tables/tfr-coefficients";

export function useUsers(options: { enabled: boolean }) {
  return useQuery({ queryKey: settingsKeys.users, queryFn: () => apiFetch<{ data: UserView[] }>("/v1/users"), enabled: options.enabled });
}

export function useTfrCoefficients() {
  return useQuery({ queryKey: settingsKeys.tfrCoefficients, queryFn: () => apiFetch<{ data: TfrCoefficientView[] }>(TFR_COEFFICIENTS_PATH) });
}
