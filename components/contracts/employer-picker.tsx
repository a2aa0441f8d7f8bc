"use client";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import { useState } from "react";
import { createPortal } from "react-dom";
import { EmployerForm } from "@/components/employers/employer-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { Alert, EmptyState, Spinner } from "@/components/ui/misc";
import { cn } from "@/components/ui/cn";
import { useEmployer, useEmployerList } from "@/lib/client/employers";
import { errorMessage } from "@/lib/client/error-message";
import { useI18n } from "@/lib/i18n/client";

/** Active employers of the organization (GET /v1/employers), searchable, one to choose. */
export function EmployerPicker({
  organizationId,
  value,
  onChange,
  error,
}: {
  organizationId: string;
  value: string;
  onChange: (id: string, name: string) => void;
  error?: string;
}) {
  const { t } = useI18n();
  const c = t.contracts;
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const debounced = useDebouncedValue(search.trim(), 250);
  const list = useEmployerList({ organizationId, status: "active", search: debounced || undefined, sortField: "name", sortDirection: "asc", limit: 10 });
  const selected = useEmployer(value, { enabled: !list.data?.data.some((e) => e.id === value) });
  const selectedName = list.data?.data.find((e) => e.id === value)?.displayName ?? selected.data?.displayName;

  return (
    <div className="space-y-3">
      <Field label={c.wizard.employerSearch}>
        {(p) => (
          <Input
            {...p}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={c.wizard.employerSearchPlaceholder}
            data-testid="contract-employer-search"
          />
        )}
      </Field>
      {value && selectedName && <p className="text-sm font-medium text-slate-800">{c.wizard.selectedEmployer(selectedName)}</p>}
      {list.isPending ? (
        <Spinner label={t.common.states.loading} />
      ) : list.isError ? (
        <Alert>{errorMessage(list.error, t)}</Alert>
      ) : list.data.data.length === 0 ? (
        <EmptyState>{c.wizard.noEmployers}</EmptyState>
      ) : (
        <fieldset>
          <legend className="sr-only">{c.fields.employer}</legend>
          <ul className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200">
            {list.data.data.map((e) => (
              <li key={e.id}>
                <label className={cn("flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50", e.id === value && "bg-brand-50")}>
                  <input
                    type="radio"
                    name="employer-choice"
                    value={e.id}
                    checked={e.id === value}
                    onChange={() => onChange(e.id, e.displayName)}
                    className="h-4 w-4 text-brand-600"
                  />
                  <span className="font-medium text-slate-900">{e.displayName}</span>
                  {e.displayTaxId && <span className="text-xs text-slate-500">{e.displayTaxId}</span>}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {error && (
        <p className="text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
      {/* a new employer in a dialog: the wizard keeps what the clerk typed (issue 15 point 4) */}
      <Button variant="secondary" size="sm" onClick={() => setCreating(true)} data-testid="wizard-new-employer">
        {c.wizard.createEmployer}
      </Button>
      {/* outside the wizard's <form> in the page (a portal), and its submit stops here, not in the wizard */}
      {creating &&
        createPortal(
          <div onSubmit={(e) => e.stopPropagation()}>
            <Dialog open onClose={() => setCreating(false)} title={c.wizard.createEmployer} size="xl">
              <EmployerForm
                mode="create"
                organizationId={organizationId}
                onCancel={() => setCreating(false)}
                onCreated={(employer) => {
                  setCreating(false);
                  onChange(employer.id, employer.displayName);
                }}
              />
            </Dialog>
          </div>,
          document.body,
        )}
    </div>
  );
}
