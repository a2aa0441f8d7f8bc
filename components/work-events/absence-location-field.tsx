"use client";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, Select } from "@/components/ui/field";
import { useT } from "@/lib/i18n/client";
import { ABSENCE_LOCATIONS } from "@/lib/payroll";

/** Where a sick or injured worker spends the day (rules-update §1b), for the day form and the range panel. */
export function AbsenceLocationField({ registration, error, testId }: { registration: UseFormRegisterReturn; error?: string; testId: string }) {
  const w = useT().workEvents;
  return (
    <Field label={w.fields.absenceLocation} error={error} hint={w.fields.absenceLocationHint}>
      {(p) => (
        <Select {...p} {...registration} data-testid={testId}>
          {ABSENCE_LOCATIONS.map((value) => (
            <option key={value} value={value}>
              {w.absenceLocations[value]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
