/**
 * The end-of-employment reasons of the contract API. The CCNL rules of contract terms live in the
 * engine (`lib/payroll/ccnl.ts`) and are imported from `@/lib/payroll`, their one door.
 */
export const END_REASONS = ["dismissal", "resignation", "mutual_agreement", "end_of_fixed_term", "death_of_assisted_person", "just_cause"] as const;
export type EndReason = (typeof END_REASONS)[number];
