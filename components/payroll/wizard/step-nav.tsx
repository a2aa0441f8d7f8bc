"use client";
import { cn } from "@/components/ui/cn";
import { useT } from "@/lib/i18n/client";

export const STEP_COUNT = 4;

/** The four steps: the done ones (and the result, once there is a payslip) can be opened again. */
export function RunStepNav({ step, payslipId, onStep }: { step: number; payslipId: string | null; onStep: (step: number) => void }) {
  const w = useT().payroll.wizard;
  const steps = w.steps;
  const canOpen = (i: number) => i < step || (i === 3 && !!payslipId);
  const goTo = onStep;
  return (
    <nav aria-label={w.stepsLabel} className="mb-6">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {steps.map((label, i) => {
          const current = i === step;
          const done = i < step || (i === 3 && !!payslipId);
          return (
            <li key={label}>
              <button
                type="button"
                disabled={!canOpen(i) && !current}
                aria-current={current ? "step" : undefined}
                onClick={() => canOpen(i) && goTo(i)}
                data-testid={`wizard-step-${i + 1}`}
                className={cn(
                  "flex w-full items-center gap-2 rounded-md border px-3 py-2 text-left text-sm transition focus-visible:outline-2 focus-visible:outline-brand-600",
                  current
                    ? "border-brand-600 bg-brand-50 font-semibold text-brand-900"
                    : done
                      ? "border-slate-200 bg-white text-slate-700 hover:bg-slate-50"
                      : "border-slate-200 bg-slate-50 text-slate-400",
                )}
              >
                <span
                  className={cn(
                    "flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs",
                    current ? "bg-brand-600 text-white" : done ? "bg-brand-100 text-brand-700" : "bg-slate-200 text-slate-500",
                  )}
                  aria-hidden
                >
                  {done && !current ? "✓" : i + 1}
                </span>
                <span>
                  <span className="sr-only">{w.stepOf(i + 1, STEP_COUNT)}: </span>
                  {label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
