"use client";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/field";
import { Alert, Badge, Spinner } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/error-message";
import { payslipDocumentLinks, usePayslipDocumentVersions, useReissuePayslipDocument } from "@/lib/client/payslip-documents";
import { useT } from "@/lib/i18n/client";
import { useFormat } from "./use-format";

const FORM_ID = "reissue-document-form";

/**
 * An administrator reissues a final payslip's PDF (issue 26 point 16): the reason (required, kept in
 * the audit log), then the stored versions, each downloadable, the current one marked.
 */
export function ReissueDocumentDialog({ payslipId, open, onClose }: { payslipId: string; open: boolean; onClose: () => void }) {
  const t = useT();
  const r = t.payroll.reissue;
  const f = useFormat();
  const versions = usePayslipDocumentVersions(payslipId, open);
  const reissue = useReissuePayslipDocument(payslipId);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const [issued, setIssued] = useState<number | null>(null);
  // after a reissue the focus goes to its confirmation (the button was disabled while it ran), then on to the versions
  const doneRef = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (issued !== null) doneRef.current?.focus();
  }, [issued]);

  const close = () => {
    reissue.reset();
    setReason("");
    setMissing(false);
    setIssued(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    setMissing(false);
    setIssued(null);
    reissue.mutate(trimmed, {
      onSuccess: (created) => {
        setIssued(created.version);
        setReason("");
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title={r.title}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t.common.actions.close}
          </Button>
          <Button type="submit" form={FORM_ID} loading={reissue.isPending} data-testid="payslip-reissue-confirm">
            {r.submit}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p>{r.intro}</p>
        <form id={FORM_ID} onSubmit={submit} noValidate>
          <Field label={r.reason} hint={r.reasonHint} error={missing ? r.reasonRequired : undefined} required>
            {(p) => (
              <Textarea
                {...p}
                ref={reasonRef}
                rows={2}
                maxLength={500}
                aria-required
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                data-testid="payslip-reissue-reason"
              />
            )}
          </Field>
        </form>
        {reissue.isError && <Alert>{errorMessage(reissue.error, t)}</Alert>}
        {issued !== null && (
          <div ref={doneRef} tabIndex={-1} className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600" data-testid="payslip-reissue-done">
            <Alert tone="green">{r.done(issued)}</Alert>
          </div>
        )}
        <section aria-labelledby={`${FORM_ID}-versions`} className="space-y-2">
          <h3 id={`${FORM_ID}-versions`} className="font-semibold text-slate-900">
            {r.versions}
          </h3>
          {versions.isPending ? (
            <Spinner label={t.common.states.loading} />
          ) : versions.isError ? (
            <Alert>{errorMessage(versions.error, t)}</Alert>
          ) : versions.data.length === 0 ? (
            <p className="text-slate-500">{r.noVersions}</p>
          ) : (
            <Table caption={r.versionsCaption}>
              <thead>
                <tr>
                  <Th>{r.columns.version}</Th>
                  <Th>{r.columns.createdAt}</Th>
                  <Th>{r.columns.current}</Th>
                  <Th>{r.columns.download}</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {versions.data.map((v) => (
                  <tr key={v.version} data-testid={`payslip-document-version-${v.version}`} data-current={v.isCurrent ? "true" : "false"}>
                    <Td>{v.version}</Td>
                    <Td>{f.timestamp(v.createdAt)}</Td>
                    <Td>{v.isCurrent && <Badge tone="green">{r.current}</Badge>}</Td>
                    <Td>
                      <a
                        className={buttonClasses("secondary", "sm")}
                        href={payslipDocumentLinks.pdf(payslipId, v.version)}
                        target="_blank"
                        rel="noreferrer"
                        data-testid={`payslip-document-download-${v.version}`}
                      >
                        {r.download(v.version)}
                      </a>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </section>
      </div>
    </Dialog>
  );
}
