/**
 * What a hiring or change letter states about the CCNL institutes of a set of terms (D.Lgs.
 * 104/2022 art. 1; CCNL 2025 art. 6 on the hiring letter): the probation, the notice bands, the
 * vacation and the paid permits that follow from level, cohabitation and weekly hours. The same
 * rules the end of employment and the balances apply (rules/notice.ts, rules/balances.ts;
 * docs/domain/rules-update.md §4, rules.md §8 and §9.4), so a letter never states its own figure. Pure.
 */
import { Decimal, dec, fmt2 } from "../money";
import type { Level } from "../rates/types";
import type { ContractTerms } from "../types";
import { paidPermitEntitlement } from "./balances";
import { probationDays } from "./notice";

export interface LetterTermsInput {
  startDate: string;
  fixedTerm: boolean;
  fixedTermEndDate: string | null;
  level: Level;
  cohabiting: boolean;
  weeklyHours: string;
}

/** A notice band: calendar days owed up to (or beyond) a seniority with the same employer. */
export interface NoticeBand {
  /** years of seniority the band ends (or starts, for the last band) at */
  seniorityYears: number;
  upTo: number;
  beyond: number;
}

export interface LetterTermsFacts {
  /** days of actual work (30 live-in or D/DS, 8 otherwise; a short fixed term the L. 203/2024 figure) */
  probationDays: number;
  /** the fixed-term rule of L. 203/2024 gave a shorter probation than the CCNL */
  probationFromFixedTermLaw: boolean;
  /** true for 25 hours a week or more: the band of 15/30 days, halved on resignation */
  noticeFullTime: boolean;
  /** notice the employer gives on dismissal */
  dismissalNotice: NoticeBand;
  /** notice the worker gives on resignation */
  resignationNotice: NoticeBand;
  /** working days of vacation per year of service, whatever the hours (the week counts 6 working days) */
  vacationDays: number;
  /** yearly paid-permit hours for medical visits and documents */
  paidPermitHours: string;
}

export const VACATION_DAYS_PER_YEAR = 26;

export function letterTermsFacts(input: LetterTermsInput): LetterTermsFacts {
  const weekly = dec(input.weeklyHours);
  const probation = probationDays({ ...input, fixedTermEndDate: input.fixedTermEndDate ?? null });
  const ccnlProbation = input.cohabiting || input.level === "D" || input.level === "DS" ? 30 : 8;
  const fullTime = weekly.greaterThanOrEqualTo(25);
  // ≥ 25 h: 15 days up to 5 years, 30 beyond, halved (rounded up) on resignation; < 25 h: 8 up to 2 years, 15 beyond, not halved
  const dismissalNotice: NoticeBand = fullTime ? { seniorityYears: 5, upTo: 15, beyond: 30 } : { seniorityYears: 2, upTo: 8, beyond: 15 };
  const resignationNotice: NoticeBand = fullTime ? { seniorityYears: 5, upTo: 8, beyond: 15 } : dismissalNotice;
  const reducedLiveIn = input.cohabiting && weekly.lessThanOrEqualTo(30);
  const permits = paidPermitEntitlement({ cohabiting: input.cohabiting } as ContractTerms, weekly, reducedLiveIn);
  return {
    probationDays: probation,
    probationFromFixedTermLaw: probation < ccnlProbation,
    noticeFullTime: fullTime,
    dismissalNotice,
    resignationNotice,
    vacationDays: VACATION_DAYS_PER_YEAR,
    paidPermitHours: fmt2(new Decimal(permits)),
  };
}
