"use client";
/** The settings screens' data: clerks, TFR coefficients and payroll rules (query keys, fetchers and mutations). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PayrollSettingsView } from "@/lib/validation/payroll-settings";
import type { CreateUserInput, ResetPasswordInput, UpdateUserInput, UserView } from "@/lib/validation/settings";
import type { CreateTfrCoefficientInput, TfrCoefficientView } from "@/lib/validation/tfr-coefficient";
import { apiFetch } from "./api";
import type { MutationCallbacks } from "./mutation";

export const settingsKeys = {
  users: ["users"] as const,
  tfrCoefficients: ["tfr-coefficients"] as const,
  payroll: ["payroll-settings"] as const,
};

export const PAYROLL_SETTINGS_PATH = "/v1/payroll-settings";

export const TFR_COEFFICIENTS_PATH = "/v1/rate-tables/tfr-coefficients";

export const settingsApi = {
  users: () => apiFetch<{ data: UserView[] }>("/v1/users"),
  createUser: (input: CreateUserInput) => apiFetch<UserView>("/v1/users", { method: "POST", body: input }),
  updateUser: (id: string, input: UpdateUserInput | { disabled: boolean }) => apiFetch<UserView>(`/v1/users/${id}`, { method: "PATCH", body: input }),
  resetPassword: (id: string, input: ResetPasswordInput) => apiFetch<UserView>(`/v1/users/${id}/reset-password`, { method: "POST", body: input }),
  tfrCoefficients: () => apiFetch<{ data: TfrCoefficientView[] }>(TFR_COEFFICIENTS_PATH),
  createTfrCoefficient: (input: CreateTfrCoefficientInput) => apiFetch<TfrCoefficientView>(TFR_COEFFICIENTS_PATH, { method: "POST", body: input }),
  payroll: () => apiFetch<PayrollSettingsView>(PAYROLL_SETTINGS_PATH),
  updatePayroll: (body: Record<string, unknown>) => apiFetch<PayrollSettingsView>(PAYROLL_SETTINGS_PATH, { method: "PATCH", body }),
};

export function useUsers(options: { enabled: boolean }) {
  return useQuery({ queryKey: settingsKeys.users, queryFn: settingsApi.users, enabled: options.enabled });
}

export function useTfrCoefficients() {
  return useQuery({ queryKey: settingsKeys.tfrCoefficients, queryFn: settingsApi.tfrCoefficients });
}

export function usePayrollSettings(options: { staleTime?: number } = {}) {
  return useQuery({ queryKey: settingsKeys.payroll, queryFn: settingsApi.payroll, ...options });
}

/** A mutation of the clerks' list: the list is read again before the screen's onSuccess runs. */
function useUsersMutation<TVariables>(mutationFn: (input: TVariables) => Promise<UserView>, callbacks: MutationCallbacks<UserView, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.users });
      await callbacks.onSuccess?.(...args);
    },
  });
}

export function useCreateUser(callbacks: MutationCallbacks<UserView, CreateUserInput> = {}) {
  return useUsersMutation(settingsApi.createUser, callbacks);
}

export function useUpdateUser(id: string, callbacks: MutationCallbacks<UserView, UpdateUserInput> = {}) {
  return useUsersMutation((input: UpdateUserInput) => settingsApi.updateUser(id, input), callbacks);
}

/** Disables an active clerk or enables a disabled one. */
export function useToggleUser(callbacks: MutationCallbacks<UserView, UserView> = {}) {
  return useUsersMutation((user: UserView) => settingsApi.updateUser(user.id, { disabled: user.disabledAt === null }), callbacks);
}

export function useResetPassword(id: string, callbacks: MutationCallbacks<UserView, ResetPasswordInput> = {}) {
  return useUsersMutation((input: ResetPasswordInput) => settingsApi.resetPassword(id, input), callbacks);
}

export function useCreateTfrCoefficient(callbacks: MutationCallbacks<TfrCoefficientView, CreateTfrCoefficientInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: settingsApi.createTfrCoefficient,
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.tfrCoefficients });
      await callbacks.onSuccess?.(...args);
    },
  });
}

/** The answer is the new state of the settings: it replaces the cached one (no second read). */
export function useUpdatePayrollSettings(callbacks: MutationCallbacks<PayrollSettingsView, Record<string, unknown>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: settingsApi.updatePayroll,
    onSuccess: async (...args) => {
      queryClient.setQueryData(settingsKeys.payroll, args[0]);
      await callbacks.onSuccess?.(...args);
    },
  });
}
