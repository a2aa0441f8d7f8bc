import { z } from "zod";
import { paginationQuery } from "@/lib/validation/pagination";
import { decimalString, isoDate, isoMonth, isoYear } from "./common";

const uuid = (name: string) => z.string({ error: `${name} is required` }).uuid(`${name} must be a UUID`);
const money = (label?: string) => decimalString({ scale: 2, min: "0", max: "999999999", label });
const signedMoney = () => decimalString({ scale: 2, min: "-999999999", max: "999999999" });

export const validateBeforeRunBody = z.strictObject({
  domesticContractId: uuid("domesticContractId"),
  date: isoMonth.meta({ description: "Period YYYY-MM" }),
});

export const contributionWeeksBody = z
  .strictObject({
    domesticContractId: uuid("domesticContractId"),
    startDate: isoDate,
    endDate: isoDate,
    employmentEnding: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "endDate must not precede startDate", params: { code: "end_before_start" } });
    const days = (Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000;
    if (days > 366) ctx.addIssue({ code: "custom", path: ["endDate"], message: "The range is at most one year", params: { code: "range_too_long" } });
  });

/** Unknown extra fields inside a week are ignored (a client passing back what contribution-weeks returned keeps working when a field is added). */
export const contributionWeekSchema = z.object({
  hours: decimalString({ scale: 2, min: "0", max: "168" }),
  weekStart: isoDate,
  weekEnd: isoDate,
  isFromNextPeriod: z.boolean(),
  isNoticePeriod: z.boolean().optional().meta({ description: "A week of the notice period after the termination (as returned by contribution-weeks)" }),
});

export const PERIOD_TYPES = ["period", "week", "hour", "day", "month", "year"] as const;

export const customElementSchema = z.strictObject({
  name: z.string().trim().min(1, "name is required").max(120),
  periodType: z.enum(PERIOD_TYPES),
  periodDuration: decimalString({ scale: 4, min: "0", max: "100000" }),
  value: signedMoney(),
});

export const runPayrollBody = z
  .strictObject({
    domesticContractId: uuid("domesticContractId"),
    organizationId: uuid("organizationId"),
    period: isoMonth,
    contributionWeeks: z.array(contributionWeekSchema).max(60),
    notUsedVacationContributionHours: decimalString({ scale: 2, min: "0", max: "10000" }).default("0.00"),
    missingNoticeWeeks: decimalString({ scale: 2, min: "0", max: "52" }).default("0"),
    isThirteenth: z.boolean().optional(),
    employmentEndDate: isoDate.optional(),
    missingNoticeType: z.enum(["EMPLOYER", "EMPLOYEE"]).optional(),
    missingNoticeDays: decimalString({ scale: 2, min: "0", max: "120" }).optional(),
    liquidateSeveranceWithEmploymentEnd: z.boolean().optional(),
    severanceLiquidationPayslip: z.boolean().optional(),
    severanceAnticipation: money().optional(),
    vacationAnticipation: money().optional(),
    accommodationInCash: money().optional(),
    accommodationInNature: money().optional(),
    customEarnings: z.array(customElementSchema).max(50).optional(),
    customDeductions: z.array(customElementSchema).max(50).optional(),
    customImputedElements: z.array(customElementSchema).max(50).optional(),
    note1: z.string().max(2000).optional(),
    note2: z.string().max(2000).optional(),
    provisionalTfrCoefficient: z
      .strictObject({
        percent: decimalString({ scale: 6, min: "0", max: "20" }),
        reason: z.string({ error: "Give the reason for a provisional coefficient" }).trim().min(1, "Give the reason for a provisional coefficient").max(500),
      })
      .optional()
      .meta({ description: "TFR coefficient (percent) for a month not yet published, with its reason; recorded and shown on the payslip" }),
  })
  .superRefine((v, ctx) => {
    v.contributionWeeks.forEach((w, i) => {
      if (w.weekEnd < w.weekStart)
        ctx.addIssue({
          code: "custom",
          path: ["contributionWeeks", i, "weekEnd"],
          message: "weekEnd must not precede weekStart",
          params: { code: "end_before_start" },
        });
      const days = (Date.parse(w.weekEnd) - Date.parse(w.weekStart)) / 86_400_000;
      if (days > 6)
        ctx.addIssue({
          code: "custom",
          path: ["contributionWeeks", i, "weekEnd"],
          message: "A contribution week spans at most Sunday to Saturday",
          params: { code: "week_too_long" },
        });
    });
    if (v.missingNoticeType && !v.employmentEndDate) {
      ctx.addIssue({
        code: "custom",
        path: ["missingNoticeType"],
        message: "Notice indemnity needs employmentEndDate",
        params: { code: "notice_needs_end_date" },
      });
    }
    if (v.isThirteenth && v.severanceLiquidationPayslip) {
      ctx.addIssue({
        code: "custom",
        path: ["severanceLiquidationPayslip"],
        message: "A payslip is either the thirteenth or a severance liquidation",
        params: { code: "thirteenth_or_liquidation" },
      });
    }
  });
export type RunPayrollBody = z.infer<typeof runPayrollBody>;

export const PAYSLIP_SORT_FIELDS = ["startDate", "createdAt", "totalNet", "totalGross", "period"] as const;

export const listPayslipsQuery = paginationQuery(PAYSLIP_SORT_FIELDS, "startDate", "desc").extend({
  domesticContractId: uuid("domesticContractId"),
  status: z.enum(["draft", "final"]).optional(),
  year: isoYear.optional(),
});
export type ListPayslipsQuery = z.infer<typeof listPayslipsQuery>;

export const patchPayslipBody = z.strictObject({
  note1: z.string().max(2000).nullable().optional(),
  note2: z.string().max(2000).nullable().optional(),
});

export const payrollMonthQuery = z.object({ period: isoMonth });

/** GET /v1/domestic-payslips/pdf: a month's final payslips in one PDF. */
export const monthPayslipsPdfQuery = z.object({ organizationId: uuid("organizationId"), period: isoMonth });
