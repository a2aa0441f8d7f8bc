import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatPeriod } from "@/components/payroll/format";
import { PrintButton } from "@/components/payroll/print-button";
import { PrintPayslip, type PrintParty, type PrintWorker } from "@/components/payroll/print-payslip";
import { requireSessionContext } from "@/lib/services/page-context";
import { AppError } from "@/lib/errors";
import { getServerDictionary } from "@/lib/i18n/server";
import { getContract } from "@/lib/services/contracts/get-contract";
import { getEmployer } from "@/lib/services/employers/get-employer";
import { getPayslip } from "@/lib/services/payslips/get-payslip";
import { getThirteenthMonths, postalAddress } from "@/lib/services/documents/payslip-document-data";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isNotFound = (error: unknown) => error instanceof AppError && error.code === "not_found";

/** null when the record is gone (deleted meanwhile): the payslip still prints with what it holds. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.payroll.print.title };
}

/** /print/payslips/[id]: the "Prospetto paga" on an A4 sheet, rendered on the server from the services. */
export default async function PrintPayslipPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  const { t, locale } = await getServerDictionary();
  // checks the clerk in the database: a disabled clerk cannot print with a token not yet expired
  const ctx = await requireSessionContext();
  const payslip = await orNull(() => getPayslip(ctx, id));
  if (!payslip) notFound();

  const contract = await orNull(() => getContract(ctx, payslip.domesticContractId));
  const employerView = contract ? await orNull(() => getEmployer(ctx, contract.employerId)) : null;
  const termsAtPeriod = contract ? ([...contract.terms].reverse().find((terms) => terms.effectiveFrom <= payslip.endDate) ?? contract.currentTerms) : null;

  const employer: PrintParty | null = employerView
    ? { name: employerView.displayName, taxId: employerView.displayTaxId, address: postalAddress(employerView.personalInfo ?? employerView.businessDetails) }
    : contract
      ? { name: contract.employer.displayName, taxId: null, address: null }
      : null;
  const worker: PrintWorker | null = contract
    ? {
        name: `${contract.worker.firstName} ${contract.worker.lastName}`,
        fiscalCode: contract.worker.fiscalCode,
        level: termsAtPeriod?.level ?? null,
        hireDate: contract.startDate,
        endDate: contract.endDate,
        inpsCode: contract.inpsRelationshipCode,
        address: postalAddress(contract.worker),
        payBasis: termsAtPeriod?.payBasis ?? null,
      }
    : null;

  return (
    <>
      <div className="print-toolbar no-print">
        <Link href={`/payslips/${payslip.id}`} className="text-brand-700 underline">
          ← {t.payroll.actions.backToPayslip} ({formatPeriod(payslip.period, t)})
        </Link>
        <PrintButton />
      </div>
      <PrintPayslip payslip={payslip} employer={employer} worker={worker} thirteenthMonths={await getThirteenthMonths(ctx, payslip)} t={t} locale={locale} />
    </>
  );
}
