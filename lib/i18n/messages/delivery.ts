// Strings of payslip delivery (issue 29): the worker's and the household's portal pages for payslips
// and the worker's calendar, and what the clerk sees of it (viewed, receipt confirmed).

const it = {
  // the clerk's screens
  status: {
    viewedOn: (date: string) => `Vista il ${date}`,
    notViewed: "Non ancora vista",
    confirmedOn: (date: string) => `Ricevuta confermata il ${date}`,
    notConfirmed: "Ricevuta non confermata",
    heading: "Consegna al lavoratore",
  },
  // the portal (a phone first)
  list: {
    title: "Le buste paga",
    empty: "Non ci sono ancora buste paga.",
    unread: "Da leggere",
    confirmed: "Ricevuta confermata",
    open: (period: string) => `Apri la busta paga di ${period.toLowerCase()}`,
  },
  kinds: { ordinary: "Busta paga", thirteenth: "Tredicesima", severance_liquidation: "Liquidazione TFR", correction: "Cedolino di rettifica" },
  detail: {
    back: "Tutte le buste paga",
    employer: "Datore di lavoro",
    period: "Periodo",
    net: "Netto in busta",
    gross: "Lordo",
    pdf: "Scarica il PDF",
    confirm: "Confermo di aver ricevuto la paga",
    confirmQuestion: "Confermi di aver ricevuto la paga di questo mese?",
    confirmYes: "Sì, confermo",
    confirmNo: "Annulla",
    confirmedOn: (date: string) => `Hai confermato di aver ricevuto la paga il ${date}.`,
    householdConfirmedOn: (date: string) => `Il lavoratore ha confermato di aver ricevuto la paga il ${date}.`,
    householdNotConfirmed: "Il lavoratore non ha ancora confermato di aver ricevuto la paga.",
  },
  calendar: {
    title: "Il mio calendario",
    empty: "Nessun evento registrato in questo mese.",
    previous: "Mese precedente",
    next: "Mese successivo",
    hours: (hours: string) => `${hours} ore`,
    readOnly: "Solo lettura: per correzioni rivolgiti al datore di lavoro.",
  },
};

export type DeliveryMessages = typeof it;

export { it };
