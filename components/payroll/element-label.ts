import type { Locale } from "@/lib/i18n/config";

/**
 * Payslip items on English screens (issue 15 point 17): the engine names its items in Italian (the
 * payslip is an Italian document, and the printed and PDF payslip stay Italian) and gives each a
 * stable code; the English screen shows the item by its code, with the detail in brackets
 * carried over. Items the clerk named (custom earnings and deductions) keep their own name, and
 * an unknown code falls back to the engine's name.
 */
const EN_BY_CODE: Record<string, string> = {
  ORE_ORDINARIE: "Ordinary hours",
  RETRIBUZIONE_MENSILE: "Monthly wage",
  ALTRO_LAVORO: "Other work",
  STRAORDINARIO: "Overtime",
  STRAORDINARIO_GIORN: "Daytime overtime",
  STRAORDINARIO_NOTT: "Night overtime",
  LAV_DOMENICALE: "Sunday work",
  LAV_FESTIVO: "Public holiday work",
  LAV_NOTTURNO: "Night work",
  FESTIVITA: "Public holiday",
  FESTIVITA_DOMENICA: "Public holiday on a Sunday",
  FERIE: "Vacation taken",
  FERIE_NON_GODUTE: "Accrued vacation not taken (paid out)",
  ANTICIPO_FERIE: "Vacation advance",
  RECUPERO_FERIE: "Vacation advance recovered",
  PERMESSO_RETR: "Paid leave",
  PERMESSO_NR: "Unpaid leave",
  PERMESSO_NASCITA: "Birth leave",
  CONGEDO_MATRIMONIALE: "Marriage leave",
  CONGEDO_PARENTALE: "Parental leave",
  ASSENZA_NR: "Unpaid absence",
  ASPETTATIVA: "Unpaid leave of absence",
  MALATTIA_100: "Sickness",
  MALATTIA_50: "Sickness",
  MALATTIA_50_TRATT: "Sickness – deduction",
  MALATTIA_NR: "Unpaid sickness",
  MALATTIA_NR_TRATT: "Unpaid sickness – deduction",
  MALATTIA_CUSTOM: "Sickness",
  MATERNITA: "Maternity paid by INPS",
  INFORTUNIO_DATORE: "Injury paid by the employer",
  INFORTUNIO_INAIL_TRATT: "Injury paid by INAIL – deduction",
  SCATTI_ANZIANITA: "Seniority increments",
  IND_BABYSITTER: "Baby-sitter allowance",
  IND_FUNZIONE: "Function allowance",
  IND_PLURIASSISTENZA: "Allowance for several assisted persons",
  IND_UNI11766: "UNI 11766 certification allowance",
  VITTO_ALLOGGIO_NATURA: "Board and lodging in kind",
  VITTO_ALLOGGIO_NATURA_NON_GODUTO: "Board and lodging not taken",
  VITTO_ALLOGGIO_INDENNITA: "Board and lodging allowance",
  VITTO_ALLOGGIO_ASSENZA: "Board and lodging allowance (absence)",
  TREDICESIMA: "Thirteenth month",
  TREDICESIMA_RATEI: "Thirteenth month accrued (termination)",
  TFR: "Severance pay (TFR)",
  TFR_RIVALUTAZIONE: "TFR revaluation",
  ANTICIPO_TFR: "TFR advance",
  INDENNITA_PREAVVISO: "Payment in lieu of notice",
  TRATTENUTA_PREAVVISO: "Deduction for notice not given",
  INPS_LAVORATORE: "INPS contributions, worker's share",
  INPS_DATORE: "INPS contributions, employer's share",
  CASSACOLF_LAVORATORE: "CAS.SA.COLF, worker's share",
  CASSACOLF_DATORE: "CAS.SA.COLF, employer's share",
  INPS_LAVORATORE_CONGUAGLIO: "INPS worker's share, quarter's whole-hours adjustment",
  CASSACOLF_LAVORATORE_CONGUAGLIO: "CAS.SA.COLF worker's share, quarter's whole-hours adjustment",
};

/** Items whose name the clerk typed: shown as typed in every language. */
const NAMED_BY_CLERK = new Set(["VOCE_AGGIUNTIVA", "TRATTENUTA_AGGIUNTIVA", "FIGURATIVO_AGGIUNTIVO"]);

const DETAIL_WORDS: [RegExp, string][] = [
  [/orario settimanale/g, "weekly hours"],
  [/giorni/g, "days"],
  [/\bgg\b/g, "days"],
  [/\bgiorno\b/g, "day"],
  [/coefficiente/g, "coefficient"],
  [/ferie\/congedo/g, "vacation/leave"],
  [/cessazione/g, "termination"],
  [/bambino under 6/g, "child under 6"],
  [/liquidate/g, "paid out"],
];

export function elementLabel(code: string, name: string, locale: Locale): string {
  if (locale === "it" || NAMED_BY_CLERK.has(code)) return name;
  const base = EN_BY_CODE[code];
  if (!base) return name;
  const detail = /\(([^()]*)\)\s*(?:-\s*trattenuta)?$/.exec(name)?.[1];
  if (!detail || base.includes("(")) return base;
  return `${base} (${DETAIL_WORDS.reduce((text, [from, to]) => text.replace(from, to), detail)})`;
}
