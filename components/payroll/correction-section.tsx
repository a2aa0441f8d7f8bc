"use client";
import Link from "next/link";
import { Card } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import type { PayslipDetail } from "@/lib/client/payroll";
import { useT } from "@/lib/i18n/client";
import { useFormat } from "./use-format";

type SummaryCode = keyof NonNullable<PayslipDetail["correction"]>["summary"];

/**
 * A correcting payslip's statement of the difference against the payslip it corrects, and the
 * links both ways: on a correction, to its original; on an original, to its corrections (docs/corrections.md).
 */
export function CorrectionSection({ payslip }: { payslip: PayslipDetail }) {
  const t = useT();
  const c = t.corrections.payslip;
  const f = useFormat();
  const correction = payslip.correction;
  if (!correction && payslip.corrections.length === 0) return null;
  const hours = (code: SummaryCode) => code.endsWith("_hours") || code === "vacation_accrual";
  const show = (code: SummaryCode, v: string) => (hours(code) ? f.qty2(v) : f.money(v));
  return (
    <Card>
      {correction ? (
        <div data-testid="correction-section">
          <h3 className="text-base font-semibold text-slate-900">{c.of(f.period(payslip.period))}</h3>
          <p className="text-sm text-slate-700" data-testid="correction-quarter">
            {c.paid(f.period(payslip.paidPeriod ?? payslip.period), correction.quarter)}
          </p>
          {payslip.correctsPayslipId && (
            <Link className="text-sm text-sky-700 underline" href={`/payslips/${payslip.correctsPayslipId}`} data-testid="correction-original">
              {c.original}
            </Link>
          )}
          <Table caption={c.title}>
            <thead>
              <tr>
                <Th>{c.columns.line}</Th>
                <Th className="text-right">{c.columns.original}</Th>
                <Th className="text-right">{c.columns.corrected}</Th>
                <Th className="text-right">{c.columns.difference}</Th>
              </tr>
            </thead>
            <tbody>
              {(Object.keys(correction.summary) as SummaryCode[]).map((code) => {
                const a = correction.summary[code];
                return (
                  <tr key={code} data-testid={`correction-line-${code}`}>
                    <Td>{c.summary[code]}</Td>
                    <Td className="text-right tabular-nums">{show(code, a.original)}</Td>
                    <Td className="text-right tabular-nums">{show(code, a.corrected)}</Td>
                    <Td className="text-right font-medium tabular-nums">{show(code, a.difference)}</Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      ) : (
        <div data-testid="payslip-corrections">
          <h3 className="text-base font-semibold text-slate-900">{c.corrections}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {payslip.corrections.map((k) => (
              <li key={k.id}>
                <Link className="text-sky-700 underline" href={`/payslips/${k.id}`}>
                  {c.correction(k.correctionNumber)}
                </Link>{" "}
                · {f.period(k.paidPeriod ?? payslip.period)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
