/**
 * TFR revaluation coefficients (art. 2120 c.c.): 1.5 % fixed (pro rata by months) + 75 % of the
 * ISTAT FOI change. Annual coefficients at 31 Dec live in each year module; this file holds the
 * monthly coefficients used for terminations/advances during a year, plus the 31 Dec 2022 figure
 * (no 2022 tables otherwise). A month's coefficient applies to payments from the 15th of that
 * month to the 14th of the next. Percent values as decimal strings.
 */
export interface MonthlyCoefficient {
  percent: string;
  foi: string | null;
  source: string;
  derived?: boolean;
}

/** key 'YYYY-MM' */
export const TFR_MONTHLY_COEFFICIENTS: Readonly<Record<string, MonthlyCoefficient>> = {
  "2022-12": { percent: "9.974576", foi: "118.2", source: "https://eclavoro.it/tfr-indice-rivalutazione-dicembre-2022" },
  "2023-12": {
    percent: "1.944162",
    foi: "118.9",
    source: "https://www.studiodap.it/tfr-indice-di-rivalutazione-dicembre-2024/",
    derived: true,
  },
  "2024-12": { percent: "2.320017", foi: "120.2", source: "https://www.studiodap.it/tfr-indice-di-rivalutazione-dicembre-2024/" },
  "2025-01": {
    percent: "0.561772",
    foi: "120.9",
    source:
      "https://redazionefiscale.it/c/notizie-flash/45630-aggiornamento-sulla-rivalutazione-tfr-e-crediti-di-lavoro-i-dati-istat-di-gennaio-2025",
  },
  "2025-02": {
    percent: "0.811564",
    foi: "121.1",
    source: "https://iosrlcultura.com/categoria/primo-piano/notizie/tfr-coefficiente-di-febbraio-2025-40816",
  },
  "2025-12": { percent: "2.311148", foi: "121.5", source: "https://www.eclavoro.it/tfr-indice-rivalutazione-dicembre-2025" },
};

/** Fixed part of the TFR revaluation per year, percent (art. 2120 c.c.). */
export const TFR_FIXED_PERCENT_PER_YEAR = "1.5";
/** Share of the FOI increase (art. 2120 c.c.). */
export const TFR_FOI_SHARE = "0.75";
/** Annual TFR divisor (art. 2120 c.c.). */
export const TFR_DIVISOR = "13.5";
