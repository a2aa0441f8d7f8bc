import type { PayslipElement } from "@/lib/client/payroll";
import { formatRate, isZero } from "@/lib/format/display";
import { formatElementQuantity } from "../format";
import type { PrintContext } from "./parts";

/** The head of an element table: its title, then quantity, rate and amount. */
function ElementsHead({ c, title }: { c: PrintContext; title: string }) {
  const v = c.t.payroll.view;
  return (
    <thead>
      <tr>
        <th>{title}</th>
        <th className="num">{v.columns.quantity}</th>
        <th className="num">{v.columns.rate}</th>
        <th className="num">{v.columns.amount}</th>
      </tr>
    </thead>
  );
}

function ElementRows({ c, elements }: { c: PrintContext; elements: PayslipElement[] }) {
  const { t, locale, money } = c;
  return elements.map((e) => (
    <tr key={e.id}>
      <td>{e.name}</td>
      <td className="num">{formatElementQuantity(e.periodType, e.periodDuration, locale, t)}</td>
      <td className="num">{formatRate(e.rate, locale, t.payroll.dash)}</td>
      <td className="num">{money(e.value)}</td>
    </tr>
  ));
}

/** Competenze, trattenute (worker's contributions and other deductions) and elementi figurativi. */
export function PrintElements({ c }: { c: PrintContext }) {
  const { p, t, money } = c;
  const pr = t.payroll.print;
  const v = t.payroll.view;
  return (
    <>
      <table className="print-table">
        <ElementsHead c={c} title={pr.earnings} />
        <tbody>
          <ElementRows c={c} elements={p.earningElements} />
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>{v.totalEarnings}</td>
            <td className="num" data-testid="print-gross">
              {money(p.totalGross)}
            </td>
          </tr>
        </tfoot>
      </table>

      <table className="print-table">
        <ElementsHead c={c} title={pr.deductions} />
        <tbody>
          <ElementRows c={c} elements={p.employeeTaxesElements} />
          <ElementRows c={c} elements={p.deductionElements} />
          {p.employeeTaxesElements.length === 0 && p.deductionElements.length === 0 && (
            <tr>
              <td colSpan={4}>{v.noItems}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>{v.totals.employeeTaxes}</td>
            <td className="num">{money(p.totalEmployeeTaxes)}</td>
          </tr>
          {!isZero(p.totalDeductions) && (
            <tr>
              <td colSpan={3}>{v.totalDeductions}</td>
              <td className="num">{money(p.totalDeductions)}</td>
            </tr>
          )}
        </tfoot>
      </table>

      {p.imputedElements.length > 0 && (
        <table className="print-table">
          <ElementsHead c={c} title={pr.imputed} />
          <tbody>
            <ElementRows c={c} elements={p.imputedElements} />
          </tbody>
        </table>
      )}
    </>
  );
}
