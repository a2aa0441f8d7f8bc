import "server-only";
/**
 * An organization's override of a provisional rate-table version (docs/rate-tables.md): the clerk
 * types the published table (the Ministry's CCNL minimums, the INPS circular) before the
 * application ships it. The override replaces the provisional version for that organization only,
 * under an id of its own (`table@day~org-<hash of the figures>`), so the payslips computed on the
 * provisional figures — or on earlier figures of the override — become outdated with reason
 * `rates_changed` (drafts: run again; finals: to correct). Only a provisional version of a table a
 * payslip names is overridden; the write raises the organization's overrides stamp, so every
 * instance of the application reads the new tables on its next request.
 */
import { hasAdminRights } from "@/lib/auth/principal";
import type { Tx } from "@/lib/db/client";
import { organizationOnly } from "@/lib/db/scope";
import { writeTransaction } from "@/lib/db/sql";
import { bumpRateOverridesStamp, selectRateTableOverrides, type RateTableOverrideRow } from "@/lib/db/statements/rate-table-overrides";
import { AppError, notFound, type FieldError } from "@/lib/errors";
import { checkRegistry, SHIPPED_RATE_VERSIONS, type AnyRateTableVersion, type RateCheckIssue, type RateRegistry } from "@/lib/payroll";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ServiceContext } from "@/lib/services/context";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import {
  rateTableDataSchemas,
  type OverridableRateTable,
  type PutRateTableOverrideInput,
  type RateTableChangeAffected,
  type RateTableOverrideResult,
} from "@/lib/validation/rate-table";
import { zodIssuesToFieldErrors } from "@/lib/validation/zod-errors";
import { findPayslipsAffectedByRateChanges } from "./affected-payslips";
import { overrideVersionId, registryWithReplacements, versionOfOverride } from "./organization-rate-source";
import { effectiveTo, rateTableVersionView } from "./rate-table-versions";

/** An override changes every payslip of the organization: an administrator's sign-in or an admin API key. */
function assertMayOverride(ctx: ServiceContext): void {
  if (!hasAdminRights(ctx.principal)) {
    throw new AppError("forbidden", "Only an administrator (or an API key with the admin scope) enters the organization's rate tables");
  }
}

/** The shipped provisional version the path names (404 unknown, 409 not overridable). */
function provisionalVersion(versionId: string): AnyRateTableVersion & { table: OverridableRateTable } {
  const shipped = SHIPPED_RATE_VERSIONS.find((v) => v.id === versionId);
  if (!shipped) throw notFound("Rate table version");
  if (!(shipped.table in rateTableDataSchemas)) {
    throw new AppError(
      "rate_version_not_overridable",
      `The ${shipped.table} table is not overridden here: the TFR revaluation has its own provisional coefficients (POST /v1/rate-tables/tfr-coefficients)`,
    );
  }
  if (shipped.status !== "provisional") {
    throw new AppError(
      "rate_version_not_provisional",
      `${shipped.id} is a published table: only a provisional version is replaced by the organization's figures`,
      {
        extra: { versionId: shipped.id, status: shipped.status },
      },
    );
  }
  return shipped as AnyRateTableVersion & { table: OverridableRateTable };
}

const invalid = (errors: FieldError[]) => new AppError("validation_failed", "The table's figures are invalid", { errors });

/** The tables of some levels only (table B, D, G, the UNI allowance) keep the provisional version's levels. */
const LEVEL_TABLES = ["tableB", "tableD", "tableG", "uniCertificationAllowanceMonthly"] as const;

/** The body's figures over the provisional version's, checked against the table's shape. */
function overrideData(shipped: AnyRateTableVersion & { table: OverridableRateTable }, given: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...(shipped.data as unknown as Record<string, unknown>), ...given };
  const parsed = rateTableDataSchemas[shipped.table].safeParse(merged);
  if (!parsed.success) throw invalid(zodIssuesToFieldErrors(parsed.error, ["data"]));
  const data = parsed.data as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const key of LEVEL_TABLES) {
    const before = (shipped.data as unknown as Record<string, Record<string, string> | undefined>)[key];
    const after = data[key] as Record<string, string> | undefined;
    if (!before || !after) continue;
    for (const level of Object.keys(before))
      if (!(level in after))
        errors.push({ path: `/data/${key}/${level}`, message: `Level ${level} of ${key} is missing`, code: "level_missing", params: { level } });
    for (const level of Object.keys(after))
      if (!(level in before))
        errors.push({ path: `/data/${key}/${level}`, message: `${key} has no level ${level}`, code: "level_not_in_table", params: { level } });
  }
  if (errors.length > 0) throw invalid(errors);
  return data;
}

/** Where a registry check's issue points in the body (the INPS rows by their position). */
function pointerOfIssue(issue: RateCheckIssue, data: Record<string, unknown>): string {
  const brackets = Array.isArray(data.brackets) ? (data.brackets as { id: string }[]) : [];
  const row = /^(bracket_\d|over_24_hours)\b(?:\.(\w+)\.(\w+))?/.exec(issue.message.replace(/^inps\./, ""));
  if (issue.code.startsWith("inps_") && row) {
    const index = brackets.findIndex((b) => b.id === row[1]);
    if (index >= 0) return `/data/brackets/${index}${row[2] ? `/${row[2]}/${row[3]}` : issue.code === "inps_bracket_gap" ? "/effectiveWageOver" : ""}`;
  }
  if (issue.code.startsWith("inps_")) return "/data/brackets";
  if (issue.code === "cassacolf_split_mismatch") return "/data/hourlyTotal";
  if (issue.code === "board_days_invalid") return "/data/monthlyDaysDefault";
  if (issue.code === "rate_unsourced" || issue.code === "rate_bad_source") return "/sources";
  return "/data";
}

/** The registry checks of the year the override opens, on the tables with it in place (INPS brackets gapless, cells = wage × rate, CAS.SA.COLF split). */
function assertRegistryHolds(registry: RateRegistry, version: AnyRateTableVersion): void {
  const year = Number(version.effectiveFrom.slice(0, 4));
  const issues = checkRegistry(registry).filter((i) => i.year === year);
  if (issues.length === 0) return;
  const data = version.data as unknown as Record<string, unknown>;
  throw invalid(issues.map((i) => ({ path: pointerOfIssue(i, data), message: i.message, code: i.code })));
}

/** The organization's tables with `replacements` (shipped id → version, or null to drop the override) over its stored overrides. */
function registryWith(rows: readonly RateTableOverrideRow[], replacedVersionId: string, version: AnyRateTableVersion | null): RateRegistry {
  const map = new Map(rows.map((r) => [r.replacedVersionId, versionOfOverride(r)]));
  if (version) map.set(replacedVersionId, version);
  else map.delete(replacedVersionId);
  return registryWithReplacements(map);
}

/** The payslips of the version's months that named the version now replaced: drafts outdated, finals to correct. */
async function affectedBy(
  tx: Tx,
  ctx: ServiceContext,
  registry: RateRegistry,
  version: AnyRateTableVersion,
  previousVersionId: string,
): Promise<RateTableChangeAffected> {
  const from = version.effectiveFrom.slice(0, 7);
  const to = effectiveTo(version, registry).slice(0, 7);
  const found = await findPayslipsAffectedByRateChanges({ ...ctx, rates: { registryFor: () => registry } }, { from, to, estimate: false }, tx);
  const named = found.filter((p) => p.removed.includes(previousVersionId));
  return {
    drafts: named.filter((p) => p.status === "draft").length,
    finals: named.filter((p) => p.status === "final").length,
    periods: [...new Set(named.map((p) => p.period))].sort(),
  };
}

interface ChangeEvent {
  change: "override_set" | "override_removed";
  version: AnyRateTableVersion;
  replacedVersionId: string;
  previousVersionId: string;
  affected: RateTableChangeAffected;
}

/** The webhook `rate_tables.changed`, recorded with the change (sent after the commit). */
function recordChange(tx: Tx, ctx: ServiceContext, e: ChangeEvent): Promise<string[]> {
  return recordWebhookEvent(tx, ctx.scope.organizationId, "rate_tables.changed", {
    object: {
      change: e.change,
      table: e.version.table,
      effectiveFrom: e.version.effectiveFrom,
      replacedVersionId: e.replacedVersionId,
      versionId: e.version.id,
      previousVersionId: e.previousVersionId,
      status: e.version.status,
      source: e.version.source,
    },
    affected: e.affected,
  });
}

/** PUT /v1/rate-tables/{versionId}/override: enters (or replaces) the organization's figures of a provisional version. */
export async function putRateTableOverride(ctx: ServiceContext, versionId: string, body: PutRateTableOverrideInput): Promise<RateTableOverrideResult> {
  assertMayOverride(ctx);
  const shipped = provisionalVersion(versionId);
  const data = overrideData(shipped, body.data);
  const version = {
    id: overrideVersionId(shipped.table, shipped.effectiveFrom, data),
    table: shipped.table,
    effectiveFrom: shipped.effectiveFrom,
    status: body.status,
    source: body.source,
    publishedOn: body.publishedOn ?? null,
    sources: body.sources && body.sources.length > 0 ? body.sources : [...shipped.sources],
    derived: [],
    notes: body.note ? [body.note] : [],
    data,
  } as unknown as AnyRateTableVersion;
  const actor = ctx.principal.kind === "user" ? ctx.principal.actorId : null;
  const { result, deliveries } = await writeTransaction(async (tx) => {
    const organizationId = ctx.scope.organizationId;
    // first: the organization's row lock orders concurrent changes of its tables
    await bumpRateOverridesStamp(tx, organizationId);
    const { overrides } = await selectRateTableOverrides(organizationId, tx);
    const registry = registryWith(overrides, shipped.id, version);
    assertRegistryHolds(registry, version);
    const previous = overrides.find((o) => o.replacedVersionId === shipped.id) ?? null;
    const fields = {
      tableName: version.table,
      effectiveFrom: version.effectiveFrom,
      versionId: version.id,
      status: version.status,
      source: version.source,
      publishedOn: version.publishedOn,
      sources: [...version.sources],
      notes: [...version.notes],
      data: data as object,
      updatedBy: actor,
      updatedAt: new Date(),
    };
    const row = await tx.rateTableOverride.upsert({
      where: { organizationId_replacedVersionId: { organizationId, replacedVersionId: shipped.id } },
      create: { organizationId, replacedVersionId: shipped.id, createdBy: actor, ...fields },
      update: fields,
      select: { id: true, updatedAt: true },
    });
    const previousVersionId = previous?.versionId ?? shipped.id;
    const affected = await affectedBy(tx, ctx, registry, version, previousVersionId);
    await writeAuditEntry(tx, ctx.principal, {
      action: "rate_table_override.put",
      entityType: "rate_table_override",
      entityId: row.id,
      before: previous ? { versionId: previous.versionId, status: previous.status, source: previous.source, data: previous.data } : null,
      after: { versionId: version.id, replacedVersionId: shipped.id, status: version.status, source: version.source, data },
      requestId: ctx.requestId,
    });
    const deliveries = await recordChange(tx, ctx, { change: "override_set", version, replacedVersionId: shipped.id, previousVersionId, affected });
    const view = rateTableVersionView(version, registry, { replacesVersionId: shipped.id, updatedAt: row.updatedAt, updatedBy: actor });
    return { result: { version: view, replacedVersionId: shipped.id, affected }, deliveries };
  });
  await queueWebhookDeliveries(deliveries);
  return result;
}

/** DELETE /v1/rate-tables/{versionId}/override: the organization's figures removed, the provisional version in force again. */
export async function deleteRateTableOverride(ctx: ServiceContext, versionId: string): Promise<RateTableOverrideResult> {
  assertMayOverride(ctx);
  const { result, deliveries } = await writeTransaction(async (tx) => {
    const organizationId = organizationOnly(ctx.scope).organizationId;
    await bumpRateOverridesStamp(tx, organizationId);
    const { overrides } = await selectRateTableOverrides(organizationId, tx);
    const previous = overrides.find((o) => o.replacedVersionId === versionId);
    // no override of this organization: answered like an unknown version (another organization's
    // included); the stamp's raise rolls back with the refusal
    if (!previous) throw notFound("Rate table override");
    await tx.rateTableOverride.delete({ where: { id: previous.id } });
    const registry = registryWith(overrides, versionId, null);
    const restored = registry.versions.find((v) => v.id === versionId) ?? versionOfOverride(previous);
    const affected = await affectedBy(tx, ctx, registry, restored, previous.versionId);
    await writeAuditEntry(tx, ctx.principal, {
      action: "rate_table_override.delete",
      entityType: "rate_table_override",
      entityId: previous.id,
      before: { versionId: previous.versionId, replacedVersionId: versionId, status: previous.status, source: previous.source, data: previous.data },
      after: null,
      requestId: ctx.requestId,
    });
    const deliveries = await recordChange(tx, ctx, {
      change: "override_removed",
      version: restored,
      replacedVersionId: versionId,
      previousVersionId: previous.versionId,
      affected,
    });
    return { result: { version: rateTableVersionView(restored, registry), replacedVersionId: versionId, affected }, deliveries };
  });
  await queueWebhookDeliveries(deliveries);
  return result;
}
