"use client";
import { Field, Select } from "@/components/ui/field";
import { SearchField } from "@/components/ui/search-field";
import { useT } from "@/lib/i18n/client";
import type { TypeFilter } from "./use-directory";

/** The search box (as you type) and the household / business filter. */
export function DirectoryFilters(props: {
  input: string;
  setInput: (q: string) => void;
  searchNow: () => void;
  type: TypeFilter;
  onType: (type: TypeFilter) => void;
}) {
  const e = useT().employers;
  const d = e.directory;
  const { input, setInput, searchNow } = props;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <SearchField
        label={d.searchLabel}
        placeholder={d.searchPlaceholder}
        className="min-w-72 flex-1"
        input={input}
        setInput={setInput}
        searchNow={searchNow}
        testId="employer-search"
      />
      <Field label={d.typeFilter}>
        {(p) => (
          <Select {...p} value={props.type} onChange={(ev) => props.onType(ev.target.value as TypeFilter)} data-testid="employer-type-filter">
            <option value="">{d.allTypes}</option>
            <option value="domestic">{e.types.domestic}</option>
            <option value="business">{e.types.business}</option>
          </Select>
        )}
      </Field>
    </div>
  );
}
