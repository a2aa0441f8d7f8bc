import type { Metadata } from "next";
import { ContractPayslipsList } from "@/components/payroll/contract-payslips";
import { getServerDictionary } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.payroll.list.title };
}

export default async function ContractPayslipsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ContractPayslipsList contractId={id} />;
}
