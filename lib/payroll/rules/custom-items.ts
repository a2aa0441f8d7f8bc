/**
 * Custom items and run-option amounts: custom earnings/deductions/imputed items (value is the line
 * amount, rate = value / duration), board overrides (`accommodationInCash`/`InNature` replace the
 * computed line) and the vacation advance (an amount, README "Earnings").
 */
import { elementName, type ElementCode } from "../element-wording";
import { ONE, dec } from "../money";
import type { CustomElementInput, ElementType, RunOptions } from "../types";
import type { PayslipStep } from "./draft";
import type { LineBuilder } from "./lines";

const CUSTOM_CODES: ReadonlyArray<[ElementType, ElementCode, (o: RunOptions) => readonly CustomElementInput[] | null | undefined]> = [
  ["earning", "VOCE_AGGIUNTIVA", (o) => o.customEarnings],
  ["deduction", "TRATTENUTA_AGGIUNTIVA", (o) => o.customDeductions],
  ["imputed", "FIGURATIVO_AGGIUNTIVO", (o) => o.customImputedElements],
];

export function addCustomItems(lines: LineBuilder, o: RunOptions): void {
  for (const [type, code, itemsOf] of CUSTOM_CODES) {
    for (const it of itemsOf(o) ?? []) {
      const value = dec(it.value);
      const duration = dec(it.periodDuration);
      const rate = duration.isZero() ? value : value.div(duration);
      lines.addFixed(type, code, elementName(code, { name: it.name }), it.periodType, duration, rate, value);
    }
  }
}

const given = (v: string | null | undefined): v is string => v !== undefined && v !== null && v !== "";

/** a given board amount replaces the computed line (0 removes it) */
export function applyBoardOverrides(lines: LineBuilder, o: RunOptions): void {
  if (given(o.accommodationInCash)) {
    lines.remove("earning", "VITTO_ALLOGGIO_INDENNITA");
    const v = dec(o.accommodationInCash);
    if (!v.isZero())
      lines.addFixed("earning", "VITTO_ALLOGGIO_INDENNITA", elementName("VITTO_ALLOGGIO_INDENNITA"), "period", ONE, v, v, { includedInBaseWage: true });
  }
  if (given(o.accommodationInNature)) {
    lines.remove("imputed", "VITTO_ALLOGGIO_NATURA");
    const v = dec(o.accommodationInNature);
    if (!v.isZero())
      lines.addFixed("imputed", "VITTO_ALLOGGIO_NATURA", elementName("VITTO_ALLOGGIO_NATURA"), "period", ONE, v, v, { includedInBaseWage: true });
  }
}

export function addVacationAdvance(lines: LineBuilder, o: RunOptions): void {
  if (o.vacationAnticipation && !dec(o.vacationAnticipation).isZero()) {
    const v = dec(o.vacationAnticipation);
    lines.addFixed("earning", "ANTICIPO_FERIE", elementName("ANTICIPO_FERIE"), "period", ONE, v, v);
  }
}

/** Step: custom items, board overrides, vacation advance. */
export const customItems: PayslipStep = {
  name: "custom items and overrides",
  reference: [
    "Interpretation: the clerk's own earnings, deductions and imputed items of the run (docs/spec/interface.md §4.1, run options)",
    "CCNL 2020 art. 36 board and lodging: the cash indemnity or the value in kind given for the month (rules.md §2.5)",
    "Interpretation (practice): a vacation advance pays days taken before they accrue, recovered at the end of employment (rules.md §8)",
  ],
  reads: [
    "lines",
    "options.accommodationInCash",
    "options.accommodationInNature",
    "options.customDeductions",
    "options.customEarnings",
    "options.customImputedElements",
    "options.vacationAnticipation",
  ],
  writes: ["lines"],
  run(d) {
    addCustomItems(d.lines, d.options);
    applyBoardOverrides(d.lines, d.options);
    addVacationAdvance(d.lines, d.options);
  },
};
