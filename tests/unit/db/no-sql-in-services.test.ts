/**
 * One data-access style (issue 28): services hold no SQL. Statements are built from fragments in
 * lib/db (lib/db/statements, lib/db/scope.ts, lib/db/insert-rows.ts) and services call them. This
 * reads every module of lib/services with the TypeScript parser and fails on
 * - a string or template (its literal parts joined) that reads as a SQL statement or holds a
 *   numbered placeholder (`$1`),
 * - a tagged template whose tag names SQL (`Prisma.sql`, `sql`, `Prisma.raw`…),
 * - a raw-query call of Prisma (`$queryRaw`, `$executeRaw`, their Unsafe forms) or Prisma's
 *   fragment helpers (`Prisma.sql`, `Prisma.raw`, `Prisma.join`).
 * The detector itself is tested on known cases, so it cannot quietly stop finding them.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SQL_TEXT: [string, RegExp][] = [
  // SQL is written in capitals here; lower-case statements are caught by their shape
  ["SELECT … FROM", /\bSELECT\b[\s\S]*\bFROM\b/],
  ["select … from", /\bselect\b[\s\S]{0,2000}?\bfrom\s+"?[a-z_]+"?(?:\s+(?:as\s+)?[a-z_]+)?\s+(?:where|join|order|group|limit|for|left|inner|cross)\b/i],
  ["SELECT <expression>", /\bselect\s+(?:distinct\s+)?(?:[a-z_]+\.)?(?:\*|[a-z_]+\s*\(|[a-z_]+::|[a-z_]+\s+as\s+"?\w|count\b|coalesce\b|json_)/i],
  ["INSERT INTO", /\binsert\s+into\s+"?[a-z_.]+/i],
  ["UPDATE … SET", /\bupdate\s+"?[a-z_.]+"?(?:\s+(?:as\s+)?[a-z_]+)?\s+set\s+"?[a-z_0-9]+"?\s*=/i],
  ["DELETE FROM", /\bdelete\s+from\s+"?[a-z_.]+/i],
  ["WITH … AS (", /\bwith\s+[a-z_]+\s+as\s*\(\s*(?:select|insert|update|delete)\b/i],
  ["a numbered placeholder", /(?<![\w$])\$\d+(?!\d*[\w.])/],
  ["a SQL lock or cast", /\bfor\s+update\b|\bpg_advisory\w*|::(?:uuid|jsonb?|text|int|numeric|date|timestamptz)\b/i],
];

const FORBIDDEN_MEMBERS = new Set(["$queryRaw", "$executeRaw", "$queryRawUnsafe", "$executeRawUnsafe", "$queryRawTyped"]);
const PRISMA_FRAGMENT_HELPERS = new Set(["sql", "raw", "join", "empty"]);
const SQL_TAG = /(?:^|\.)(?:sql|raw|SQL)$/;

export interface Finding {
  line: number;
  what: string;
}

/** What reads as SQL in one module's source. */
export function sqlFindings(source: string, fileName = "module.ts"): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const at = (node: ts.Node, what: string) => findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, what });
  const checkText = (node: ts.Node, text: string) => {
    for (const [what, pattern] of SQL_TEXT) if (pattern.test(text)) at(node, `${what}: ${text.replace(/\s+/g, " ").slice(0, 80)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) checkText(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      // the literal parts with a neutral stand-in for each substitution: "SELECT ${x} FROM t" reads as SQL
      checkText(node, [node.head.text, ...node.templateSpans.map((s) => `x ${s.literal.text}`)].join(" "));
    }
    if (ts.isTaggedTemplateExpression(node) && SQL_TAG.test(node.tag.getText(file))) at(node, `a SQL tagged template (${node.tag.getText(file)})`);
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const name = ts.isPropertyAccessExpression(node) ? node.name.text : ts.isStringLiteral(node.argumentExpression) ? node.argumentExpression.text : "";
      if (FORBIDDEN_MEMBERS.has(name)) at(node, `a raw query (${name})`);
      if (ts.isPropertyAccessExpression(node) && node.expression.getText(file) === "Prisma" && PRISMA_FRAGMENT_HELPERS.has(name))
        at(node, `a SQL fragment (Prisma.${name})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

function modules(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return modules(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("no SQL in lib/services", () => {
  it("no module of lib/services holds SQL text, a numbered placeholder or a raw query", () => {
    const found = modules("lib/services").flatMap((file) => sqlFindings(readFileSync(file, "utf8"), file).map((f) => `${file}:${f.line} ${f.what}`));
    expect(found).toEqual([]);
  });

  it("the folder exists and is read (the check is not vacuous)", () => {
    expect(modules("lib/services").length).toBeGreaterThan(50);
  });
});

describe("the SQL detector", () => {
  const flagged = (source: string) => sqlFindings(source).length > 0;

  it.each([
    ['const q = "SELECT id FROM payslips WHERE id = $1";'],
    ["const q = `select id from domestic_contracts c where c.id = ${id}`;"],
    ["await db.query(`SELECT ${columns} FROM ${table} WHERE x = 1`);"],
    ['const q = "SELECT count(*)::int AS n";'],
    ["const q = 'SELECT pg_advisory_xact_lock(hashtext(x))';"],
    ['const q = "INSERT INTO audit_log (id) VALUES (gen_random_uuid())";'],
    ['const q = `insert into "work_events" (id) select 1`;'],
    ["const q = \"UPDATE payroll_runs SET status = 'completed'\";"],
    ['const q = `update payslips AS p set "note1" = x`;'],
    ['const q = "DELETE FROM idempotency_records";'],
    ['const q = "WITH c AS (SELECT 1) SELECT * FROM c";'],
    ['const text = checkFactsItems("$1::uuid[]", 2);'],
    ['const p = "$2";'],
    ["const t = `${a} = ANY(${ids}::uuid[])`;"],
    ["await tx.$queryRaw`SELECT 1`;"],
    ["await tx.$executeRaw`DELETE FROM x`;"],
    ['await tx.$queryRawUnsafe("anything", 1);'],
    ['await tx["$executeRawUnsafe"]("anything");'],
    ["const f = Prisma.sql`id = ${id}`;"],
    ["const f = Prisma.raw(name);"],
    ["const f = sql`x`;"],
  ])("flags %s", (source) => {
    expect(flagged(source)).toBe(true);
  });

  it.each([
    ['throw new AppError("not_found", "Select an employer from the list");'],
    ["const message = `La cessazione indicata (${d}) differisce da quella del contratto`;"],
    ['const m = "Update the contract, then set the terms again";'],
    ["const key = `payslip:${contractId}`;"],
    ['const price = "costs $ 10";'],
    ["const x = a.replace(/(\\d)/, (m) => m);"],
    ['const where = { organizationId, status: "running" };'],
  ])("leaves %s alone", (source) => {
    expect(sqlFindings(source)).toEqual([]);
  });
});
