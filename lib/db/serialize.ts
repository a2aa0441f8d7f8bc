import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Decimal columns leave as fixed-scale strings: "1234.50". Never through Number. */
export function decimalString(value: Prisma.Decimal | { toFixed(dp: number): string }, scale = 2): string {
  return value.toFixed(scale);
}

export function dateString(value: Date): string {
  return value.toISOString().slice(0, 10);
}

export function optionalDateString(value: Date | null | undefined): string | null {
  return value ? dateString(value) : null;
}

export function timestampString(value: Date): string {
  return value.toISOString();
}

/** 'YYYY-MM-DD' → Date at UTC midnight, for @db.Date columns. */
export function toDbDate(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}
