"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { Alert, Badge, Card } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { applyProblemToForm, fieldProblemResolver, fieldProblemText } from "@/lib/client/field-problem";
import { useCancelInpsCommunication, useContractInpsCommunications, useFileInpsCommunication } from "@/lib/client/inps-communications";
import { formatDate } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import { cancelInpsCommunicationBody, fileInpsCommunicationBody, type InpsCommunicationView } from "@/lib/validation/inps-communication";

const STATUS_TONE = { to_file: "amber", filed: "green", cancelled: "gray" } as const;

interface ReceiptValues {
  receiptNumber: string;
  filedOn: string;
  relationshipCode: string;
}

/** The receipt's body: a blank relationship code left out; a hiring's is required (the API's own rule, checked here first). */
function receiptSchema(kind: InpsCommunicationView["kind"]) {
  return z
    .object({ receiptNumber: z.string(), filedOn: z.string(), relationshipCode: z.string() })
    .transform((v) => ({
      receiptNumber: v.receiptNumber,
      filedOn: v.filedOn,
      ...(v.relationshipCode.trim() ? { relationshipCode: v.relationshipCode.trim() } : {}),
    }))
    .pipe(fileInpsCommunicationBody)
    .superRefine((v, ctx) => {
      if (kind === "hiring" && !v.relationshipCode) {
        ctx.addIssue({ code: "custom", path: ["relationshipCode"], message: "relationshipCode is required", params: { code: "relationship_code_required" } });
      }
    });
}

/** Records an INPS receipt (POST …/filed): number, date and, for a hiring, the relationship code. */
function ReceiptDialog({
  communication,
  today,
  onClose,
  onDone,
}: {
  communication: InpsCommunicationView;
  today: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const words = useI18n();
  const { t, locale } = words;
  const m = t.inpsCommunications;
  const file = useFileInpsCommunication();
  const form = useForm<ReceiptValues, unknown, z.output<typeof fileInpsCommunicationBody>>({
    resolver: fieldProblemResolver(receiptSchema(communication.kind), words),
    defaultValues: { receiptNumber: "", filedOn: today, relationshipCode: "" },
  });
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const submit = form.handleSubmit((body) =>
    file.mutate(
      { id: communication.id, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          setUnplaced(
            applyProblemToForm(error.errors, {
              fieldOf: (segments) =>
                ["receiptNumber", "filedOn", "relationshipCode"].includes(segments[0] ?? "") ? (segments[0] as keyof ReceiptValues) : null,
              text: (problem) => fieldProblemText(problem, t, locale),
              setError: (field, message) => form.setError(field, { type: "server", message }),
            }),
          );
        },
      },
    ),
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={m.dialogTitle(m.kinds[communication.kind])}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.actions.cancel}
          </Button>
          <Button loading={file.isPending} onClick={() => void submit()} data-testid="inps-receipt-save">
            {m.save}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={m.receiptNumber} required error={form.formState.errors.receiptNumber?.message}>
          {(p) => <Input {...p} {...form.register("receiptNumber")} data-testid="inps-receipt-number" />}
        </Field>
        <Field label={m.filedOn} required error={form.formState.errors.filedOn?.message}>
          {(p) => <Input {...p} type="date" max={today} {...form.register("filedOn")} />}
        </Field>
        {communication.kind === "hiring" && (
          <Field label={m.relationshipCode} required hint={m.relationshipCodeHint} error={form.formState.errors.relationshipCode?.message}>
            {(p) => <Input {...p} {...form.register("relationshipCode")} data-testid="inps-relationship-code" />}
          </Field>
        )}
        {unplaced.length > 0 && <Alert>{unplaced.join(" ")}</Alert>}
        {file.isError && !(file.error instanceof ApiError && file.error.errors.length > 0) && <Alert>{errorMessage(file.error, t)}</Alert>}
      </form>
    </Dialog>
  );
}

/** Cancels a communication still to file, with the clerk's reason (POST …/cancel). */
function CancelDialog({ communication, onClose, onDone }: { communication: InpsCommunicationView; onClose: () => void; onDone: () => void }) {
  const words = useI18n();
  const { t } = words;
  const m = t.inpsCommunications;
  const cancel = useCancelInpsCommunication();
  const form = useForm<{ reason: string }, unknown, z.output<typeof cancelInpsCommunicationBody>>({
    resolver: fieldProblemResolver(cancelInpsCommunicationBody, words),
    defaultValues: { reason: "" },
  });
  const submit = form.handleSubmit((body) => cancel.mutate({ id: communication.id, body }, { onSuccess: onDone }));
  return (
    <Dialog
      open
      onClose={onClose}
      title={m.cancelTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.actions.cancel}
          </Button>
          <Button variant="danger" loading={cancel.isPending} onClick={() => void submit()}>
            {m.cancelConfirm}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={m.cancelReason} required error={form.formState.errors.reason?.message}>
          {(p) => <Input {...p} {...form.register("reason")} />}
        </Field>
        {cancel.isError && (
          <div className="mt-3">
            <Alert>{errorMessage(cancel.error, t)}</Alert>
          </div>
        )}
      </form>
    </Dialog>
  );
}

/** The contract page's "Comunicazioni INPS": each communication the contract's life made, its deadline and receipt. */
export function InpsCommunicationsSection({ organizationId, contractId, today }: { organizationId: string; contractId: string; today: string }) {
  const { t } = useI18n();
  const m = t.inpsCommunications;
  const query = useContractInpsCommunications(organizationId, contractId);
  const [filing, setFiling] = useState<InpsCommunicationView | null>(null);
  const [cancelling, setCancelling] = useState<InpsCommunicationView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = query.data?.data ?? [];

  return (
    <Card className="lg:col-span-3" title={m.title}>
      <div className="space-y-3" data-testid="inps-communications">
        {notice && <Alert tone="green">{notice}</Alert>}
        {query.isError && <Alert>{errorMessage(query.error, t)}</Alert>}
        {query.isSuccess && rows.length === 0 && <p className="text-sm text-slate-500">{m.none}</p>}
        {rows.length > 0 && (
          <Table caption={m.title}>
            <thead>
              <tr>
                <Th>{m.columns.kind}</Th>
                <Th>{m.columns.event}</Th>
                <Th>{m.columns.due}</Th>
                <Th>{m.columns.status}</Th>
                <Th>{m.columns.receipt}</Th>
                <Th>
                  <span className="sr-only">{t.common.actions.edit}</span>
                </Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id} data-testid="inps-communication-row">
                  <Td className="whitespace-normal">
                    <div className="font-medium">{m.kinds[row.kind]}</div>
                    {row.variationNumber !== null && row.quarter && (
                      <div className="text-xs text-slate-500">{m.variationNumber(String(row.variationNumber), row.quarter)}</div>
                    )}
                    {row.warnings.length > 0 && <div className="text-xs text-amber-700">{m.overLimit}</div>}
                  </Td>
                  <Td>{formatDate(row.eventDate)}</Td>
                  <Td className="whitespace-normal">
                    <div className={row.overdue ? "font-medium text-red-700" : undefined} data-testid={row.overdue ? "inps-overdue" : undefined}>
                      {formatDate(row.dueDate)}
                      {row.overdue && ` · ${m.overdue}`}
                    </div>
                    <div className="max-w-48 text-xs text-slate-500">{row.kind === "hiring" ? m.dueRule.hiring : m.dueRule.other}</div>
                  </Td>
                  <Td className="whitespace-normal">
                    <Badge tone={row.overdue ? "red" : STATUS_TONE[row.status]}>{m.statuses[row.status]}</Badge>
                    {row.cancelReason && <div className="text-xs text-slate-500">{row.cancelNote ?? m.cancelReasons[row.cancelReason]}</div>}
                  </Td>
                  <Td className="whitespace-normal">
                    {row.receiptNumber && row.filedOn ? m.receiptOf(row.receiptNumber, formatDate(row.filedOn)) : "—"}
                    {row.relationshipCode && (
                      <div className="text-xs text-slate-500">
                        {m.relationshipCode}: {row.relationshipCode}
                      </div>
                    )}
                  </Td>
                  <Td className="flex flex-col items-end gap-1">
                    {row.status === "to_file" && (
                      <>
                        <button
                          type="button"
                          className="text-xs text-brand-700 hover:underline"
                          onClick={() => {
                            setNotice(null);
                            setFiling(row);
                          }}
                          data-testid="inps-record-receipt"
                          aria-label={`${m.recordReceipt}: ${m.kinds[row.kind]}, ${formatDate(row.eventDate)}`}
                        >
                          {m.recordReceipt}
                        </button>
                        <button
                          type="button"
                          className="text-xs text-red-700 hover:underline"
                          onClick={() => {
                            setNotice(null);
                            setCancelling(row);
                          }}
                          aria-label={`${m.cancel}: ${m.kinds[row.kind]}, ${formatDate(row.eventDate)}`}
                        >
                          {m.cancel}
                        </button>
                      </>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
      {filing && (
        <ReceiptDialog
          communication={filing}
          today={today}
          onClose={() => setFiling(null)}
          onDone={() => {
            setFiling(null);
            setNotice(m.filed);
          }}
        />
      )}
      {cancelling && (
        <CancelDialog
          communication={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() => {
            setCancelling(null);
            setNotice(m.cancelled);
          }}
        />
      )}
    </Card>
  );
}
