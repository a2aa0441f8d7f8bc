/**
 * The book's page statement as the database runs it (issue 34 point 3), without the client's share
 * of a loaded machine: `DATABASE_URL=… npx tsx scripts/explain-quarter-page.ts` on a database that
 * scripts/bench-quarter.ts filled (its organization's book kept). Prints, for the first, middle and
 * last page, the incomplete filter and a search, the planning and execution times EXPLAIN ANALYZE
 * reports (median of 5) and the rows of the kept tables, with /proc/loadavg.
 */
import { readFileSync } from "node:fs";
import pg from "pg";
import { Sql } from "@/lib/db/sql";
import { quarterBookPage } from "@/lib/db/statements/quarter-statements";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const book = (await client.query(`SELECT organization_id, (totals->'all'->>'statements')::int AS n FROM quarter_statement_books LIMIT 1`)).rows[0];
  const last = Math.max(0, Math.floor((book.n - 1) / 20) * 20);
  const cases: Record<string, { offset: number; status?: "incomplete"; search?: string }> = {
    "page 1": { offset: 0 },
    middle: { offset: Math.floor(book.n / 40) * 20 },
    last: { offset: last },
    "incomplete, page 2": { offset: 20, status: "incomplete" },
    "search 'bozza'": { offset: 0, search: "bozza" },
  };
  console.log(`load ${readFileSync("/proc/loadavg", "utf8").trim()}; ${book.n} statements`);
  for (const [name, c] of Object.entries(cases)) {
    let captured: { text: string; values: unknown[] } | null = null;
    const capture = { query: async (text: string, values: unknown[]) => ((captured = { text, values }), { rows: [{}] }) };
    await quarterBookPage(
      Sql.ofPg(capture as never),
      { organizationId: book.organization_id, employerIds: null, contractIds: null },
      { quarter: "2026-Q1", limit: 20, ...c },
    );
    const planning: number[] = [];
    const execution: number[] = [];
    for (let i = 0; i < 5; i++) {
      const plan = (await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${captured!.text}`, captured!.values)).rows[0]["QUERY PLAN"][0];
      planning.push(plan["Planning Time"]);
      execution.push(plan["Execution Time"]);
    }
    console.log(`${name}: planning ${median(planning).toFixed(2)} ms, execution ${median(execution).toFixed(2)} ms`);
  }
  console.log(`load ${readFileSync("/proc/loadavg", "utf8").trim()}`);
  await client.end();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
