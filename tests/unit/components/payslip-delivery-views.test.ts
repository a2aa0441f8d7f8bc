/**
 * Payslip delivery on screen (issue 29): the clerk reads "Vista il …" / "Ricevuta confermata il …"
 * with their icons and stable test ids; the worker's portal list marks the unread payslips, a
 * household's does not. Rendered in Italian and English.
 */
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { DeliveryStatus } from "@/components/payroll/delivery-status";
import { PortalPayslipList } from "@/components/portal/payslips/payslip-list";
import { I18nProvider, loadDictionary } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/config";
import type { PortalPayslipItem } from "@/lib/services/payslips/list-portal-payslips";

// the provider's props type requires children, so they go in the props (not as createElement's third argument)
// eslint-disable-next-line react/no-children-prop
const render = (locale: Locale, node: ReactNode) => renderToStaticMarkup(createElement(I18nProvider, { locale, children: node }));

const items: PortalPayslipItem[] = [
  {
    id: "p-2026-03",
    period: "2026-03",
    kind: "ordinary",
    employerName: "Rossi Elena",
    finalizedAt: "2026-04-01T08:00:00.000Z",
    viewedAt: null,
    receiptConfirmedAt: null,
  },
  {
    id: "p-2026-02",
    period: "2026-02",
    kind: "ordinary",
    employerName: "Rossi Elena",
    finalizedAt: "2026-03-01T08:00:00.000Z",
    viewedAt: "2026-03-02T09:15:00.000Z",
    receiptConfirmedAt: "2026-03-05T17:40:00.000Z",
  },
];

beforeAll(async () => {
  await Promise.all([loadDictionary("it"), loadDictionary("en")]);
});

describe("DeliveryStatus (the clerk's screens)", () => {
  it("says when the worker viewed the payslip and confirmed the pay, in Rome time", () => {
    const html = render("it", createElement(DeliveryStatus, { viewedAt: "2026-03-02T09:15:00.000Z", receiptConfirmedAt: "2026-03-05T17:40:00.000Z" }));
    expect(html).toContain("Vista il 02/03/2026, 10:15");
    expect(html).toContain("Ricevuta confermata il 05/03/2026, 18:40");
    expect(html).toContain('data-state="viewed"');
    expect(html).toContain('data-state="confirmed"');
  });

  it("says what has not happened yet on the payslip page, and nothing in a table row", () => {
    const html = render("en", createElement(DeliveryStatus, { viewedAt: null, receiptConfirmedAt: null }));
    expect(html).toContain("Not viewed yet");
    expect(html).toContain("Receipt not confirmed");
    expect(render("en", createElement(DeliveryStatus, { viewedAt: null, receiptConfirmedAt: null, compact: true }))).toBe("");
    const row = render("en", createElement(DeliveryStatus, { viewedAt: "2026-03-02T09:15:00.000Z", receiptConfirmedAt: null, compact: true }));
    expect(row).toContain("Viewed on 02/03/2026, 10:15");
    expect(row).not.toContain("Receipt");
  });
});

describe("PortalPayslipList (the portal)", () => {
  it("marks the worker's unread payslip and the confirmed one, each a link to its page", () => {
    const html = render("it", createElement(PortalPayslipList, { items, isWorker: true }));
    expect(html.indexOf("Busta paga · Marzo 2026")).toBeGreaterThan(-1);
    expect(html.indexOf("Marzo 2026")).toBeLessThan(html.indexOf("Febbraio 2026"));
    expect(html).toContain('href="/portal/payslips/p-2026-03"');
    // the link is named by its visible text (WCAG 2.5.3 label in name): no aria-label that differs from it
    expect(html).not.toContain("aria-label=");
    expect(html.match(/data-testid="portal-payslip-unread"/g)).toHaveLength(1);
    expect(html).toContain("Ricevuta confermata");
  });

  it("shows a household the same list without marks, in English", () => {
    const html = render("en", createElement(PortalPayslipList, { items, isWorker: false }));
    expect(html).toContain("Payslip · March 2026");
    expect(html).not.toContain("Unread");
    expect(html).not.toContain("Receipt confirmed");
    expect(render("en", createElement(PortalPayslipList, { items: [], isWorker: true }))).toContain("There are no payslips yet.");
  });
});
