/** The JSON columns are parsed where they leave the database (lib/db/json-columns.ts, issue 17 point 4). */
import { describe, expect, it } from "vitest";
import { calculatePayslip } from "@/lib/payroll";
import { parseOrganizationSettings, parseRunningState } from "@/lib/db/json-columns";
import { contract, ev, terms } from "../payroll/fixtures";

describe("running_state", () => {
  const state = calculatePayslip({
    contract: contract(),
    terms: [terms()],
    events: [ev("2025-11-10", "sick_full", "4"), ev("2025-11-11", "regular_work", "5")],
    state: null,
    options: { period: "2025-11" },
  }).nextState;

  it("the engine's next state, stored as JSON and read back, parses to the same state", () => {
    expect(parseRunningState(JSON.parse(JSON.stringify(state)), "p-1")).toEqual(state);
  });

  it("a state with a number where a decimal string belongs, or a missing counter, fails naming the payslip and the field", () => {
    const stored = JSON.parse(JSON.stringify(state)) as Record<string, Record<string, unknown>>;
    stored.vacation!.accruedThisYear = 1.5;
    expect(() => parseRunningState(stored, "p-2")).toThrow(/Payslip p-2: running_state does not parse[\s\S]*vacation\.accruedThisYear/);
    const { sick: _sick, ...withoutSick } = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
    expect(() => parseRunningState(withoutSick, "p-3")).toThrow(/sick/);
  });
});

describe("organizations.settings", () => {
  it("null is all defaults; known payroll conventions parse; other keys are kept", () => {
    expect(parseOrganizationSettings(null, "o-1")).toEqual({});
    expect(
      parseOrganizationSettings(
        { payroll: { quarterlyHoursRounding: "down", inpsFlatRateBasis: "week", annualStatementBoardInKindTaxable: true }, theme: "dark" },
        "o-1",
      ),
    ).toEqual({
      payroll: { quarterlyHoursRounding: "down", inpsFlatRateBasis: "week", annualStatementBoardInKindTaxable: true },
      theme: "dark",
    });
  });

  it("a convention with a value the engine does not know fails by name instead of being ignored", () => {
    expect(() => parseOrganizationSettings({ payroll: { quarterlyHoursRounding: "nearest" } }, "o-2")).toThrow(
      /Organization o-2: settings do not parse[\s\S]*quarterlyHoursRounding/,
    );
  });
});
