import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Class names joined, with a later Tailwind class overriding an earlier one of the same kind (a caller's `px-2` beats the kit's `px-3.5`). */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
