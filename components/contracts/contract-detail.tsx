"use client";
import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/misc";
import { useContract } from "@/lib/client/contracts";
import { errorMessage } from "@/lib/client/error-message";
import { useI18n } from "@/lib/i18n/client";
import type { ContractDetailView, TermsView } from "@/lib/validation/contract";
import { dec, minimumWageFor } from "@/lib/payroll";
import { formatAmount } from "@/lib/format/display";
import { BalancesDialog } from "./balances-dialog";
import { EditContractDialog } from "./edit-contract-dialog";
import { EndContractDialog } from "./end-dialog";
import { workerName } from "./format";
import { TermsDialog } from "./terms-dialog";
import { ContractCard } from "./detail/contract-card";
import { DeleteContractDialog, DeleteTermsDialog, ReopenContractDialog } from "./detail/confirm-dialogs";
import { CurrentTermsCard } from "./detail/current-terms-card";
import { ContractHeader } from "./detail/header";
import { OpeningBalancesCard } from "./detail/opening-balances-card";
import { TermsHistoryCard } from "./detail/terms-history-card";
import { WorkerCard } from "./detail/worker-card";
import { InpsCommunicationsSection } from "./inps-communications-section";
import { LettersSection } from "./letters-section";
import { BenefitPackSection } from "./benefit-pack-section";

type Warning = { code: string; message: string };
type DialogName = "terms" | "end" | "balances" | "reopen" | "delete" | "edit";

/** The date the minimum is checked on (today, kept inside the contract) and whether the pay in force is below that year's CCNL minimum. */
function minimumCheck(contract: ContractDetailView, today: string) {
  const terms = contract.currentTerms;
  const checkDate = today < contract.startDate ? contract.startDate : contract.endDate && today > contract.endDate ? contract.endDate : today;
  const minimum = minimumWageFor({ level: terms.level, jobType: terms.jobType, cohabiting: terms.cohabiting, weeklyHours: terms.weeklyHours, date: checkDate });
  const floor = minimum.kind === "ok" ? (terms.payBasis === "monthly" ? minimum.monthly : minimum.hourly) : null;
  const below = minimum.kind === "ok" && floor !== null && dec(terms.wage).lessThan(floor) ? { year: String(minimum.year), floor } : null;
  return { checkDate, below };
}

/** /contracts/[id]: current terms, history with "new terms from a date", opening balances, end. */
export function ContractDetail({ initial, today, openBalances = false }: { initial: ContractDetailView; today: string; openBalances?: boolean }) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  const d = c.detail;
  const query = useContract(initial);
  const contract = query.data;
  const [dialog, setDialog] = useState<null | DialogName>(openBalances ? "balances" : null);
  const [correcting, setCorrecting] = useState<TermsView | null>(null);
  const [deletingTerms, setDeletingTerms] = useState<TermsView | null>(null);
  const [notice, setNotice] = useState<{ text: string; warnings: Warning[] } | null>(null);

  // the mutation hooks have read the contract again when this runs
  const refresh = (text: string, warnings: Warning[] = []) => {
    setDialog(null);
    setCorrecting(null);
    setDeletingTerms(null);
    setNotice({ text, warnings });
  };
  const editTerms = (terms: TermsView | null) => {
    setCorrecting(terms);
    setDialog("terms");
  };
  const { checkDate, below } = minimumCheck(contract, today);

  return (
    <div className="space-y-6">
      <Link href="/contracts" className="text-sm text-slate-500 hover:text-slate-800">
        ← {d.back}
      </Link>
      <ContractHeader contract={contract} checkDate={checkDate} />

      {notice && (
        <Alert tone={notice.warnings.length ? "amber" : "green"}>
          {notice.text}
          {notice.warnings.map((w) => (
            <div key={w.code}>{(c.warnings as Record<string, string | undefined>)[w.code] ?? w.message}</div>
          ))}
        </Alert>
      )}
      {below && <Alert tone="amber">{c.minimum.belowToday(below.year, formatAmount(below.floor, locale))}</Alert>}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <CurrentTermsCard terms={contract.currentTerms} onNewTerms={() => editTerms(null)} />
        <ContractCard contract={contract} onAction={setDialog} />
        <TermsHistoryCard contract={contract} today={today} onCorrect={editTerms} onDelete={setDeletingTerms} />
        <WorkerCard contract={contract} />
        <OpeningBalancesCard balances={contract.openingBalances} onEdit={() => setDialog("balances")} />
        <InpsCommunicationsSection organizationId={contract.organizationId} contractId={contract.id} today={today} />
        <LettersSection contractId={contract.id} fixedTerm={contract.fixedTerm} today={today} />
        <BenefitPackSection contractId={contract.id} today={today} />
      </div>

      <TermsDialog
        contract={contract}
        correcting={correcting}
        open={dialog === "terms"}
        onClose={() => {
          setDialog(null);
          setCorrecting(null);
        }}
        onSaved={(warnings) => refresh(d.termsSaved, warnings)}
      />
      <EndContractDialog contract={contract} open={dialog === "end"} onClose={() => setDialog(null)} onEnded={() => refresh(d.saved)} />
      <BalancesDialog contract={contract} open={dialog === "balances"} onClose={() => setDialog(null)} onSaved={() => refresh(d.saved)} />
      <EditContractDialog contract={contract} open={dialog === "edit"} onClose={() => setDialog(null)} onSaved={() => refresh(d.saved)} />
      <ReopenContractDialog contractId={contract.id} open={dialog === "reopen"} onClose={() => setDialog(null)} onDone={() => refresh(d.saved)} />
      <DeleteContractDialog contractId={contract.id} workerName={workerName(contract.worker)} open={dialog === "delete"} onClose={() => setDialog(null)} />
      <DeleteTermsDialog contractId={contract.id} terms={deletingTerms} onClose={() => setDeletingTerms(null)} onDone={() => refresh(d.saved)} />
      {query.isError && <Alert>{errorMessage(query.error, t)}</Alert>}
    </div>
  );
}
