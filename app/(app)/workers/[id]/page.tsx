import Link from "next/link";
import { PortalAccessSection } from "@/components/portal-access/portal-access-section";
import { Alert, Badge, Card, PageHeader } from "@/components/ui/misc";
import { workerWarningText } from "@/components/workers/warning-text";
import { orNotFound } from "@/lib/auth/session";
import { requireSessionContext } from "@/lib/services/page-context";
import { formatDate, formatHours } from "@/lib/format/display";
import { getServerDictionary } from "@/lib/i18n/server";
import { getWorker } from "@/lib/services/workers/get-worker";

export default async function WorkerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const ctx = await requireSessionContext();
  const worker = await orNotFound(id, () => getWorker(ctx, id));
  const { t, locale } = await getServerDictionary();
  const w = t.workers;
  const documents = [
    { label: w.identityDocument, doc: worker.identityDocument },
    { label: w.residencePermit, doc: worker.residencePermit },
  ].filter((d) => d.doc !== null);
  return (
    <>
      <Link href="/employers" className="text-sm text-slate-500 hover:text-slate-800">
        ← {w.back}
      </Link>
      <PageHeader
        title={`${worker.lastName} ${worker.firstName}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {worker.fiscalCode && <code className="text-xs text-slate-600">{worker.fiscalCode}</code>}
            {worker.sex && <Badge>{w.sex[worker.sex]}</Badge>}
          </span>
        }
      />
      <div className="space-y-6">
        <Card title={w.warnings}>
          {worker.warnings.length === 0 ? (
            <p className="text-sm text-slate-600">{w.noWarnings}</p>
          ) : (
            <ul className="space-y-2">
              {worker.warnings.map((warning, i) => (
                <li key={`${warning.code}-${i}`}>
                  <Alert tone="amber">{workerWarningText(warning, w, locale)}</Alert>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={w.hours}>
          <p className="text-sm text-slate-800">{w.hoursTotal(formatHours(worker.hours.weeklyHours, locale))}</p>
          {worker.hours.limits && <p className="text-xs text-slate-500">{w.hoursLimits(worker.hours.limits.daily, worker.hours.limits.weekly)}</p>}
        </Card>
        <Card title={w.contracts}>
          {worker.contracts.length === 0 ? (
            <p className="text-sm text-slate-600">{w.noContracts}</p>
          ) : (
            // a long employer name wraps, and the table scrolls inside the card rather than widening a phone's page
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-xs text-slate-500">
                  <tr>
                    <th className="py-1 font-medium">{w.employer}</th>
                    <th className="py-1 font-medium">{w.period}</th>
                    <th className="py-1 text-right font-medium">{w.weeklyHours}</th>
                    <th className="py-1 font-medium" />
                  </tr>
                </thead>
                <tbody>
                  {worker.contracts.map((c) => (
                    <tr key={c.id} className="border-t border-slate-100">
                      <td className="py-2 wrap-anywhere">
                        <Link href={`/contracts/${c.id}`} className="text-blue-700 hover:underline">
                          {c.employerName}
                        </Link>
                        <div className="text-xs text-slate-500">{t.contracts.jobTypes[c.jobType]}</div>
                      </td>
                      <td className="py-2">{c.endDate ? w.fromTo(formatDate(c.startDate), formatDate(c.endDate)) : w.from(formatDate(c.startDate))}</td>
                      <td className="py-2 text-right tabular-nums">{formatHours(c.weeklyHours, locale)}</td>
                      <td className="py-2">{c.status === "active" ? <Badge tone="green">{w.status.active}</Badge> : <Badge>{w.status.ended}</Badge>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
        <Card title={w.documents}>
          {documents.length === 0 && !worker.flussiEntryDate ? (
            <p className="text-sm text-slate-600">{w.noDocuments}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {documents.map(({ label, doc }) => (
                <li key={label}>
                  {label}: {doc?.number} · {doc?.expiryDate ? w.expires(formatDate(doc.expiryDate)) : w.noExpiry}
                </li>
              ))}
              {worker.flussiEntryDate && <li>{w.flussiEntry(formatDate(worker.flussiEntryDate))}</li>}
            </ul>
          )}
        </Card>
        <Card>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs text-slate-500">{w.birth}</dt>
              <dd>{[formatDate(worker.birthDate), worker.birthPlace].filter(Boolean).join(" · ")}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{w.nationality}</dt>
              <dd>{worker.nationality ?? "—"}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{w.address}</dt>
              <dd>{[worker.address, worker.zipCode, worker.locality, worker.province].filter(Boolean).join(" ") || "—"}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{w.iban}</dt>
              <dd>{worker.iban ?? "—"}</dd>
            </div>
          </dl>
        </Card>
        <PortalAccessSection subject={{ workerId: worker.id }} />
      </div>
    </>
  );
}
