"use client";
import { cn } from "@/components/ui/cn";
import { useI18n } from "@/lib/i18n/client";
import { WIZARD_STEPS, type WizardStep } from "../wizard-model";

/** The steps in order: the done ones can be revisited, the later ones wait. */
export function WizardStepNav({ step, onStep }: { step: WizardStep; onStep: (step: WizardStep) => void }) {
  const c = useI18n().t.contracts;
  const index = WIZARD_STEPS.indexOf(step);
  return (
    <nav aria-label={c.wizard.title}>
      <ol className="flex flex-wrap gap-2 text-sm">
        {WIZARD_STEPS.map((s, i) => (
          <li key={s}>
            <button
              type="button"
              disabled={i > index}
              onClick={() => i < index && onStep(s)}
              aria-current={s === step ? "step" : undefined}
              className={cn(
                "rounded-full px-3 py-1 ring-1 ring-inset",
                s === step
                  ? "bg-brand-600 text-white ring-brand-600"
                  : i < index
                    ? "ring-brand-200 bg-white text-brand-700 hover:bg-brand-50"
                    : "bg-slate-50 text-slate-400 ring-slate-200",
              )}
            >
              {i + 1}. {c.wizard.steps[s]}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
