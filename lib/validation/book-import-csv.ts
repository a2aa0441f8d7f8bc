/**
 * The CSV form of a book import (docs/api-imports.md "CSV"): one CSV text per entity, a header line
 * naming the fields of the JSON row, nested fields flattened with dots (`personalInfo.fiscalCode`,
 * `terms.weeklySchedule.monday`, `openingBalances.ytdGross`). Each data line becomes the JSON row
 * of the same index, so the outcomes' pointers (/contracts/17) name the 18th data line of the
 * contracts CSV. Cells: empty → field left out; `true`/`false` → boolean; `null` → null; a cell
 * starting with `[` or `{` is read as JSON (e.g. `declaredQuarters`); anything else is text.
 * Separator `,` (or `;` when the header has `;` and no `,`); RFC 4180 quoting.
 */
import { IMPORT_ENTITIES, type ImportEntity } from "./book-import";
import { isCsvParseError, readCsv, type CsvRecord } from "./csv";

export class CsvError extends Error {
  constructor(
    readonly entity: ImportEntity,
    readonly line: number,
    message: string,
  ) {
    super(`${entity}, line ${line}: ${message}`);
  }
}

/** RFC 4180 records with the line each starts on (1-based); blank lines are dropped. */
export function parseCsv(text: string, entity: ImportEntity): CsvRecord[] {
  try {
    // `,`, or `;` when the header has `;` and no `,`
    return readCsv(text, [",", ";"]);
  } catch (error) {
    if (isCsvParseError(error))
      throw new CsvError(entity, error.lines ?? 1, error.code === "CSV_QUOTE_NOT_CLOSED" ? "a quoted cell is not closed" : error.message);
    throw error;
  }
}

function cellValue(raw: string): unknown {
  if (raw === "true") return true;
  if (raw === "false") return false;
  if (raw === "null") return null;
  if (raw.startsWith("[") || raw.startsWith("{")) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  return raw;
}

const SAFE_KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The JSON rows of one entity's CSV text. */
export function rowsOfCsv(text: string, entity: ImportEntity): Record<string, unknown>[] {
  const [header, ...records] = parseCsv(text, entity);
  if (!header) return [];
  const columns = header.cells.map((name) => name.trim());
  for (const name of columns)
    if (!name.split(".").every((part) => SAFE_KEY.test(part))) throw new CsvError(entity, header.line, `"${name}" is not a field name`);
  if (new Set(columns).size !== columns.length) throw new CsvError(entity, header.line, "a column is named twice");
  return records.map(({ line, cells }) => {
    if (cells.length > columns.length) throw new CsvError(entity, line, `${cells.length} cells for ${columns.length} columns`);
    const row: Record<string, unknown> = {};
    cells.forEach((raw, i) => {
      if (raw === "") return;
      const path = columns[i]!.split(".");
      let target = row;
      for (const part of path.slice(0, -1)) {
        const next = target[part];
        if (typeof next !== "object" || next === null || Array.isArray(next)) target[part] = {};
        target = target[part] as Record<string, unknown>;
      }
      target[path.at(-1)!] = cellValue(raw);
    });
    return row;
  });
}

/** A CSV import body as the JSON document the job imports (same rows, same pointers). */
export function documentOfCsv(body: { dryRun: boolean } & Partial<Record<ImportEntity, string>>): {
  dryRun: boolean;
} & Record<ImportEntity, Record<string, unknown>[]> {
  const out = { dryRun: body.dryRun } as { dryRun: boolean } & Record<ImportEntity, Record<string, unknown>[]>;
  for (const entity of IMPORT_ENTITIES) out[entity] = body[entity] ? rowsOfCsv(body[entity], entity) : [];
  return out;
}
