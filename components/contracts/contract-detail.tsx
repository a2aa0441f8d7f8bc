"use client";
import { useContract, useDeleteContract, useDeleteTerms, useReopenContract } from "@/lib/client/contracts";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Alert, Badge, Card, PageHeader } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/error-message";
import { statementLinks } from "@/lib/client/statements";
import { useI18n } from "@/lib/i18n/client";
import type { ContractDetailView, TermsView } from "@/lib/validation/contract";
import { WEEKDAYS, minimumWageFor } from "@/lib/payroll";
import { dec } from "@/lib/payroll";
import { BalancesDialog } from "./balances-dialog";
import { EditContractDialog } from "./edit-contract-dialog";
import { EndContractDialog } from "./end-dialog";
import { workerName } from "./format";
import { formatAmount, formatDate, formatHours, formatNumber } from "@/lib/format/display";
import { ContractStatusBadge } from "./status-badge";
import { TermsDialog } from "./terms-dialog";
import { scheduleDayName } from "@/lib/format/calendar-names";

type Warning = { code: string; message: string };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** /contracts/[id]: current terms, history with "new terms from a date", opening balances, end. */
export function ContractDetail({ initial, today, openBalances = false }: { initial: ContractDetailView; today: string; openBalances?: boolean }) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  const d = c.detail;
  const router = useRouter();
  const query = useContract(initial);
  const contract = query.data;
  const [dialog, setDialog] = useState<null | "terms" | "end" | "balances" | "reopen" | "delete" | "edit">(openBalances ? "balances" : null);
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
  const reopen = useReopenContract(contract.id, { onSuccess: () => refresh(d.saved) });
  const remove = useDeleteContract(contract.id, { onSuccess: () => router.push("/contracts") });
  const removeTerms = useDeleteTerms(contract.id, { onSuccess: () => refresh(d.saved) });

  const terms = contract.currentTerms;
  const name = workerName(contract.worker);
  const pay = (v: TermsView) => (v.payBasis === "monthly" ? c.pay.perMonth(formatAmount(v.wage, locale)) : c.pay.perHour(formatAmount(v.wage, locale)));
  const reason = contract.endReason ? c.endReasons[contract.endReason] : "";
  const hasEnd = !!contract.endDate;

  // Is the pay in force still at least this year's CCNL minimum? (the minimums rise every January)
  const checkDate = today < contract.startDate ? contract.startDate : contract.endDate && today > contract.endDate ? contract.endDate : today;
  const minimum = minimumWageFor({ level: terms.level, jobType: terms.jobType, cohabiting: terms.cohabiting, weeklyHours: terms.weeklyHours, date: checkDate });
  const floor = minimum.kind === "ok" ? (terms.payBasis === "monthly" ? minimum.monthly : minimum.hourly) : null;
  const belowToday = floor !== null && dec(terms.wage).lessThan(floor);

  const boardText = (v: TermsView) => {
    const items = (["breakfastLunch", "dinner", "lodging"] as const).filter((k) => v.board[k]).map((k) => c.fields[k]);
    if (items.length === 0) return c.wizard.review.none;
    return `${items.join(", ")}${v.board.inCash ? ` — ${c.fields.inCash.toLowerCase()}` : ""}`;
  };
  const allowancesText = (v: TermsView) => {
    const items = (["babysitterChildUnderSix", "multipleAssisted", "functionAllowance"] as const).filter((k) => v.allowances[k]).map((k) => c.fields[k]);
    return items.length ? items.join("; ") : c.wizard.review.none;
  };
  const b = contract.openingBalances;

  return (
    <div className="space-y-6">
      <Link href="/contracts" className="text-sm text-slate-500 hover:text-slate-800">
        ← {d.back}
      </Link>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {name}
            <ContractStatusBadge contract={contract} />
          </span>
        }
        description={
          <>
            <Link href={`/employers/${contract.employerId}`} className="text-brand-700 underline underline-offset-2 hover:no-underline">
              {contract.employer.displayName}
            </Link>
            {" · "}
            {c.jobTypes[terms.jobType]} · {c.fields.level} {terms.level}
          </>
        }
        actions={
          <>
            <Link
              href={`/contracts/${contract.id}/calendar`}
              className="inline-flex items-center rounded-md bg-white px-3.5 py-2 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
            >
              {d.calendar}
            </Link>
            <Link
              href={`/contracts/${contract.id}/payslips`}
              className="inline-flex items-center rounded-md bg-white px-3.5 py-2 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
            >
              {d.payslips}
            </Link>
            <Link
              href={statementLinks.annual(contract.id, Number(checkDate.slice(0, 4)))}
              className="inline-flex items-center rounded-md bg-white px-3.5 py-2 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
              data-testid="contract-annual-statement"
            >
              {d.annualStatement}
            </Link>
          </>
        }
      />

      {notice && (
        <Alert tone={notice.warnings.length ? "amber" : "green"}>
          {notice.text}
          {notice.warnings.map((w) => (
            <div key={w.code}>{(c.warnings as Record<string, string | undefined>)[w.code] ?? w.message}</div>
          ))}
        </Alert>
      )}
      {belowToday && minimum.kind === "ok" && floor && <Alert tone="amber">{c.minimum.belowToday(String(minimum.year), formatAmount(floor, locale))}</Alert>}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card
          className="lg:col-span-2"
          title={d.currentTerms}
          actions={
            <Button
              size="sm"
              onClick={() => {
                setCorrecting(null);
                setDialog("terms");
              }}
              data-testid="terms-new"
            >
              {d.newTerms}
            </Button>
          }
        >
          <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]" data-testid="current-terms">
            <Row label={c.fields.effectiveFrom}>
              {formatDate(terms.effectiveFrom)}
              {terms.effectiveTo ? ` – ${formatDate(terms.effectiveTo)}` : ""}
            </Row>
            <Row label={c.fields.jobType}>{c.jobTypes[terms.jobType]}</Row>
            <Row label={c.fields.level}>
              <Badge tone="blue">{terms.level}</Badge>{" "}
              <span className="text-slate-500">
                {c.fields.payTable} {terms.payTable} ({c.payTables[terms.payTable]})
              </span>
            </Row>
            <Row label={c.fields.payBasis}>
              <strong data-testid="current-wage">{pay(terms)}</strong>
            </Row>
            <Row label={c.fields.weeklySchedule}>
              <span className="flex flex-wrap gap-1.5">
                {WEEKDAYS.map((day) => (
                  <span
                    key={day}
                    className={terms.weeklySchedule[day] === "0.00" ? "rounded bg-slate-50 px-1.5 text-slate-600" : "rounded bg-slate-100 px-1.5"}
                  >
                    {scheduleDayName(day, locale, "short")} {formatHours(terms.weeklySchedule[day], locale)}
                  </span>
                ))}
                <span className="font-medium">= {formatHours(terms.weeklyHours, locale)} h</span>
              </span>
            </Row>
            <Row label={c.fields.board}>{boardText(terms)}</Row>
            <Row label={c.fields.allowances}>{allowancesText(terms)}</Row>
          </dl>
        </Card>

        <Card
          title={d.contract}
          actions={
            <Button size="sm" variant="ghost" onClick={() => setDialog("edit")}>
              {d.editData}
            </Button>
          }
        >
          <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
            <Row label={c.fields.startDate}>{formatDate(contract.startDate)}</Row>
            <Row label={d.duration}>{contract.fixedTerm ? d.fixedTermUntil(formatDate(contract.fixedTermEndDate)) : d.openEnded}</Row>
            {contract.fixedTerm && <Row label="NASpI">{contract.fixedTermSurchargeApplies ? d.surcharge : d.noSurcharge}</Row>}
            {hasEnd && (
              <Row label={c.fields.endDate}>
                {contract.status === "ended" ? d.ended(formatDate(contract.endDate), reason) : d.endsOn(formatDate(contract.endDate), reason)}
              </Row>
            )}
            <Row label="CUAF">{contract.cuafDue ? d.cuaf.due : d.cuaf.notDue}</Row>
            {contract.workerRenouncedIvsShare && <Row label="IVS">{d.ivsRenounced}</Row>}
            <Row label={c.fields.inpsRelationshipCode}>{contract.inpsRelationshipCode ?? d.none}</Row>
            {contract.notes && <Row label={c.fields.notes}>{contract.notes}</Row>}
          </dl>
          <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
            {hasEnd ? (
              <Button size="sm" variant="secondary" onClick={() => setDialog("reopen")}>
                {d.reopen}
              </Button>
            ) : (
              <Button size="sm" variant="danger" onClick={() => setDialog("end")} data-testid="contract-end">
                {d.end}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setDialog("delete")}>
              {d.delete}
            </Button>
          </div>
        </Card>

        <Card className="lg:col-span-2" title={d.history}>
          <Table caption={d.history}>
            <thead>
              <tr>
                <Th>{d.termsColumns.from}</Th>
                <Th>{d.termsColumns.to}</Th>
                <Th>{d.termsColumns.level}</Th>
                <Th className="text-right">{d.termsColumns.hours}</Th>
                <Th className="text-right">{d.termsColumns.pay}</Th>
                <Th>
                  <span className="sr-only">{t.common.actions.edit}</span>
                </Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...contract.terms].reverse().map((row) => (
                <tr key={row.id} data-testid="terms-row">
                  {/* the badge under the date and the actions stacked: the table fits its card at 1440 px (issue 15 point 11) */}
                  <Td>
                    <div>{formatDate(row.effectiveFrom)}</div>
                    {row.id === terms.id ? <Badge tone="green">{d.current}</Badge> : row.effectiveFrom > today ? <Badge tone="amber">{d.future}</Badge> : null}
                  </Td>
                  <Td>{row.effectiveTo ? formatDate(row.effectiveTo) : d.none}</Td>
                  <Td className="whitespace-normal">
                    {row.level}
                    <div className="max-w-48 text-xs text-slate-500">
                      {c.jobTypes[row.jobType]} · {c.payTables[row.payTable]}
                    </div>
                  </Td>
                  <Td className="text-right tabular-nums">{formatHours(row.weeklyHours, locale)}</Td>
                  <Td className="text-right tabular-nums">{pay(row)}</Td>
                  <Td className="flex flex-col items-end gap-1">
                    <button
                      type="button"
                      className="text-xs text-brand-700 hover:underline"
                      onClick={() => {
                        setCorrecting(row);
                        setDialog("terms");
                      }}
                    >
                      {d.correctTerms}
                    </button>
                    {row.id !== contract.terms[0]?.id && (
                      <button type="button" className="text-xs text-red-700 hover:underline" onClick={() => setDeletingTerms(row)}>
                        {d.deleteTerms}
                      </button>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>

        <Card
          title={d.worker}
          actions={
            contract.workerId && (
              <Link href={`/workers/${contract.workerId}`} className="text-sm text-blue-700 hover:underline">
                {t.workers.open}
              </Link>
            )
          }
        >
          <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
            <Row label={c.fields.fiscalCode}>{contract.worker.fiscalCode ?? d.none}</Row>
            <Row label={c.fields.birthDate}>
              {contract.worker.birthDate ? formatDate(contract.worker.birthDate) : d.none}
              {contract.worker.birthPlace ? ` · ${contract.worker.birthPlace}` : ""}
            </Row>
            <Row label={c.fields.nationality}>{contract.worker.nationality ?? d.none}</Row>
            <Row label={c.fields.address}>
              {[
                contract.worker.address,
                [contract.worker.zipCode, contract.worker.locality].filter(Boolean).join(" "),
                contract.worker.province ? `(${contract.worker.province})` : null,
              ]
                .filter(Boolean)
                .join(", ") || d.none}
            </Row>
            <Row label={c.fields.iban}>{contract.worker.iban ?? d.none}</Row>
          </dl>
        </Card>

        <Card
          className="lg:col-span-3"
          title={d.openingBalances}
          actions={
            <Button size="sm" variant="secondary" onClick={() => setDialog("balances")} data-testid="balances-edit">
              {b ? d.editBalances : d.setBalances}
            </Button>
          }
        >
          {b ? (
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4" data-testid="opening-balances">
              <div>
                <dt className="text-slate-500">{d.balances.asOfDate}</dt>
                <dd className="font-medium">{formatDate(b.asOfDate)}</dd>
              </div>
              {(["vacationDaysLeftThisYear", "vacationDaysLeftPreviousYear", "sickDaysUsedLast365"] as const).map((k) => (
                <div key={k}>
                  <dt className="text-slate-500">{d.balances[k]}</dt>
                  <dd className="font-medium tabular-nums">{formatNumber(b[k], locale, "—", 0, 10)}</dd>
                </div>
              ))}
              {(["thirteenthAccruedThisYear", "tfrFundAtLastYearEnd", "tfrAccruedThisYear", "ytdGross", "ytdWorkerInps", "ytdWorkerCassacolf"] as const).map(
                (k) => (
                  <div key={k}>
                    <dt className="text-slate-500">{d.balances[k]}</dt>
                    <dd className="font-medium tabular-nums">{formatAmount(b[k], locale)}</dd>
                  </div>
                ),
              )}
            </dl>
          ) : (
            <p className="text-sm text-slate-500">{d.noOpeningBalances}</p>
          )}
        </Card>
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

      <Dialog
        open={dialog === "reopen"}
        onClose={() => setDialog(null)}
        title={d.reopen}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t.common.actions.cancel}
            </Button>
            <Button loading={reopen.isPending} onClick={() => reopen.mutate()}>
              {t.common.actions.confirm}
            </Button>
          </>
        }
      >
        {d.reopenConfirm}
        {reopen.isError && (
          <div className="mt-3">
            <Alert>{errorMessage(reopen.error, t)}</Alert>
          </div>
        )}
      </Dialog>
      <Dialog
        open={dialog === "delete"}
        onClose={() => setDialog(null)}
        title={d.delete}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t.common.actions.cancel}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()} data-testid="contract-delete-confirm">
              {t.common.actions.delete}
            </Button>
          </>
        }
      >
        {d.deleteConfirm(name)}
        {remove.isError && (
          <div className="mt-3">
            <Alert>{errorMessage(remove.error, t)}</Alert>
          </div>
        )}
      </Dialog>
      <Dialog
        open={deletingTerms !== null}
        onClose={() => setDeletingTerms(null)}
        title={d.deleteTerms}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeletingTerms(null)}>
              {t.common.actions.cancel}
            </Button>
            <Button variant="danger" loading={removeTerms.isPending} onClick={() => deletingTerms && removeTerms.mutate(deletingTerms.id)}>
              {t.common.actions.delete}
            </Button>
          </>
        }
      >
        {deletingTerms && d.deleteTermsConfirm(formatDate(deletingTerms.effectiveFrom))}
        {removeTerms.isError && (
          <div className="mt-3">
            <Alert>{errorMessage(removeTerms.error, t)}</Alert>
          </div>
        )}
      </Dialog>
      {query.isError && <Alert>{errorMessage(query.error, t)}</Alert>}
    </div>
  );
}
