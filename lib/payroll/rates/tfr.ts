/**
 * TFR revaluation coefficients (art. 2120 c.c.; docs/domain/rules-update.md §2): 1.5 % fixed
 * (pro rata by months) + 75 % of the ISTAT FOI change, the variable part floored at 0 (§1f). A
 * month's coefficient applies to payments from the 15th of that month to the 14th of the next; the
 * December coefficient revalues at 31 Dec the fund at the previous 31 Dec. From January 2026 the FOI
 * is published in base 2025 = 100 and is linked to base 2015 with 1.214 against FOI Dec 2025 = 121.5.
 *
 * This built-in series is the engine's default; the service passes the maintained table
 * (`tfr_coefficients`, the installation's series: `npm run istat`, docs/operations.md) in
 * `settings.tfrMonthlyCoefficients`, which wins. Every coefficient here is the one its FOI derives
 * (tests/unit/payroll/tfr-foi-series.test.ts).
 * Percent values as decimal strings. `derived`: computed from the FOI (not found published).
 */
export interface MonthlyCoefficient {
  percent: string;
  foi: string | null;
  /** FOI base: "2015" (default) or "2025" */
  foiBase?: "2015" | "2025";
  source: string;
  derived?: boolean;
}

const S = {
  ASS2212: "https://portale.assimpredilance.it/articoli/bollettino-di-statistica-indice-foi-sul-costo-della-vita-di-dicembre-2022",
  CONFAPI23: "https://confapiemilia.it/t-f-r-coefficiente-di-rivalutazione-giugno-2023",
  APIMN23: "https://www.api.mn.it/sindacale/sindacale/12744-trattamento-di-fine-rapporto-indice-di-rivalutazione-luglio-2023",
  IMMO23: "https://immoplus.it/indice-istat-settembre-2023/",
  CTEL23: "https://www.commercialistatelematico.com/articoli/notizie-fiscali/tfr-rivalutazione-di-ottobre",
  CONFI2311: "https://confindustria.it/home/centro-studi/temi-di-ricerca/congiuntura-e-previsioni/dettaglio/tfr-crediti-lavoro-novembre-2023",
  ECL2401: "https://eclavoro.it/tfr-pubblicato-coefficiente-rivalutazione-gennaio-2024",
  APIMN24:
    "https://www.api.mn.it/sindacale/sindacale-sicurapi/14366-trattamento-di-fine-rapporto-t-f-r-indice-di-rivalutazione-periodo-15-agosto-2024-14-settembre-2024",
  ASS2409: "https://portale.assimpredilance.it/articoli/bollettino-di-statistica-indice-foi-del-costo-della-vita-ad-agosto-e-settembre-2024",
  ISTAT: "https://www.istat.it/notizia/indice-dei-prezzi-per-le-rivalutazioni-monetarie/",
  ASS2411: "https://portale.assimpredilance.it/articoli/bollettino-di-statistica-indice-foi-del-costo-della-vita-a-novembre-2024",
  DAP2412: "https://www.studiodap.it/tfr-indice-di-rivalutazione-dicembre-2024/",
  RF2501: "https://redazionefiscale.it/c/notizie-flash/45630-aggiornamento-sulla-rivalutazione-tfr-e-crediti-di-lavoro-i-dati-istat-di-gennaio-2025",
  ANCECR2502: "https://cremona.ance.it/2025/03/21/circ-175-25-coefficiente-per-la-rivalutazione-del-tfr-febbraio-2025",
  IO2503: "https://mysolution.it/lavoro/informazioni/italia-oggi/2025/04/17/italia-oggi-17-aprile-2025-pag-34_2",
  ASSI2505: "https://www.assistal.it/tfr-coefficiente-di-rivalutazione-maggio-2025",
  CAQ2507: "https://www.confindustria.aq.it/post/coefficiente-di-rivalutazione-del-tfr-luglio-2025",
  ASSI2508: "https://www.assistal.it/?p=30978",
  CAG2509: "https://consulenzaagricola.it/flash/25832-rivalutazione-tfr-e-crediti-di-lavoro-settembre-2025",
  NT2510: "https://ntpluslavoro.ilsole24ore.com/art/il-coefficiente-ottobre-tfr-e-1998752-AHakfNnD",
  ANCE1125: "https://ance.it/?p=267578",
  ECL2512: "https://www.eclavoro.it/tfr-indice-rivalutazione-dicembre-2025",
  ITALP26: "https://news.italpaghe.ilccnl.it/2026/2/indice-istat-gennaio-2026",
  GIA2602: "https://www.gia.pr.it/notizia/trattamento-fine-rapporto-indice-istat-febbraio-2026",
} as const;

const c = (percent: string, foi: string, source: string, extra: Partial<MonthlyCoefficient> = {}): MonthlyCoefficient => ({ percent, foi, source, ...extra });

/** key 'YYYY-MM'; docs/domain/rules-update.md §2 (full series from January 2023 and the December coefficients). */
export const TFR_MONTHLY_COEFFICIENTS: Readonly<Record<string, MonthlyCoefficient>> = {
  "2022-12": c("9.974576", "118.2", S.ASS2212),
  "2023-01": c("0.188452", "118.3", S.CONFAPI23),
  "2023-02": c("0.440355", "118.5", S.CONFAPI23),
  "2023-03": c("0.375000", "118.0", S.CONFAPI23),
  "2023-04": c("0.626904", "118.4", S.CONFAPI23),
  "2023-05": c("0.878807", "118.6", S.CONFAPI23),
  "2023-06": c("1.003807", "118.6", S.CONFAPI23),
  "2023-07": c("1.192259", "118.7", S.APIMN23),
  "2023-08": c("1.571066", "119.1", S.IMMO23, { derived: true }),
  "2023-09": c("1.822970", "119.3", S.IMMO23, { derived: true }),
  "2023-10": c("1.884518", "119.2", S.CTEL23),
  "2023-11": c("1.692259", "118.7", S.CONFI2311),
  "2023-12": c("1.944162", "118.9", S.ECL2401, { derived: true }),
  "2024-01": c("0.377313", "119.3", S.APIMN24),
  "2024-02": c("0.502313", "119.3", S.APIMN24),
  "2024-03": c("0.690391", "119.4", S.APIMN24),
  "2024-04": c("0.752313", "119.3", S.APIMN24),
  "2024-05": c("1.003469", "119.5", S.APIMN24),
  "2024-06": c("1.128469", "119.5", S.APIMN24),
  "2024-07": c("1.568860", "120.0", S.APIMN24),
  "2024-08": c("1.756939", "120.1", S.APIMN24),
  "2024-09": c("1.818860", "120.0", S.ASS2409),
  "2024-10": c("2.006939", "120.1", S.ISTAT, { derived: true }),
  "2024-11": c("2.131939", "120.1", S.ASS2411),
  "2024-12": c("2.320017", "120.2", S.DAP2412),
  "2025-01": c("0.561772", "120.9", S.RF2501),
  "2025-02": c("0.811564", "121.1", S.ANCECR2502),
  "2025-03": c("1.123752", "121.4", S.IO2503),
  "2025-04": c("1.186356", "121.3", S.ASSI2505, { derived: true }),
  "2025-05": c("1.248960", "121.2", S.ASSI2505),
  "2025-06": c("1.436356", "121.3", S.CAQ2507, { derived: true }),
  "2025-07": c("1.873336", "121.8", S.CAQ2507),
  "2025-08": c("1.998336", "121.8", S.ASSI2508),
  "2025-09": c("2.060940", "121.7", S.CAG2509),
  "2025-10": c("1.998752", "121.4", S.NT2510),
  "2025-11": c("2.061356", "121.3", S.ANCE1125),
  "2025-12": c("2.311148", "121.5", S.ECL2512),
  "2026-01": c("0.363025", "100.4", S.ITALP26, { foiBase: "2025" }),
  "2026-02": c("0.862716", "100.9", S.GIA2602, { foiBase: "2025" }),
};

/** Fixed part of the TFR revaluation per year, percent (art. 2120 c.c.). */
export const TFR_FIXED_PERCENT_PER_YEAR = "1.5";
/** Share of the FOI increase (art. 2120 c.c.). */
export const TFR_FOI_SHARE = "0.75";
/** Annual TFR divisor (art. 2120 c.c.). */
export const TFR_DIVISOR = "13.5";
/** From this month the FOI is published in base 2025 = 100 (rules-update.md §1f). */
export const FOI_BASE_2025_FROM = "2026-01";
/** Linking coefficient base 2015 → base 2025 (ISTAT; rules-update.md §1f). */
export const FOI_LINK_2015_TO_2025 = "1.214";
