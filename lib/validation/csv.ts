import { parse } from "csv-parse/sync";

/** One CSV record and the line of the text it starts on (1-based), for errors that name the line. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * The records of a CSV text (RFC 4180 quoting, a leading BOM dropped, blank lines skipped) read by
 * csv-parse. The separator is the first of `separators` that the first line holds (an Italian
 * spreadsheet writes `;` and decimal commas, so a comma must not split such a file), else the first.
 * A quoted cell never closed throws csv-parse's error (CsvParseError), with the line in its message.
 */
export function readCsv(text: string, separators: readonly string[]): CsvRecord[] {
  const source = text.replace(/^\uFEFF/, "");
  const firstLine = source.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = separators.find((s) => firstLine.includes(s)) ?? separators[0]!;
  const rows = parse(source, {
    delimiter,
    record_delimiter: ["\r\n", "\n", "\r"],
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    raw: true,
  }) as unknown as {
    record: string[];
    raw: string;
    info: { lines: number };
  }[];
  return rows
    .filter((row) => row.record.some((cell) => cell !== ""))
    .map((row) => {
      // info.lines is where the record ends; a quoted cell may span lines, and skipped blank lines lead its raw text
      const spanned = (
        row.raw
          .replace(/^(\r?\n)+/, "")
          .replace(/\r?\n$/, "")
          .match(/\n/g) ?? []
      ).length;
      return { line: row.info.lines - spanned, cells: row.record };
    });
}

/** csv-parse's failure (an unclosed quote, a stray quote), to answer as bad input. */
export function isCsvParseError(error: unknown): error is Error & { code: string; lines?: number } {
  return error instanceof Error && (error as { code?: unknown }).code !== undefined && /^CSV_/.test(String((error as { code?: unknown }).code));
}
