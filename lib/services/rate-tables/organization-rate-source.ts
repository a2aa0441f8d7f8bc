import "server-only";
/**
 * The default rate-table source (docs/rate-tables.md): the versions shipped with the application,
 * with the caller's organization's overrides of provisional versions swapped in. An organization
 * that never overrode a table reads the shipped registry itself at no cost: its stamp (read with
 * the caller's principal, in the statement that already resolves it) is 0. Otherwise the registry
 * is built once per organization and stamp and kept in this process; every change of the
 * overrides raises the stamp in its transaction, so each instance of the application sees the
 * change on its next request.
 */
import { createHash } from "node:crypto";
import { selectRateOverridesStamp, selectRateTableOverrides, type RateTableOverrideRow } from "@/lib/db/statements/rate-table-overrides";
import { DEFAULT_RATES, rateRegistry, SHIPPED_RATE_VERSIONS, type AnyRateTableVersion, type RateRegistry } from "@/lib/payroll";
import type { RateTableSource } from "./rate-source";

/** The version an override row stands for: the table and day of the version it replaces, its own id and figures. */
export function versionOfOverride(row: RateTableOverrideRow): AnyRateTableVersion {
  return {
    id: row.versionId,
    table: row.tableName,
    effectiveFrom: row.effectiveFrom,
    status: row.status,
    source: row.source,
    publishedOn: row.publishedOn,
    sources: Array.isArray(row.sources) ? (row.sources as string[]) : [],
    derived: [],
    notes: Array.isArray(row.notes) ? (row.notes as string[]) : [],
    data: row.data,
  } as AnyRateTableVersion;
}

/**
 * An override's id: the replaced version's table and day, suffixed with the hash of its figures
 * (`ccnl-minimums@2027-01-01~org-1a2b3c4d`). New figures, new id: the payslips computed on the
 * earlier ones become outdated (`rates_changed`); the same figures typed again keep the id.
 */
export function overrideVersionId(table: string, effectiveFrom: string, data: unknown): string {
  const hash = createHash("sha256").update(stableJson(data)).digest("hex").slice(0, 8);
  return `${table}@${effectiveFrom}~org-${hash}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * The shipped versions with the given replacements (shipped id → version). A replacement whose
 * shipped version is gone (an upgrade shipped the published table) no longer applies: the
 * application's published figures win. No replacement applies: the shipped registry itself.
 */
export function registryWithReplacements(replacements: ReadonlyMap<string, AnyRateTableVersion>): RateRegistry {
  if (replacements.size === 0) return DEFAULT_RATES;
  let used = 0;
  const versions = SHIPPED_RATE_VERSIONS.map((v) => {
    const replacement = replacements.get(v.id);
    if (replacement) used++;
    return replacement ?? v;
  });
  return used === 0 ? DEFAULT_RATES : rateRegistry(versions);
}

export function registryOfOverrides(rows: readonly RateTableOverrideRow[]): RateRegistry {
  return registryWithReplacements(new Map(rows.map((r) => [r.replacedVersionId, versionOfOverride(r)])));
}

const MAX_CACHED_ORGANIZATIONS = 500;
const cache = new Map<string, { stamp: number; registry: RateRegistry }>();

async function registryOfOrganization(organizationId: string, knownStamp?: number): Promise<RateRegistry> {
  const stamp = knownStamp ?? (await selectRateOverridesStamp(organizationId)) ?? 0;
  if (stamp === 0) return DEFAULT_RATES;
  const hit = cache.get(organizationId);
  if (hit && hit.stamp === stamp) return hit.registry;
  const loaded = await selectRateTableOverrides(organizationId);
  const registry = registryOfOverrides(loaded.overrides);
  // kept under the stamp read with the rows: a newer stamp than the caller's only makes the next call reload
  cache.delete(organizationId);
  if (cache.size >= MAX_CACHED_ORGANIZATIONS) cache.delete(cache.keys().next().value!);
  cache.set(organizationId, { stamp: loaded.stamp, registry });
  return registry;
}

/** The shipped tables with the organization's overrides: the source of every ServiceContext unless a test sets its own. */
export const organizationRateTables: RateTableSource = { registryFor: registryOfOrganization };
