import { describe, expect, it } from "vitest";
import { CsvError, documentOfCsv, parseCsv, rowsOfCsv } from "@/lib/validation/book-import-csv";

describe("book import CSV", () => {
  it("reads quoted cells, doubled quotes, CRLF and blank lines, with the line each record starts on", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n\n"multi\nline",2\n', "employers")).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x, y", 'say "hi"'] },
      { line: 4, cells: ["multi\nline", "2"] },
    ]);
  });

  it("takes ; as the separator when the header has no comma", () => {
    expect(rowsOfCsv("ref;terms.wage\nc1;9,50", "contracts")).toEqual([{ ref: "c1", terms: { wage: "9,50" } }]);
  });

  it("builds nested rows from dotted names and types the cells", () => {
    const rows = rowsOfCsv(
      "ref,fixedTerm,terms.weeklySchedule.monday,terms.board.lodging,notes,openingBalances.declaredQuarters,assistedPersonName\n" +
        'c1,true,4,false,,"[{""quarter"":""2025-Q1""}]",null',
      "contracts",
    );
    expect(rows).toEqual([
      {
        ref: "c1",
        fixedTerm: true,
        terms: { weeklySchedule: { monday: "4" }, board: { lodging: false } },
        openingBalances: { declaredQuarters: [{ quarter: "2025-Q1" }] },
        assistedPersonName: null,
      },
    ]);
  });

  it("refuses what cannot be read, naming the entity and the line", () => {
    expect(() => rowsOfCsv('ref\n"open', "workers")).toThrowError(new CsvError("workers", 2, "a quoted cell is not closed"));
    expect(() => rowsOfCsv("ref\nr1,extra", "workers")).toThrowError(/workers, line 2: 2 cells for 1 columns/);
    expect(() => rowsOfCsv("ref,ref\nr1,r2", "workers")).toThrowError(/named twice/);
    expect(() => rowsOfCsv("ref,__proto__.x\nr1,r2", "workers")).toThrowError(/not a field name/);
  });

  it("turns a CSV body into the JSON document, absent texts as empty lists", () => {
    expect(documentOfCsv({ dryRun: true, workers: "ref,firstName\nw1,Ana" })).toEqual({
      dryRun: true,
      employers: [],
      workers: [{ ref: "w1", firstName: "Ana" }],
      contracts: [],
      workEvents: [],
    });
  });
});
