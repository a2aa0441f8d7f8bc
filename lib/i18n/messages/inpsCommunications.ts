// Strings of the mandatory communications to INPS (rules-update-3 B4, issue 31): the contract page's section and its receipt dialog.

const it = {
  title: "Comunicazioni INPS",
  none: "Nessuna comunicazione per questo contratto.",
  kinds: {
    hiring: "Assunzione",
    variation: "Variazione",
    extension: "Proroga",
    transformation: "Trasformazione a tempo indeterminato",
    cessation: "Cessazione",
    annulment: "Annullamento dell'assunzione",
  },
  statuses: { to_file: "Da inviare", filed: "Inviata", cancelled: "Annullata" },
  cancelReasons: {
    contract_reopened: "cessazione annullata",
    contract_deleted: "contratto eliminato",
    terms_deleted: "condizioni eliminate",
    terms_unchanged: "nessuna modifica da comunicare",
    clerk: "annullata dall'operatore",
  },
  columns: { kind: "Comunicazione", event: "Evento", due: "Scadenza", status: "Stato", receipt: "Ricevuta" },
  overdue: "scaduta",
  dueRule: {
    hiring: "entro le 24 del giorno prima dell'inizio, anche se festivo",
    other: "entro 5 giorni dall'evento",
  },
  variationNumber: (n: string, quarter: string) => `variazione n. ${n} del ${quarter}`,
  overLimit: "oltre le due variazioni del trimestre accettate dall'INPS",
  receiptOf: (number: string, date: string) => `n. ${number} del ${date}`,
  relationshipCode: "Codice rapporto",
  recordReceipt: "Registra ricevuta",
  cancel: "Annulla",
  dialogTitle: (kind: string) => `Ricevuta INPS: ${kind}`,
  receiptNumber: "Numero ricevuta",
  filedOn: "Data di invio",
  relationshipCodeHint: "Il codice rapporto della ricevuta di assunzione viene salvato anche sul contratto.",
  save: "Salva ricevuta",
  cancelTitle: "Annulla comunicazione",
  cancelReason: "Motivo",
  cancelConfirm: "Annulla comunicazione",
  filed: "Ricevuta registrata.",
  cancelled: "Comunicazione annullata.",
};

export type InpsCommunicationsMessages = typeof it;

export { it };
