import "server-only";
import { formatLongDate, formatMoney } from "@/lib/format/display";
import type { OutboxMessage } from "@/lib/services/email/outbox";
import type { ContributionPaymentView } from "@/lib/validation/contribution-payment";

/**
 * The household's e-mails about a contribution payment: the notice (the clerk's "notify") and the
 * reminders (before the due date, the day after it). A payment notice: the amounts per line and
 * the due date ARE its purpose (issue 30 point 3); no fiscal code, no worker's personal data but the name.
 */
export type PaymentMessageKind = "notice" | "reminder_before" | "reminder_overdue";

const SUBJECT = {
  it: {
    notice: (q: string) => `Contributi INPS lavoro domestico ${q}: importi e scadenza`,
    reminder_before: (q: string) => `Promemoria: contributi INPS lavoro domestico ${q} in scadenza`,
    reminder_overdue: (q: string) => `Contributi INPS lavoro domestico ${q}: scadenza superata`,
  },
  en: {
    notice: (q: string) => `Domestic work INPS contributions ${q}: amounts and due date`,
    reminder_before: (q: string) => `Reminder: domestic work INPS contributions ${q} falling due`,
    reminder_overdue: (q: string) => `Domestic work INPS contributions ${q}: past the due date`,
  },
} as const;

function body(p: ContributionPaymentView, kind: PaymentMessageKind, locale: "it" | "en"): string {
  const money = (v: string) => formatMoney(v, locale);
  const due = formatLongDate(p.dueDate, locale);
  const it = locale === "it";
  const intro = {
    notice: it ? `ecco i contributi da versare per ${p.workerName} (${p.quarter}).` : `here are the contributions to pay for ${p.workerName} (${p.quarter}).`,
    reminder_before: it
      ? `ricordiamo il versamento dei contributi per ${p.workerName} (${p.quarter}).`
      : `a reminder of the contributions to pay for ${p.workerName} (${p.quarter}).`,
    reminder_overdue: it
      ? `la scadenza del versamento per ${p.workerName} (${p.quarter}) è passata e non risulta ancora pagato.`
      : `the due date of the payment for ${p.workerName} (${p.quarter}) has passed and it is not recorded as paid yet.`,
  }[kind];
  const lines = p.lines.map((l) =>
    it
      ? `- Avviso ${l.number}: ${l.fromWeek} – ${l.toWeek}, ${l.hours} ore, paga oraria ${money(l.effectiveHourlyWage)}: INPS ${money(l.inpsAmount)}, CAS.SA.COLF ${money(l.cassacolfAmount)}${l.over80Relief !== "0.00" ? `, esonero over 80 −${money(l.over80Relief)}` : ""} → ${money(l.totalToPay)}`
      : `- Notice ${l.number}: ${l.fromWeek} – ${l.toWeek}, ${l.hours} hours, hourly wage ${money(l.effectiveHourlyWage)}: INPS ${money(l.inpsAmount)}, CAS.SA.COLF ${money(l.cassacolfAmount)}${l.over80Relief !== "0.00" ? `, over-80 relief −${money(l.over80Relief)}` : ""} → ${money(l.totalToPay)}`,
  );
  const balance =
    p.paidAmount !== "0.00"
      ? [
          it
            ? `Già versato: ${money(p.paidAmount)}; resta da versare ${money(p.balance)}.`
            : `Already paid: ${money(p.paidAmount)}; still to pay ${money(p.balance)}.`,
        ]
      : [];
  return [
    it ? "Gentile famiglia," : "Dear household,",
    "",
    intro,
    "",
    ...lines,
    "",
    it
      ? `Totale: ${money(p.totalDue)}, da versare entro ${due} con gli avvisi pagoPA (portale INPS, app IO o INPS Mobile).`
      : `Total: ${money(p.totalDue)}, to pay by ${due} with the pagoPA notices (INPS portal, IO app or INPS Mobile).`,
    ...balance,
    "",
    it
      ? "Se avete già pagato, ignorate questo messaggio e comunicateci la data del versamento."
      : "If you have already paid, ignore this message and tell us the date of payment.",
  ].join("\n");
}

export function paymentMessages(
  p: ContributionPaymentView,
  kind: PaymentMessageKind,
  recipients: readonly { email: string; locale: "it" | "en" }[],
  dedupe: string,
): OutboxMessage[] {
  return recipients.map((r) => ({
    organizationId: p.organizationId,
    kind: kind === "notice" ? "contribution_notice" : "contribution_reminder",
    to: r.email,
    locale: r.locale,
    subject: SUBJECT[r.locale][kind](p.quarter),
    text: body(p, kind, r.locale),
    dedupeKey: `contribution_${kind}:${p.id}:${dedupe}:${r.email}`.slice(0, 200),
  }));
}
