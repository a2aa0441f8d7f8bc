"use client";
import { cn } from "@/components/ui/cn";
import { useT } from "@/lib/i18n/client";
import type { StatusFilter } from "./use-directory";

/** All / active / archived, each with its count once known. */
export function StatusTabs({
  status,
  counts,
  onStatus,
}: {
  status: StatusFilter;
  counts: { active: number; archived: number } | undefined;
  onStatus: (s: StatusFilter) => void;
}) {
  const d = useT().employers.directory;
  const tabs: { value: StatusFilter; label: string; count: number | undefined }[] = [
    { value: "all", label: d.filters.all, count: counts ? counts.active + counts.archived : undefined },
    { value: "active", label: d.filters.active, count: counts?.active },
    { value: "archived", label: d.filters.archived, count: counts?.archived },
  ];
  return (
    <div role="group" aria-label={d.statusFilter} className="inline-flex rounded-md shadow-sm ring-1 ring-slate-300">
      {tabs.map((tab, i) => (
        <button
          key={tab.value}
          type="button"
          aria-pressed={status === tab.value}
          onClick={() => onStatus(tab.value)}
          data-testid={`employer-status-${tab.value}`}
          className={cn(
            "px-3 py-1.5 text-sm font-medium",
            i > 0 && "border-l border-slate-300",
            i === 0 && "rounded-l-md",
            i === tabs.length - 1 && "rounded-r-md",
            status === tab.value ? "bg-brand-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
          )}
        >
          {tab.label}
          {tab.count !== undefined && (
            <span className={cn("ml-1.5 rounded-full px-1.5 text-xs", status === tab.value ? "bg-white/20" : "bg-slate-100 text-slate-600")}>{tab.count}</span>
          )}
        </button>
      ))}
    </div>
  );
}
