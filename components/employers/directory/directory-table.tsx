"use client";
import Link from "next/link";
import { Badge } from "@/components/ui/misc";
import { SortableTh, Table, Td, Th } from "@/components/ui/table";
import { useI18n } from "@/lib/i18n/client";
import type { EmployerView } from "@/lib/validation/employer";
import type { DirectoryState } from "./use-directory";

function locality(e: EmployerView): string | null {
  const info = e.personalInfo ?? e.businessDetails;
  if (!info?.locality) return null;
  return info.province ? `${info.locality} (${info.province})` : info.locality;
}

function contact(e: EmployerView): string | null {
  const info = e.personalInfo ?? e.businessDetails;
  return info?.email ?? info?.pec ?? info?.phone ?? null;
}

/** A page of employers: name (sortable), type, tax id, place, contact, status, creation date. */
export function DirectoryTable({ rows, state, onSort }: { rows: EmployerView[]; state: DirectoryState; onSort: (field: string) => void }) {
  const { t, locale } = useI18n();
  const e = t.employers;
  const d = e.directory;
  const dateFormat = new Intl.DateTimeFormat(locale === "it" ? "it-IT" : "en-GB", { day: "2-digit", month: "2-digit", year: "numeric" });
  return (
    <Table caption={d.caption}>
      <thead>
        <tr>
          <SortableTh label={d.columns.name} field="name" sortField={state.sort} sortDirection={state.dir} onSort={onSort} />
          <SortableTh label={d.columns.type} field="type" sortField={state.sort} sortDirection={state.dir} onSort={onSort} />
          <Th>{d.columns.taxId}</Th>
          <Th>{d.columns.locality}</Th>
          <Th>{d.columns.contact}</Th>
          <Th>{d.columns.status}</Th>
          <SortableTh label={d.columns.createdAt} field="createdAt" sortField={state.sort} sortDirection={state.dir} onSort={onSort} />
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.id} className="hover:bg-slate-50" data-testid="employer-row">
            <Td className="font-medium">
              <Link href={`/employers/${row.id}`} className="text-brand-700 hover:underline">
                {row.displayName}
              </Link>
            </Td>
            <Td>
              <Badge tone={row.type === "domestic" ? "gray" : "blue"}>{e.types[row.type]}</Badge>
            </Td>
            <Td>
              <code className="text-xs">{row.displayTaxId ?? e.detail.notSet}</code>
            </Td>
            <Td>{locality(row) ?? e.detail.notSet}</Td>
            <Td className="max-w-56 truncate">{contact(row) ?? e.detail.notSet}</Td>
            <Td>{row.archived ? <Badge>{e.status.archived}</Badge> : <Badge tone="green">{e.status.active}</Badge>}</Td>
            <Td>{dateFormat.format(new Date(row.createdAt))}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
