import "server-only";
import type { TfrCoefficientView } from "@/lib/validation/tfr-coefficient";
/**
 * TFR revaluation coefficients (docs/domain/rules-update.md §2): organization-independent reference
 * data. Anyone signed in (or with an API key) reads them; only an administrator signed in to the
 * application adds one (the route's `admin` access), with an audit entry in the administrator's
 * organization. The payroll service passes them to the engine as `settings.tfrMonthlyCoefficients`.
 */
import { writeTransaction } from "@/lib/db/sql";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { coefficientFromFoi, previousDecemberKey } from "@/lib/payroll";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { todayInItaly } from "@/lib/validation/common";
import type { CreateTfrCoefficientInput } from "@/lib/validation/tfr-coefficient";

export type { TfrCoefficientView };

const select = { id: true, month: true, percent: true, foi: true, foiBase: true, isDerived: true, source: true, createdAt: true } as const;
type Row = {
  id: string;
  month: string;
  percent: { toFixed(n: number): string };
  foi: { toFixed(n: number): string } | null;
  foiBase: string;
  isDerived: boolean;
  source: string;
  createdAt: Date;
};

function serialize(r: Row): TfrCoefficientView {
  return {
    id: r.id,
    month: r.month,
    percent: r.percent.toFixed(6),
    foi: r.foi ? r.foi.toFixed(1) : null,
    foiBase: r.foiBase === "2025" ? "2025" : "2015",
    isDerived: r.isDerived,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listTfrCoefficients(_principal: Principal, query: { year?: string } = {}): Promise<{ data: TfrCoefficientView[] }> {
  const rows = await getDb().tfrCoefficient.findMany({
    where: query.year ? { month: { startsWith: `${query.year}-` } } : {},
    orderBy: { month: "asc" },
    select,
  });
  return { data: rows.map(serialize) };
}

/**
 * A SQL expression for the engine's settings.tfrMonthlyCoefficients: a JSON object 'YYYY-MM' →
 * percent string (numeric(9,6): its text is the six-decimal figure). An expression, not a query of
 * its own, so run-payroll reads it in the same statement as the organization's settings.
 */
export const TFR_COEFFICIENTS_JSON = "(SELECT COALESCE(json_object_agg(month, percent::text), '{}') FROM tfr_coefficients)";

/** FOI base of a month: base 2025 = 100 from January 2026 (rules-update.md §1f). */
const foiBaseOf = (month: string): "2015" | "2025" => (month >= "2026-01" ? "2025" : "2015");

export async function createTfrCoefficient(principal: Principal, input: CreateTfrCoefficientInput, requestId?: string): Promise<TfrCoefficientView> {
  // A coefficient is published around the 15th of the next month: a month not yet over cannot have one.
  const today = todayInItaly();
  if (input.month >= today.slice(0, 7)) {
    throw new AppError("validation_failed", `The coefficient of ${input.month} cannot be published yet`, {
      errors: [{ path: "/month", message: "The month is not over yet", code: "month_not_over", params: { month: input.month } }],
    });
  }
  return writeTransaction(async (tx) => {
    const existing = await tx.tfrCoefficient.findUnique({ where: { month: input.month }, select: { id: true, percent: true } });
    if (existing)
      throw new AppError("tfr_coefficient_exists", `The coefficient of ${input.month} already exists (${existing.percent.toFixed(6)} %)`, {
        extra: { id: existing.id },
      });
    let percent = input.percent;
    if (input.foi !== undefined) {
      const decKey = previousDecemberKey(input.month);
      const dec = await tx.tfrCoefficient.findUnique({ where: { month: decKey }, select: { foi: true } });
      if (!dec?.foi) {
        throw new AppError("validation_failed", `The FOI of ${decKey} is not in the table: give the published coefficient instead`, {
          errors: [{ path: "/foi", message: `No FOI for ${decKey}`, code: "previous_december_foi_missing", params: { month: decKey } }],
        });
      }
      const computed = coefficientFromFoi(input.month, input.foi, dec.foi.toFixed(1)).toFixed(6);
      if (percent !== undefined && computed !== Number(percent).toFixed(6)) {
        throw new AppError("validation_failed", `The coefficient ${percent} % does not match the FOI ${input.foi}: the formula gives ${computed} %`, {
          errors: [{ path: "/percent", message: `The FOI gives ${computed} %`, code: "coefficient_foi_mismatch", params: { computed } }],
        });
      }
      percent = computed;
    }
    const row = await tx.tfrCoefficient.create({
      data: {
        month: input.month,
        percent: percent as string,
        foi: input.foi ?? null,
        foiBase: foiBaseOf(input.month),
        isDerived: input.percent === undefined,
        source: input.source,
        createdBy: principal.kind === "user" ? principal.actorId : null,
      },
      select,
    });
    const view = serialize(row);
    await writeAuditEntry(tx, principal, { action: "tfr_coefficient.create", entityType: "tfr_coefficient", entityId: row.id, after: view, requestId });
    return view;
  });
}
