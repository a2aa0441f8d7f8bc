"use client";
/**
 * The letters of a contract on its page (issue 31 item 2): every version of the hiring letter and of
 * the change letters, whether each is signed, the letters still to generate (or to regenerate because
 * the contract's data changed), the download, and the clerk's "signed on paper on …".
 */
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { Alert, Badge, Card } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/error-message";
import { letterLinks, useContractLetters, useCreateContractLetter, useSignContractLetter, type ContractLetterView } from "@/lib/client/letters";
import { formatDate } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import type { ContractLetterDue, LetterDetails } from "@/lib/validation/contract-letter";
import { LetterDetailsDialog } from "./letter-details-dialog";

export function LettersSection({ contractId, fixedTerm, today }: { contractId: string; fixedTerm: boolean; today: string }) {
  const { t } = useI18n();
  const l = t.letters;
  const list = useContractLetters(contractId);
  const create = useCreateContractLetter(contractId);
  const sign = useSignContractLetter(contractId);
  const [signing, setSigning] = useState<ContractLetterView | null>(null);
  const [signedOn, setSignedOn] = useState(today);
  const [notice, setNotice] = useState<string | null>(null);
  const [generating, setGenerating] = useState<ContractLetterDue | null>(null);

  const letters = [...(list.data?.data ?? [])].reverse();
  const due = list.data?.due ?? [];
  const currentHiring = letters.find((x) => x.kind === "hiring" && !x.superseded);
  // the details of the latest letter prefill the next one
  const latestDetails = useMemo<LetterDetails>(
    () => [...(list.data?.data ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1)?.details ?? {},
    [list.data],
  );

  const generate = (due: ContractLetterDue, details: LetterDetails) =>
    create.mutate(
      { kind: due.kind, termsId: due.termsId, details },
      {
        onSuccess: (r) => {
          setGenerating(null);
          setNotice(r.created ? l.created : l.unchanged);
        },
      },
    );

  return (
    <Card
      className="lg:col-span-3"
      title={l.title}
      actions={
        <div className="flex flex-wrap gap-2">
          {due.map((d) => (
            <Button
              key={d.termsId}
              size="sm"
              variant={d.kind === "hiring" ? "primary" : "secondary"}
              onClick={() => {
                create.reset();
                setGenerating(d);
              }}
              data-testid={d.kind === "hiring" ? "generate-hiring-letter" : "generate-change-letter"}
              title={l.due[d.reason]}
            >
              {d.kind === "hiring"
                ? d.reason === "missing"
                  ? l.generateHiring
                  : `${l.regenerate}: ${l.kinds.hiring.toLowerCase()}`
                : l.generateChange(formatDate(d.effectiveFrom))}
            </Button>
          ))}
        </div>
      }
    >
      <p className="mb-3 text-sm text-slate-500">{l.intro}</p>
      {notice && (
        <div className="mb-3">
          <Alert tone="green">{notice}</Alert>
        </div>
      )}
      {list.isError && <Alert>{errorMessage(list.error, t)}</Alert>}
      {letters.length === 0 ? (
        <p className="text-sm text-slate-500">{l.none}</p>
      ) : (
        <Table caption={l.title}>
          <thead>
            <tr>
              <Th>{l.columns.kind}</Th>
              <Th>{l.columns.from}</Th>
              <Th className="text-right">{l.columns.version}</Th>
              <Th>{l.columns.created}</Th>
              <Th>{l.columns.signed}</Th>
              <Th>
                <span className="sr-only">{l.columns.actions}</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100" data-testid="contract-letters">
            {letters.map((x) => (
              <tr key={x.id} data-testid="contract-letter-row">
                <Td className="whitespace-normal">
                  <div>{l.kinds[x.kind]}</div>
                  {x.superseded ? <Badge tone="gray">{l.superseded}</Badge> : x.outdated ? <Badge tone="amber">{l.outdated}</Badge> : null}
                </Td>
                <Td>{formatDate(x.effectiveFrom)}</Td>
                <Td className="text-right tabular-nums">{x.version}</Td>
                <Td>{formatDate(x.createdAt.slice(0, 10))}</Td>
                <Td>
                  {x.signedOn ? (
                    <Badge tone="green">{x.signatureMethod === "portal" ? l.signedInPortal(formatDate(x.signedOn)) : l.signedOn(formatDate(x.signedOn))}</Badge>
                  ) : (
                    <span className="text-slate-500">{l.notSigned}</span>
                  )}
                </Td>
                <Td className="flex flex-col items-end gap-1">
                  <a
                    href={letterLinks.pdf(contractId, x.id)}
                    download={x.filename}
                    className="text-xs font-medium text-brand-700 hover:underline"
                    aria-label={l.downloadLabel(l.kinds[x.kind], x.version)}
                    data-testid={x.id === currentHiring?.id ? "download-hiring-letter" : "download-letter"}
                  >
                    {l.download}
                  </a>
                  <button
                    type="button"
                    className="text-xs text-brand-700 hover:underline"
                    onClick={() => {
                      setSigning(x);
                      setSignedOn(x.signedOn ?? today);
                    }}
                    aria-label={`${l.recordSignature}: ${l.kinds[x.kind]}, ${formatDate(x.effectiveFrom)}, v${x.version}`}
                  >
                    {l.recordSignature}
                  </button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <LetterDetailsDialog
        key={generating?.termsId ?? "closed"}
        open={generating !== null}
        initial={latestDetails}
        fixedTerm={fixedTerm}
        pending={create.isPending}
        error={create.error}
        onClose={() => setGenerating(null)}
        onSubmit={(details) => generating && generate(generating, details)}
      />
      <Dialog
        open={signing !== null}
        onClose={() => setSigning(null)}
        title={l.signatureDialog}
        footer={
          <>
            <Button variant="secondary" onClick={() => setSigning(null)}>
              {t.common.actions.cancel}
            </Button>
            <Button
              loading={sign.isPending}
              onClick={() =>
                signing &&
                sign.mutate(
                  { letterId: signing.id, signedOn },
                  {
                    onSuccess: () => {
                      setSigning(null);
                      setNotice(l.signedSaved);
                    },
                  },
                )
              }
            >
              {l.save}
            </Button>
          </>
        }
      >
        {signing && (
          <p className="mb-3">
            {l.kinds[signing.kind]} · {formatDate(signing.effectiveFrom)} · v{signing.version}
          </p>
        )}
        <Field label={l.signatureDate}>
          {(props) => <Input type="date" max={today} value={signedOn} onChange={(e) => setSignedOn(e.target.value)} {...props} />}
        </Field>
        {sign.isError && (
          <div className="mt-3">
            <Alert>{errorMessage(sign.error, t)}</Alert>
          </div>
        )}
      </Dialog>
    </Card>
  );
}
