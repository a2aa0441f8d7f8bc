import type { Metadata } from "next";
import { Alert, PageHeader } from "@/components/ui/misc";
import { LinkButton } from "@/components/ui/link-button";
import { isPeriod } from "@/components/payroll/periods";
import { RunWizard } from "@/components/payroll/wizard/run-wizard";
import { getServerDictionary } from "@/lib/i18n/server";
import { PAYSLIP_KINDS } from "@/lib/payroll";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.payroll.wizard.title };
}

/** /payroll/run?contractId=…&period=YYYY-MM[&kind=thirteenth|severance_liquidation][&payslipId=…] */
export default async function RunPayrollPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { t } = await getServerDictionary();
  const { contractId, period, kind, payslipId } = await searchParams;
  if (typeof contractId !== "string" || !UUID.test(contractId) || typeof period !== "string" || !isPeriod(period)) {
    return (
      <>
        <PageHeader title={t.payroll.wizard.title} />
        <div className="space-y-4">
          <Alert>{t.payroll.wizard.invalidParams}</Alert>
          <LinkButton href="/payroll">{t.payroll.actions.backToMonth}</LinkButton>
        </div>
      </>
    );
  }
  const chosenKind = PAYSLIP_KINDS.find((k) => k === kind) ?? "ordinary";
  const chosenPayslip = typeof payslipId === "string" && UUID.test(payslipId) ? payslipId : null;
  // A new contract, period or kind starts a new wizard (fresh state).
  return <RunWizard key={`${contractId}|${period}|${chosenKind}`} contractId={contractId} period={period} kind={chosenKind} payslipId={chosenPayslip} />;
}
