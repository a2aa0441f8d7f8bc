import "server-only";
import type { RunOptions } from "@/lib/payroll";
import { coefficientIssues } from "./end-of-employment";
import type { PayrollInputs } from "./payroll-inputs";

/**
 * Issue 27 point 2: where a payslip needs a TFR coefficient the installation's series lacks (the
 * rule of when one is needed stays in coefficientIssues) and the organization holds a provisional
 * figure for that month, the payslip uses it as its provisional coefficient, exactly as if the
 * clerk had given it: the severance breakdown says `coefficientProvisional` with the reason, and
 * the payslip warns `tfr_coefficient_provisional`. A coefficient the clerk gives wins.
 */
export function withOrganizationProvisional<T extends RunOptions>(inputs: PayrollInputs, options: T, kind: string): T {
  const own = inputs.provisionalCoefficients;
  if (options.provisionalTfrCoefficient || !own || Object.keys(own).length === 0) return options;
  for (const issue of coefficientIssues(inputs, options, kind)) {
    for (const month of issue.periods ?? []) {
      const figure = own[month];
      if (figure)
        return {
          ...options,
          provisionalTfrCoefficient: { percent: figure.percent, reason: `Coefficiente provvisorio dell'organizzazione per ${month} (${figure.source})` },
        };
    }
  }
  return options;
}
