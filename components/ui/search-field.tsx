"use client";
import { Field, Input } from "./field";

/**
 * A list's search box: labelled, the query as typed (`setInput`), Enter searching at once
 * (`searchNow`) instead of after the pause; with useUrlSearch (lib/client/use-url-search.ts) the
 * query lives in the URL. Used by the employers' directory and the workers' list.
 */
export function SearchField(props: {
  label: string;
  placeholder: string;
  input: string;
  setInput: (query: string) => void;
  searchNow: () => void;
  className?: string;
  testId?: string;
}) {
  return (
    <Field label={props.label} className={props.className}>
      {(p) => (
        <Input
          {...p}
          type="search"
          value={props.input}
          onChange={(ev) => props.setInput(ev.target.value)}
          onKeyDown={(ev) => {
            if (ev.key === "Enter") props.searchNow();
          }}
          placeholder={props.placeholder}
          autoComplete="off"
          maxLength={100}
          data-testid={props.testId}
        />
      )}
    </Field>
  );
}
