"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Alert, Badge } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useI18n } from "@/lib/i18n/client";
import type { WorkEventItem } from "@/lib/validation/work-event";
import type { WorkEventMonthSummary, WorkEventView } from "@/lib/client/work-events";
import { EventForm } from "./event-form";
import { TYPE_CHIP, formatDayLong, holidayName } from "./format";
import { formatHours } from "@/lib/format/display";

type DayInfo = WorkEventMonthSummary["days"][number];

/** The side panel of one day: its events, and the form to add or change one. */
export function DayPanel({
  day,
  events,
  onCreate,
  onUpdate,
  onDelete,
}: {
  day: DayInfo;
  events: readonly WorkEventView[];
  onCreate: (item: WorkEventItem) => Promise<unknown>;
  onUpdate: (event: WorkEventView, item: WorkEventItem) => Promise<unknown>;
  onDelete: (event: WorkEventView) => Promise<unknown>;
}) {
  const { t, locale } = useI18n();
  const w = t.workEvents;
  const [mode, setMode] = useState<{ kind: "list" } | { kind: "add" } | { kind: "edit"; event: WorkEventView }>(
    events.length === 0 && day.withinEmployment ? { kind: "add" } : { kind: "list" },
  );
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const remove = async (event: WorkEventView) => {
    setDeleting(event.id);
    setError(null);
    try {
      await onDelete(event);
    } catch (e) {
      setError(errorMessage(e, t));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="space-y-4" data-testid="day-panel">
      <div>
        <h2 className="text-base font-semibold text-slate-900 first-letter:uppercase">{formatDayLong(day.date, t)}</h2>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {day.holiday && <Badge tone="red">{holidayName(day.holiday, t)}</Badge>}
          {day.withinEmployment && (
            <span>{day.scheduledHours === "0.00" ? w.panel.noSchedule : w.panel.scheduled(formatHours(day.scheduledHours, locale))}</span>
          )}
        </div>
      </div>
      {!day.withinEmployment && <Alert tone="amber">{w.panel.outside}</Alert>}

      {events.length === 0 ? (
        mode.kind === "list" && <p className="text-sm text-slate-500">{w.panel.noEvents}</p>
      ) : (
        <ul className="space-y-2" aria-label={w.grid.events(events.length)}>
          {events.map((e) => (
            <li
              key={e.id}
              className={cn("rounded-md px-3 py-2 ring-1 ring-inset", TYPE_CHIP[e.type], mode.kind === "edit" && mode.event.id === e.id && "ring-2")}
              data-testid="day-event"
            >
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <div className="text-sm font-semibold">
                    {w.subTypes[e.subType]} · {formatHours(e.hours, locale)} {w.hoursUnit}
                    {e.multiplier !== "1.00" && <span className="font-normal"> × {formatHours(e.multiplier, locale)}</span>}
                  </div>
                  {e.customName && <div className="truncate text-xs">{e.customName}</div>}
                  {e.notes && <div className="truncate text-xs opacity-80">{e.notes}</div>}
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setMode({ kind: "edit", event: e })}
                    aria-label={`${w.panel.edit}: ${w.subTypes[e.subType]}`}
                  >
                    {w.panel.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={deleting === e.id}
                    onClick={() => void remove(e)}
                    aria-label={`${w.panel.delete}: ${w.subTypes[e.subType]}`}
                    data-testid="event-delete"
                  >
                    {w.panel.delete}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && <Alert>{error}</Alert>}

      {day.withinEmployment && mode.kind === "list" && (
        <Button variant="secondary" onClick={() => setMode({ kind: "add" })} data-testid="event-add">
          + {w.panel.add}
        </Button>
      )}
      {mode.kind !== "list" && (
        <section className="rounded-lg bg-white p-3 ring-1 ring-slate-200" aria-label={mode.kind === "edit" ? w.panel.editTitle : w.panel.addTitle}>
          <h3 className="mb-2 text-sm font-semibold text-slate-800">{mode.kind === "edit" ? w.panel.editTitle : w.panel.addTitle}</h3>
          <EventForm
            key={mode.kind === "edit" ? mode.event.id : "add"}
            date={day.date}
            initial={mode.kind === "edit" ? mode.event : undefined}
            defaultHours={day.scheduledHours}
            onCancel={() => setMode({ kind: "list" })}
            onSubmit={async (item) => {
              if (mode.kind === "edit") await onUpdate(mode.event, item);
              else await onCreate(item);
              setMode({ kind: "list" });
            }}
          />
        </section>
      )}
    </div>
  );
}
