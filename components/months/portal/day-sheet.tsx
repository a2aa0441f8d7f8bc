"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useSetDay, type MonthDay } from "@/lib/client/months";
import { formatDate } from "@/lib/format/display";
import { useT } from "@/lib/i18n/client";
import { ABSENCES, dayItems, type AbsenceChoice, type DayChoice } from "./day-items";

type Kind = DayChoice["kind"];

/** The day's sheet on the phone: worked as scheduled, an absence of a kind, or extra hours; or the day cleared. */
export function DaySheet({ contractId, day, onClose }: { contractId: string; day: MonthDay | null; onClose: () => void }) {
  const t = useT();
  const d = t.months.portal.day;
  const [kind, setKind] = useState<Kind>("worked");
  const [absence, setAbsence] = useState<AbsenceChoice>("sick_leave");
  const [extra, setExtra] = useState("1");
  const setDay = useSetDay(contractId, { onSuccess: onClose });
  if (!day) return null;
  const choice: DayChoice = kind === "worked" ? { kind } : kind === "absence" ? { kind, absence } : { kind, hours: extra.replace(",", ".") };
  const save = () => setDay.mutate({ date: day.date, items: dayItems(day, choice), removeIds: day.events.flatMap((e) => (e.id ? [e.id] : [])) });
  const clear = () => setDay.mutate({ date: day.date, items: [], removeIds: day.events.flatMap((e) => (e.id ? [e.id] : [])) });
  return (
    <Dialog
      open
      onClose={onClose}
      title={d.title(formatDate(day.date))}
      footer={
        <>
          <Button variant="ghost" onClick={clear} disabled={day.events.length === 0} data-testid="day-clear">
            {d.clear}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {d.close}
          </Button>
          <Button loading={setDay.isPending} onClick={save} data-testid="day-save">
            {d.save}
          </Button>
        </>
      }
    >
      {setDay.isError && <Alert>{errorMessage(setDay.error, t)}</Alert>}
      <fieldset className="space-y-2" data-testid="day-choice">
        {(["worked", "absence", "extra"] as const).map((k) => (
          <label key={k} className="flex min-h-11 items-center gap-3 rounded-md px-2 ring-1 ring-slate-200">
            <input type="radio" name="day-kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="h-5 w-5" />
            {k === "worked" ? d.worked : k === "absence" ? d.absence : d.extra}
          </label>
        ))}
      </fieldset>
      {kind === "absence" && (
        <Field label={d.absenceType} className="mt-3">
          {(p) => (
            <Select {...p} value={absence} onChange={(e) => setAbsence(e.target.value as AbsenceChoice)} data-testid="day-absence">
              {(Object.keys(ABSENCES) as AbsenceChoice[]).map((a) => (
                <option key={a} value={a}>
                  {d.types[a]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      {kind === "extra" && (
        <Field label={d.extraHours} className="mt-3">
          {(p) => <Input {...p} inputMode="decimal" value={extra} onChange={(e) => setExtra(e.target.value)} data-testid="day-extra" />}
        </Field>
      )}
    </Dialog>
  );
}
