import "server-only";
import { tfrProvisionalCoefficientWhere } from "@/lib/db/scope";
import type { TfrCoefficientView } from "@/lib/validation/tfr-coefficient";
/**
 * TFR revaluation coefficients (docs/domain/rules-update.md §2, docs/operations.md "ISTAT series").
 *
 * - The installation's series (`tfr_coefficients`) is shared by every organization and maintained
 *   at installation level only: `npm run istat -- set 2026-10 101.2` types a month's FOI index and
 *   the coefficient is derived (scripts/istat.ts). No organization's API call changes it.
 * - An organization's administrator may add a **provisional** coefficient (POST) for a month the
 *   series lacks: it is kept in `tfr_provisional_coefficients` for that organization, reaches only
 *   its own payslips (as their provisional coefficient, with a warning), and stops counting once the
 *   installation's series has the month.
 * Anyone signed in (or with an API key) reads the series and the own organization's provisional figures.
 */
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { coefficientFromFoi, previousDecemberKey } from "@/lib/payroll";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { todayInItaly } from "@/lib/validation/common";
import type { CreateTfrCoefficientInput } from "@/lib/validation/tfr-coefficient";

export type { TfrCoefficientView };

const select = { id: true, month: true, percent: true, foi: true, foiBase: true, isDerived: true, source: true, createdAt: true } as const;
const provisionalSelect = { id: true, month: true, percent: true, foi: true, source: true, createdAt: true } as const;
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

function serialize(r: Row, provisional = false): TfrCoefficientView {
  return {
    provisional,
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

export async function listTfrCoefficients(ctx: ServiceContext, query: { year?: string } = {}): Promise<{ data: TfrCoefficientView[] }> {
  const month = query.year ? { startsWith: `${query.year}-` } : undefined;
  const db = getDb();
  const rows = await db.tfrCoefficient.findMany({ where: month ? { month } : {}, orderBy: { month: "asc" }, select });
  const own = await db.tfrProvisionalCoefficient.findMany({
    where: { ...tfrProvisionalCoefficientWhere(ctx.scope), ...(month ? { month } : {}) },
    orderBy: { month: "asc" },
    select: provisionalSelect,
  });
  const provisional = own.map((r) => serialize({ ...r, foiBase: foiBaseOf(r.month), isDerived: r.foi !== null }, true));
  return {
    data: [...rows.map((r) => serialize(r)), ...provisional].sort((a, b) =>
      a.month === b.month ? Number(a.provisional) - Number(b.provisional) : a.month < b.month ? -1 : 1,
    ),
  };
}

/** An organization's provisional coefficients, by month (read with the payroll's inputs: lib/db/statements/payroll-inputs.ts). */
export type { ProvisionalCoefficients } from "@/lib/db/statements/payroll-inputs";

/** FOI base of a month: base 2025 = 100 from January 2026 (rules-update.md §1f). */
const foiBaseOf = (month: string): "2015" | "2025" => (month >= "2026-01" ? "2025" : "2015");

export async function createTfrCoefficient(ctx: ServiceContext, input: CreateTfrCoefficientInput): Promise<TfrCoefficientView> {
  const { principal, requestId } = ctx;
  // A coefficient is published around the 15th of the next month: a month not yet over cannot have one.
  const today = todayInItaly();
  if (input.month >= today.slice(0, 7)) {
    throw new AppError("validation_failed", `The coefficient of ${input.month} cannot be published yet`, {
      errors: [{ path: "/month", message: "The month is not over yet", code: "month_not_over", params: { month: input.month } }],
    });
  }
  return writeTransaction(async (tx) => {
    const published = await tx.tfrCoefficient.findUnique({ where: { month: input.month }, select: { id: true, percent: true } });
    if (published)
      throw new AppError("tfr_coefficient_exists", `The coefficient of ${input.month} is published (${published.percent.toFixed(6)} %)`, {
        extra: { id: published.id },
      });
    const existing = await tx.tfrProvisionalCoefficient.findUnique({
      where: { organizationId_month: { organizationId: ctx.scope.organizationId, month: input.month } },
      select: { id: true, percent: true },
    });
    if (existing)
      throw new AppError("tfr_coefficient_exists", `The provisional coefficient of ${input.month} already exists (${existing.percent.toFixed(6)} %)`, {
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
    const row = await tx.tfrProvisionalCoefficient.create({
      data: {
        organizationId: ctx.scope.organizationId,
        month: input.month,
        percent: percent as string,
        foi: input.foi ?? null,
        source: input.source,
        createdBy: principal.kind === "user" ? principal.actorId : null,
      },
      select: provisionalSelect,
    });
    const view = serialize({ ...row, foiBase: foiBaseOf(row.month), isDerived: input.percent === undefined }, true);
    await writeAuditEntry(tx, principal, { action: "tfr_coefficient.create", entityType: "tfr_coefficient", entityId: row.id, after: view, requestId });
    return view;
  });
}
