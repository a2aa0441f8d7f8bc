"use client";
import { useI18n } from "@/lib/i18n/client";
import { issueText } from "../issue-text";
import type { Issue } from "./shared";

/** A run item's warnings or errors, folded: a long list never pushes the row's actions out of view (issue 26 point 15). */
export function IssueDetails({ issues, tone }: { issues: readonly Issue[]; tone: "amber" | "red" }) {
  const { t, locale } = useI18n();
  return (
    <details className={`max-w-[18rem] text-xs ${tone === "red" ? "text-red-800" : "text-amber-900"}`} data-testid="row-issues">
      <summary className="cursor-pointer">{t.payroll.wizard.validation[tone === "red" ? "errorsTitle" : "warningsTitle"](issues.length)}</summary>
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        {issues.map((e, i) => (
          <li key={i} data-code={e.code}>
            {issueText(e, t, locale)}
          </li>
        ))}
      </ul>
    </details>
  );
}
