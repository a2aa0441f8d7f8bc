"use client";
import { useEffect, useRef, useState, type ReactNode, type ThHTMLAttributes, type TdHTMLAttributes } from "react";
import { cn } from "./cn";

/** Whether the element scrolls sideways (a wide table on a phone or a tablet), kept current as it resizes. */
function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

export function Table({ children, caption }: { children: ReactNode; caption?: string }) {
  const { ref, scrolls } = useScrollsSideways<HTMLDivElement>();
  // relative: the sr-only labels inside (absolutely positioned) stay in the scrolling box instead of widening the page at 390 px;
  // a box that scrolls sideways takes the focus, so the keyboard scrolls it too (issue 26 point 19, WCAG 2.1.1)
  return (
    <div
      ref={ref}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls && caption ? "region" : undefined}
      aria-label={scrolls && caption ? caption : undefined}
      className="relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function Th({ className, children, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th scope="col" className={cn("bg-slate-50 px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase", className)} {...props}>
      {children}
    </th>
  );
}

export function Td({ className, children, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td className={cn("px-3 py-2.5 whitespace-nowrap text-slate-800", className)} {...props}>
      {children}
    </td>
  );
}

/** A header cell that sorts: aria-sort tells assistive tech the current order. */
export function SortableTh({
  label,
  field,
  sortField,
  sortDirection,
  onSort,
  className,
}: {
  label: string;
  field: string;
  sortField: string;
  sortDirection: "asc" | "desc";
  onSort: (field: string) => void;
  className?: string;
}) {
  const active = field === sortField;
  return (
    <th
      scope="col"
      aria-sort={active ? (sortDirection === "asc" ? "ascending" : "descending") : "none"}
      className={cn("bg-slate-50 px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase", className)}
    >
      <button type="button" onClick={() => onSort(field)} className="inline-flex items-center gap-1 uppercase hover:text-slate-900">
        {label}
        <span aria-hidden className={active ? "text-slate-900" : "text-slate-300"}>
          {active && sortDirection === "asc" ? "▲" : "▼"}
        </span>
      </button>
    </th>
  );
}
