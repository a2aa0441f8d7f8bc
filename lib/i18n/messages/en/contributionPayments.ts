// The English of lib/i18n/messages/contributionPayments.ts (its own module: a page loads only its language).
import type { ContributionPaymentsMessages } from "../contributionPayments";

export const en: ContributionPaymentsMessages = {
  tab: "Payments",
  title: "Contribution payments",
  description: "For each employment and quarter (and each cessation): what to pay, by when, whether the family was told and whether it paid.",
  compute: "Compute the quarter",
  computed: (n: string, ready: string) => `${n} payments computed, ${ready} ready.`,
  csv: "Notice data (CSV)",
  empty: "No payments for this quarter: compute the quarter.",
  status: { pending: "Pending", ready: "To notify", notified: "Notified", overdue: "Overdue", paid: "Paid" },
  kind: { quarterly: "Quarterly", cessation_worked: "Cessation", cessation_notice: "Cessation (notice)" },
  columns: { select: "Select", employer: "Employer", worker: "Worker", kind: "Payment", due: "Due date", total: "Total", paid: "Paid", status: "Status" },
  balance: (v: string) => `${v} left`,
  excess: (v: string) => `${v} in excess`,
  notifyEmail: "Notify by e-mail",
  notifyPhone: "Mark as told (phone)",
  notifyPaper: "Mark as told (paper)",
  notified: (ok: string, refused: string) => `${ok} notified, ${refused} not notified.`,
  record: "Record payment",
  taxStatement: "Contributions paid (PDF)",
  dialog: {
    title: "Record a payment",
    paidOn: "Date of payment",
    amount: "Amount paid",
    noticeCode: "pagoPA notice code (optional, 18 digits)",
    save: "Record",
    cancel: "Cancel",
    due: (total: string, date: string) => `To pay ${total} by ${date}.`,
  },
};
