import "server-only";
/**
 * The installation's ISTAT FOI series (issue 27 point 2; docs/domain/rules.md F12, docs/operations.md): the
 * operator types a month's published FOI index (ex tabacchi) and the TFR coefficient is derived,
 * coefficient_m = 1.5 % × m/12 + 75 % × (FOI_m / FOI_Dec(previous year) − 1) (variable part floored
 * at 0; FOI of 2026 in base 2025 linked with 1.214: lib/payroll coefficientFromFoi). Shared by every
 * organization, so it is changed by installation commands (`npm run istat`), never by a tenant's
 * API call. Plain pg: the command runs outside the app.
 */
import type pg from "pg";
import { inTransaction, Sql } from "@/lib/db/sql";
import { selectFoi, selectFoiOfYear, selectSeries, updateCoefficient, upsertFoi } from "@/lib/db/statements/maintenance";
import { coefficientFromFoi, previousDecemberKey } from "@/lib/payroll";
import { todayInItaly } from "@/lib/validation/common";

export interface FoiEntry {
  month: string;
  foi: string;
  percent: string;
  source: string;
}

const foiBaseOf = (month: string): "2015" | "2025" => (month >= "2026-01" ? "2025" : "2015");

export class IstatInputError extends Error {}

/** Records (or corrects) a month's FOI and its derived coefficient; a December also re-derives the next year's months. */
export async function setFoi(client: pg.ClientBase, month: string, foiText: string, source: string, today = todayInItaly()): Promise<FoiEntry[]> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new IstatInputError(`month must be YYYY-MM, got "${month}"`);
  if (month >= today.slice(0, 7)) throw new IstatInputError(`${month} is not over yet: ISTAT publishes a month's index in the following month`);
  if (!/^\d{2,3}(\.\d)?$/.test(foiText) || Number(foiText) < 50 || Number(foiText) > 300)
    throw new IstatInputError(`the FOI index is a number with one decimal between 50 and 300, got "${foiText}"`);
  const foi = Number(foiText).toFixed(1);
  const written: FoiEntry[] = [];
  // a system service on the command's own connection: two commands at once take turns
  await inTransaction(
    async (sql) => {
      const derive = async (m: string, f: string): Promise<string> => {
        const decKey = previousDecemberKey(m);
        const december = await selectFoi(sql, decKey);
        if (!december) throw new IstatInputError(`the FOI of ${decKey} is not in the series: set it first`);
        return coefficientFromFoi(m, f, december).toFixed(6);
      };
      const percent = await derive(month, foi);
      await upsertFoi(sql, { month, percent, foi, foiBase: foiBaseOf(month), source });
      written.push({ month, foi, percent, source });
      if (month.endsWith("-12")) {
        for (const r of await selectFoiOfYear(sql, String(Number(month.slice(0, 4)) + 1))) {
          const p = await derive(r.month, r.foi);
          await updateCoefficient(sql, r.month, p);
          written.push({ month: r.month, foi: r.foi, percent: p, source: r.source });
        }
      }
    },
    { on: client, lockKeys: ["istat-series"], lockWaitMs: null },
  );
  return written;
}

export async function listFoi(client: pg.ClientBase, year?: string): Promise<Array<FoiEntry & { derived: boolean }>> {
  const rows = await selectSeries(Sql.ofPg(client), year ?? null);
  return rows.map((r) => ({ ...r, foi: r.foi ?? "" }));
}
