"use client";
import { useEffect, useId, useRef, type ReactNode } from "react";

/** Native <dialog>: focus trapping, Escape and the backdrop come from the browser. */
const WIDTHS = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = "md",
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof WIDTHS;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} onClose={onClose} aria-labelledby={titleId} className={`m-auto w-full ${WIDTHS[size]} rounded-lg p-0 shadow-xl backdrop:bg-slate-900/40`}>
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="mt-3 text-sm text-slate-700">{children}</div>
      </div>
      {footer && <div className="flex justify-end gap-2 rounded-b-lg bg-slate-50 px-6 py-3">{footer}</div>}
    </dialog>
  );
}
