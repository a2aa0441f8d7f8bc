"use client";
/** What a screen adds to a resource's mutation hook: its own reaction after the hook's cache work. */
import type { UseMutationOptions } from "@tanstack/react-query";

export type MutationCallbacks<TData, TVariables> = Pick<UseMutationOptions<TData, Error, TVariables>, "onSuccess" | "onError" | "onSettled">;
