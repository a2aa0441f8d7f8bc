import { formatDate } from "@/lib/format/display";
import { Box, type PrintContext } from "./parts";

/** INPS and CAS.SA.COLF: the worker's and the employer's shares, and the contribution weeks. */
export function PrintContributions({ c }: { c: PrintContext }) {
  const { p, t, money, qty } = c;
  const pr = t.payroll.print;
  const v = t.payroll.view;
  return (
    <div className="print-grid-2">
      <Box title={pr.contributions}>
        <table className="print-table compact">
          <tbody>
            <tr className="group">
              <th scope="colgroup">{pr.employeeShare}</th>
              <th className="num">{v.columns.amount}</th>
            </tr>
            {p.employeeTaxesElements.map((e) => (
              <tr key={e.id}>
                <td>{e.name}</td>
                <td className="num">{money(e.value)}</td>
              </tr>
            ))}
            <tr className="subtotal">
              <td>{v.totals.employeeTaxes}</td>
              <td className="num">{money(p.totalEmployeeTaxes)}</td>
            </tr>
            <tr className="group">
              <th scope="colgroup">{pr.employerShare}</th>
              <th className="num">{v.columns.amount}</th>
            </tr>
            {p.employerTaxesElements.map((e) => (
              <tr key={e.id}>
                <td>{e.name}</td>
                <td className="num">{money(e.value)}</td>
              </tr>
            ))}
            <tr className="subtotal">
              <td>{v.totals.employerTaxes}</td>
              <td className="num">{money(p.totalEmployerTaxes)}</td>
            </tr>
          </tbody>
        </table>
      </Box>
      <Box title={pr.weeks}>
        <table className="print-table compact">
          <thead>
            <tr>
              <th>{v.weekColumns.week}</th>
              <th className="num">{v.weekColumns.hours}</th>
              <th>{v.weekColumns.bracket}</th>
              <th className="num">{v.weekColumns.amount}</th>
            </tr>
          </thead>
          <tbody>
            {p.inpsContributions.map((w) => (
              <tr key={w.id}>
                <td>
                  {t.payroll.weekRange(formatDate(w.weekStart), formatDate(w.weekEnd))}
                  {w.isFromNextPeriod ? ` (${v.nextPeriodMarker})` : w.origin === "notice" ? ` (${v.noticeMarker})` : ""}
                </td>
                <td className="num">{qty(w.hours)}</td>
                <td>{v.brackets[w.type] ?? w.type}</td>
                <td className="num">{money(w.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </div>
  );
}
