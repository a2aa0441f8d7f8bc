import { describe, expect, it } from "vitest";
import { elementLabel } from "@/components/payroll/element-label";

describe("payslip items on English screens", () => {
  it.each([
    ["STRAORDINARIO", "Lavoro straordinario (125%)", "Overtime (125%)"],
    ["MALATTIA_50", "Malattia giorni 1-3 (50%)", "Sickness (50%)"],
    ["FERIE", "Ferie godute (1/6 orario settimanale)", "Vacation taken (1/6 weekly hours)"],
    ["INDENNITA_PREAVVISO", "Indennità sostitutiva del preavviso (15 giorni)", "Payment in lieu of notice (15 days)"],
    ["VITTO_ALLOGGIO_NATURA", "Vitto e alloggio in natura (26 gg)", "Board and lodging in kind (26 days)"],
    ["TFR_RIVALUTAZIONE", "Rivalutazione TFR (coefficiente 0.811564% 2025-02)", "TFR revaluation (coefficient 0.811564% 2025-02)"],
    ["INPS_LAVORATORE", "Contributi INPS a carico lavoratore", "INPS contributions, worker's share"],
    ["VOCE_AGGIUNTIVA", "Rimborso spese", "Rimborso spese"],
    ["CODICE_NUOVO", "Voce nuova", "Voce nuova"],
  ])("%s: %j → %j", (code, name, english) => {
    expect(elementLabel(code, name, "en")).toBe(english);
    expect(elementLabel(code, name, "it")).toBe(name);
  });
});
