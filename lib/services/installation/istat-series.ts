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
  const derive = async (m: string, f: string): Promise<string> => {
    const decKey = previousDecemberKey(m);
    const { rows } = await client.query<{ foi: string | null }>("SELECT foi::text AS foi FROM tfr_coefficients WHERE month = $1", [decKey]);
    if (!rows[0]?.foi) throw new IstatInputError(`the FOI of ${decKey} is not in the series: set it first`);
    return coefficientFromFoi(m, f, rows[0].foi).toFixed(6);
  };
  const written: FoiEntry[] = [];
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('istat-series'))");
    const percent = await derive(month, foi);
    await client.query(
      `INSERT INTO tfr_coefficients (month, percent, foi, foi_base, is_derived, source) VALUES ($1, $2::numeric, $3::numeric, $4, true, $5)
       ON CONFLICT (month) DO UPDATE SET percent = EXCLUDED.percent, foi = EXCLUDED.foi, foi_base = EXCLUDED.foi_base, is_derived = true, source = EXCLUDED.source`,
      [month, percent, foi, foiBaseOf(month), source],
    );
    written.push({ month, foi, percent, source });
    if (month.endsWith("-12")) {
      const next = `${Number(month.slice(0, 4)) + 1}-`;
      const { rows } = await client.query<{ month: string; foi: string; source: string }>(
        "SELECT month, foi::text AS foi, source FROM tfr_coefficients WHERE month LIKE $1 AND foi IS NOT NULL ORDER BY month",
        [`${next}%`],
      );
      for (const r of rows) {
        const p = await derive(r.month, r.foi);
        await client.query("UPDATE tfr_coefficients SET percent = $2::numeric WHERE month = $1", [r.month, p]);
        written.push({ month: r.month, foi: r.foi, percent: p, source: r.source });
      }
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
  return written;
}

export async function listFoi(client: pg.ClientBase, year?: string): Promise<Array<FoiEntry & { derived: boolean }>> {
  const { rows } = await client.query<{ month: string; foi: string | null; percent: string; source: string; derived: boolean }>(
    "SELECT month, foi::text AS foi, percent::text AS percent, source, is_derived AS derived FROM tfr_coefficients WHERE ($1::text IS NULL OR month LIKE $1 || '-%') ORDER BY month",
    [year ?? null],
  );
  return rows.map((r) => ({ ...r, foi: r.foi ?? "" }));
}
