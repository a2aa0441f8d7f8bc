import "server-only";

/**
 * The e-mail a household or a worker receives when a payslip is finalized (issue 29 point 7): the
 * month and the kind of payslip, and a link to it in the portal. Never a figure: no amount, no
 * fiscal code, no name of the worker (an e-mail travels and is kept in places we do not control).
 * Pure: composed from what the caller passes, in the access's language.
 */

export type DeliveryLocale = "it" | "en";
export type PayslipKind = "ordinary" | "thirteenth" | "severance_liquidation" | "correction";

export interface PayslipMessageFacts {
  /** YYYY-MM */
  period: string;
  kind: PayslipKind;
  /** the organization (the payroll office) that sends it */
  organizationName: string;
  /** absolute link to the payslip in the portal */
  link: string;
  /** the PDF is attached, protected by a password (the worker's fiscal code, not written here) */
  attached: boolean;
  /** a worker reads "your payslip"; a household "the payslip of your domestic worker" */
  audience: "worker" | "household";
}

export interface ComposedMessage {
  subject: string;
  text: string;
}

function monthName(period: string, locale: DeliveryLocale): string {
  const [year, month] = period.split("-").map(Number);
  const name = new Intl.DateTimeFormat(locale === "it" ? "it-IT" : "en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year!, month! - 1, 1)),
  );
  return name;
}

const KIND: Record<DeliveryLocale, Record<PayslipKind, string>> = {
  it: { ordinary: "busta paga", thirteenth: "tredicesima", severance_liquidation: "liquidazione del TFR", correction: "cedolino di rettifica" },
  en: { ordinary: "payslip", thirteenth: "thirteenth-month payslip", severance_liquidation: "severance (TFR) payslip", correction: "correcting payslip" },
};

function italian(f: PayslipMessageFacts): ComposedMessage {
  const month = monthName(f.period, "it");
  const kind = KIND.it[f.kind];
  // "cedolino" is masculine: its article and adjective agree
  const masculine = f.kind === "correction";
  const whose = f.audience === "worker" ? `${masculine ? "Il tuo" : "La tua"} ${kind}` : `${masculine ? "Il" : "La"} ${kind} del tuo collaboratore domestico`;
  const lines = ["Buongiorno,", "", `${whose} di ${month} è ${masculine ? "pronto" : "pronta"}.`, "Puoi vederla e scaricarla dal portale:", f.link];
  if (f.attached) lines.push("", "Il PDF è allegato a questa e-mail ed è protetto da una password: il codice fiscale del lavoratore, in lettere maiuscole.");
  if (f.audience === "worker") lines.push("", "Quando hai ricevuto la paga, confermalo dal portale.");
  lines.push("", `${f.organizationName}`, "", "Questa e-mail non contiene importi né dati personali: li trovi solo nel portale.");
  return { subject: `${capitalize(kind)} di ${month} disponibile`, text: lines.join("\n") };
}

function english(f: PayslipMessageFacts): ComposedMessage {
  const month = monthName(f.period, "en");
  const kind = KIND.en[f.kind];
  const whose = f.audience === "worker" ? `Your ${kind}` : `The ${kind} of your domestic worker`;
  const lines = ["Hello,", "", `${whose} for ${month} is ready.`, "You can view and download it in the portal:", f.link];
  if (f.attached) lines.push("", "The PDF is attached to this e-mail and protected by a password: the worker's fiscal code, in capital letters.");
  if (f.audience === "worker") lines.push("", "Once you have received the pay, please confirm it in the portal.");
  lines.push("", `${f.organizationName}`, "", "This e-mail holds no amounts and no personal data: you find them in the portal only.");
  return { subject: `${capitalize(kind)} for ${month} available`, text: lines.join("\n") };
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The subject and the plain-text body in the access's language. */
export function composePayslipMessage(locale: DeliveryLocale, facts: PayslipMessageFacts): ComposedMessage {
  return locale === "en" ? english(facts) : italian(facts);
}
