/**
 * The print page's payslip (issue 26 point 17): a monthly live-in shows no meaningless "paid hours"
 * (it printed "Ore retribuite 2,50", the overtime alone), the worker's address, and the signature
 * block under a line naming employer, worker and period, kept whole on paper.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PrintPayslip, type PrintWorker } from "@/components/payroll/print-payslip";
import type { PayslipDetail } from "@/lib/client/payroll";
import { getDictionary } from "@/lib/i18n/dictionary";
import { calculatePayslip } from "@/lib/payroll";
import { autoFill, contract, ev, replaceOn, terms } from "../payroll/fixtures";

const t = terms({
  level: "CS",
  jobType: "carer_non_self_sufficient",
  cohabiting: true,
  payBasis: "monthly",
  wage: "1250.00",
  weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
  board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
});
const events = replaceOn(autoFill(t, "2025-02-23", "2025-04-05"), ["2025-03-14"], (d) => ev(d, "overtime", "2.5"));
events.push(...autoFill(t, "2025-03-14", "2025-03-14"));
const r = calculatePayslip({ contract: contract({ startDate: "2024-09-02" }), terms: [t], events, state: null, options: { period: "2025-03" } });
const payslip = {
  ...r,
  id: "p1",
  status: "final",
  kind: "ordinary",
  note1: null,
  note2: null,
  isOutdated: false,
  outdatedReasons: [],
} as unknown as PayslipDetail;
const worker: PrintWorker = {
  name: "Elena Bianchi",
  fiscalCode: null,
  level: "CS",
  hireDate: "2024-09-02",
  endDate: null,
  inpsCode: null,
  address: "Via Po 2, 00198 Roma (RM)",
  payBasis: "monthly",
};

function html(w: PrintWorker): string {
  const props = {
    payslip,
    employer: { name: "Rossi Anna", taxId: null, address: null },
    worker: w,
    thirteenthMonths: [],
    t: getDictionary("it"),
    locale: "it" as const,
  };
  return renderToStaticMarkup(createElement(PrintPayslip, props))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("print page payslip", () => {
  it("a monthly live-in: fixed monthly pay and the overtime hours as extra, never as the month's paid hours", () => {
    expect(r.earningElements.some((e) => e.code === "STRAORDINARIO" && e.periodDuration === "2.50")).toBe(true);
    const text = html(worker);
    expect(text).toContain("Retribuzione mensile fissa");
    expect(text).toContain("Ore aggiuntive retribuite 2,50");
    expect(text).not.toContain("Ore retribuite 2,50");
    expect(text).toContain("Via Po 2, 00198 Roma (RM)");
    expect(text).toContain("Prospetto paga di Marzo 2025 — datore di lavoro: Rossi Anna · lavoratore: Elena Bianchi");
  });
  it("an hourly worker keeps the paid hours", () => {
    expect(html({ ...worker, payBasis: "hourly" })).toContain("Ore retribuite 2,50");
  });
});
