/** The pay of a payslip as paid, its receipts and the prestazione universale pack (issue 30 points 5–6). */
const it = {
  title: "Pagamenti",
  intro:
    "Registra quando e come è stata pagata la retribuzione: per ogni pagamento si genera la quietanza da far firmare al lavoratore (o confermata da lui nel portale).",
  draftOnly: "I pagamenti si registrano sulla busta paga definitiva.",
  status: { unpaid: "Da pagare", partly_paid: "Pagata in parte", paid: "Pagata" },
  summary: (paid: string, net: string): string => `Pagato ${paid} su ${net} netti`,
  outstanding: (amount: string): string => `Restano da pagare ${amount}`,
  excess: (amount: string): string => `Pagato in eccesso: ${amount}`,
  confirmed: (date: string): string => `Ricevuta confermata dal lavoratore il ${date}`,
  columns: { paidOn: "Data", method: "Modalità", amount: "Importo", reference: "Riferimento", receipt: "Quietanza", actions: "Azioni" },
  methods: { cash: "Contanti", bank_transfer: "Bonifico", other: "Altro" },
  none: "Nessun pagamento registrato.",
  record: "Registra pagamento",
  fields: {
    paidOn: "Data del pagamento",
    method: "Modalità",
    amount: "Importo (€)",
    reference: "Riferimento (CRO/TRN)",
    note: "Nota",
    reason: "Motivo dell'eccedenza",
  },
  reasonHint: "Serve solo se il totale pagato supera il netto: l'eccedenza resta registrata a parte.",
  save: "Registra",
  saved: "Pagamento registrato: la quietanza è pronta.",
  receipt: "Quietanza",
  receiptEnglish: "in inglese",
  receiptLabel: (date: string): string => `Scarica la quietanza del pagamento del ${date} (PDF)`,
  remove: "Elimina",
  removeLabel: (date: string): string => `Elimina il pagamento del ${date}`,
  confirmRemove: "Eliminare il pagamento e la sua quietanza? L'operazione resta nel registro delle attività.",
  removed: "Pagamento eliminato.",
  excessBadge: (amount: string): string => `eccedenza ${amount}`,
  problems: {
    amount_not_positive: "L'importo deve essere maggiore di zero.",
    paid_on_in_future: "La data del pagamento non può essere futura.",
    paid_on_before_period: "La data è precedente all'inizio del periodo della busta paga.",
    payment_exceeds_net: "Con questo pagamento il totale supera il netto: indica il motivo dell'eccedenza.",
  } as Record<string, string>,
  contract: {
    legend: "Persona assistita e luogo di lavoro (prestazione universale)",
    assistedPersonName: "Persona assistita",
    assistedPersonFiscalCode: "Codice fiscale della persona assistita",
    assistedPersonBirthDate: "Data di nascita della persona assistita",
    workplaceAddress: "Luogo di lavoro (indirizzo)",
  },
  pack: {
    title: "Prestazione universale",
    intro: "Buste paga quietanzate del trimestre da trasmettere all'INPS entro il 10 del mese successivo (D.Lgs. 29/2024; messaggi INPS 949/2025 e 3514/2025).",
    quarter: "Trimestre",
    dueDate: (date: string): string => `Da trasmettere entro il ${date}`,
    download: "Scarica il fascicolo (PDF)",
    ready: "Fascicolo completo.",
    warnings: {
      assisted_person_missing: "Il contratto non indica la persona assistita.",
      workplace_missing: "Il contratto non indica il luogo di lavoro.",
      payslip_missing: "Manca la busta paga del mese.",
      payslip_draft: "La busta paga del mese è ancora in bozza.",
      payslip_unpaid: "Nessun pagamento registrato.",
      payslip_partly_paid: "Pagata solo in parte.",
      receipt_to_sign: "Quietanze da far firmare al lavoratore.",
    } as Record<string, string>,
  },
};

export type PaymentsMessages = typeof it;

export { it };
