/**
 * A payslip never asks the worker to pay the family (docs/domain/rules-update-3.md A17): when a
 * month's deductions and worker contributions exceed its pay (the worker's share of a week worked
 * earlier, on a first month of maternity, say), the payslip nets to 0.00 and the remainder is
 * carried to the next payslip with pay, shown on both:
 * - this payslip: a deduction line `TRATTENUTE_RINVIATE` of minus the remainder (net 0.00);
 * - the next one: a deduction line `TRATTENUTE_RECUPERATE` of what its net can take (at most the
 *   carried amount); what it cannot take is carried again.
 * The carried amount lives in the running state (`carriedDeduction`). Gross, contributions and
 * taxable pay are not touched: only what is handed to the worker.
 */
import { elementName, type ElementCode } from "../element-wording";
import { Decimal, ONE, fmt2, gt0 } from "../money";
import { buildTotals, finalLines } from "./close";
import type { PayslipStep } from "./draft";

export const CARRIED_OUT_CODE = "TRATTENUTE_RINVIATE" satisfies ElementCode;
export const CARRIED_IN_CODE = "TRATTENUTE_RECUPERATE" satisfies ElementCode;

/** Step (every kind of payslip, before close): recover the carried deductions, carry a negative net. */
export const netCarry: PayslipStep = {
  name: "net carry",
  reference: [
    "Interpretation (no legal source given): a payslip never asks the worker to pay; the remainder is carried to the next payslip with pay (rules-update-3.md A17)",
  ],
  reads: ["balances.carriedDeduction", "lines", "warnings"],
  writes: ["balances.carriedDeduction", "lines", "warnings"],
  run(d) {
    const b = d.balances;
    let net = buildTotals(finalLines(d)).totalNet;
    const carriedIn = b.carriedDeduction;
    if (gt0(carriedIn) && gt0(net)) {
      const recovered = Decimal.min(carriedIn, net);
      d.lines.addFixed("deduction", CARRIED_IN_CODE, elementName(CARRIED_IN_CODE), "period", ONE, recovered, recovered);
      b.carriedDeduction = carriedIn.minus(recovered);
      net = net.minus(recovered);
    }
    if (net.isNegative()) {
      const rest = net.negated();
      d.lines.addFixed("deduction", CARRIED_OUT_CODE, elementName(CARRIED_OUT_CODE), "period", ONE, net, net);
      b.carriedDeduction = b.carriedDeduction.plus(rest);
      d.warnings.push({
        code: "deductions_carried_forward",
        message: `Trattenute superiori alla retribuzione del mese: netto 0,00, ${fmt2(rest)} rinviati al prossimo cedolino con retribuzione`,
        params: { amount: fmt2(rest), total: fmt2(b.carriedDeduction) },
      });
    } else if (gt0(b.carriedDeduction)) {
      // not (all) recovered: still owed to the next payslip with pay
      d.warnings.push({
        code: "deductions_still_carried",
        message: `Trattenute rinviate ancora da recuperare: ${fmt2(b.carriedDeduction)}`,
        params: { amount: fmt2(b.carriedDeduction) },
      });
    }
  },
};
