import type { Metadata } from "next";
import { PayslipDetailScreen } from "@/components/payroll/payslip-detail";
import { getServerDictionary } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.payroll.detail.title };
}

export default async function PayslipPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PayslipDetailScreen id={id} />;
}
