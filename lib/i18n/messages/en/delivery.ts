// The English of lib/i18n/messages/delivery.ts (its own module: a page loads only its language).
import type { DeliveryMessages } from "../delivery";

export const en: DeliveryMessages = {
  status: {
    viewedOn: (date: string) => `Viewed on ${date}`,
    notViewed: "Not viewed yet",
    confirmedOn: (date: string) => `Receipt confirmed on ${date}`,
    notConfirmed: "Receipt not confirmed",
    heading: "Delivery to the worker",
  },
  list: {
    title: "Payslips",
    empty: "There are no payslips yet.",
    unread: "Unread",
    confirmed: "Receipt confirmed",
    open: (period: string) => `Open the payslip of ${period}`,
  },
  kinds: { ordinary: "Payslip", thirteenth: "Thirteenth month", severance_liquidation: "Severance (TFR)", correction: "Correcting payslip" },
  detail: {
    back: "All payslips",
    employer: "Employer",
    period: "Period",
    net: "Net pay",
    gross: "Gross pay",
    pdf: "Download the PDF",
    confirm: "I confirm I received the pay",
    confirmQuestion: "Do you confirm you received this month's pay?",
    confirmYes: "Yes, I confirm",
    confirmNo: "Cancel",
    confirmedOn: (date: string) => `You confirmed receiving the pay on ${date}.`,
    householdConfirmedOn: (date: string) => `The worker confirmed receiving the pay on ${date}.`,
    householdNotConfirmed: "The worker has not confirmed receiving the pay yet.",
  },
  calendar: {
    title: "My calendar",
    empty: "No events recorded this month.",
    previous: "Previous month",
    next: "Next month",
    hours: (hours: string) => `${hours} hours`,
    readOnly: "Read only: for corrections, ask your employer.",
  },
};
