import Link from "next/link";
import type { ReactNode } from "react";
import { Badge, Card, EmptyState } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import type { Locale } from "@/lib/i18n/config";
import type { Dictionary } from "@/lib/i18n/dictionary";
import type { EmployerContractView } from "@/lib/services/employers/list-employer-contracts";
import type { EmployerView } from "@/lib/validation/employer";
import { BUSINESS_DETAILS_FIELDS, PERSONAL_INFO_FIELDS, type BusinessServiceType, type CorporationType } from "@/lib/validation/employer";
import { LinkButton } from "@/components/ui/link-button";
import { monthNames } from "@/lib/format/calendar-names";

/** Server-rendered details and contracts of one employer (strings from the server dictionary). */

/** YYYY-MM-DD → DD/MM/YYYY (Italian and British order alike), without time-zone shifts. */
function dateOnly(iso: string, _locale: Locale): string {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function EmployerDetails({ employer, t, locale }: { employer: EmployerView; t: Dictionary; locale: Locale }) {
  const e = t.employers;
  // the two shapes read by field name: every field the screen lists is an optional string
  const info: Partial<Record<string, string>> = { ...employer.personalInfo, ...employer.businessDetails };
  const fields = employer.type === "domestic" ? PERSONAL_INFO_FIELDS : BUSINESS_DETAILS_FIELDS;
  const display = (field: string): ReactNode => {
    const value = info[field];
    if (!value) return <span className="text-slate-400">{e.detail.notSet}</span>;
    if (field === "birthDate") return dateOnly(value, locale);
    if (field === "corporationType") return e.corporationTypes[value as CorporationType] ?? value;
    if (field === "businessServiceType") return e.businessServiceTypes[value as BusinessServiceType] ?? value;
    if (field === "fiscalCode" || field === "vatNumber") return <code>{value}</code>;
    if (field === "email" || field === "pec")
      return (
        <a className="text-brand-700 hover:underline" href={`mailto:${value}`}>
          {value}
        </a>
      );
    return value;
  };
  const patron = employer.patronSaintDay
    ? (() => {
        const [m, d] = employer.patronSaintDay.split("-");
        return `${Number(d)} ${monthNames(t.common.locale)[Number(m) - 1] ?? ""}`;
      })()
    : null;
  return (
    <Card title={employer.type === "domestic" ? e.detail.personal : e.detail.business}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="employer-details">
        {fields.map((field) => (
          <Item key={field} label={e.fields[field]}>
            {display(field)}
          </Item>
        ))}
        <Item label={e.fields.patronSaintDay}>{patron ?? <span className="text-slate-400">{e.detail.notSet}</span>}</Item>
      </dl>
    </Card>
  );
}

const STATUS_TONE = { active: "green", upcoming: "blue", ended: "gray" } as const;

export function EmployerContracts({
  employerId,
  archived,
  contracts,
  t,
  locale,
}: {
  employerId: string;
  archived: boolean;
  contracts: EmployerContractView[];
  t: Dictionary;
  locale: Locale;
}) {
  const e = t.employers.detail;
  return (
    <Card
      title={e.contracts}
      actions={
        // a contract for this employer, the wizard's employer step already filled in (issue 15 point 6)
        !archived && (
          <LinkButton variant="primary" href={`/contracts/new?employerId=${employerId}`} data-testid="employer-new-contract">
            {t.contracts.newContract}
          </LinkButton>
        )
      }
    >
      {contracts.length === 0 ? (
        <EmptyState>{e.noContracts}</EmptyState>
      ) : (
        <Table caption={e.contracts}>
          <thead>
            <tr>
              <Th>{e.contractColumns.worker}</Th>
              <Th>{e.contractColumns.level}</Th>
              <Th>{e.contractColumns.start}</Th>
              <Th>{e.contractColumns.end}</Th>
              <Th>{e.contractColumns.status}</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {contracts.map((c) => (
              <tr key={c.id} data-testid="employer-contract-row">
                <Td className="font-medium">
                  <Link href={`/contracts/${c.id}`} className="text-brand-700 hover:underline">
                    {c.workerLastName} {c.workerFirstName}
                  </Link>
                </Td>
                <Td>{c.level ?? e.notSet}</Td>
                <Td>{dateOnly(c.startDate, locale)}</Td>
                <Td>{c.endDate ? dateOnly(c.endDate, locale) : <span className="text-slate-500">{e.openEnded}</span>}</Td>
                <Td>
                  <Badge tone={STATUS_TONE[c.status]}>{e.contractStatus[c.status]}</Badge>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
