/**
 * Contract list at 100,000 contracts (issue 34 point 5): the first page, a deep page by `page`, the
 * same page by `cursor`, and searches, through the real GET /v1/domestic-contracts handler (auth,
 * query validation, service, serialization: a NextRequest in, the Response read to the end),
 * alternated call by call with a floor: the API key looked up (what any server must do first, as the
 * run-payroll floor does), then hand-written SQL on a plain pg pool answering the same page (same
 * rows, same order, the terms of each row, the same totals) in the fewest statements. The ratio to
 * the page's statement alone is printed too.
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/paghe_bench npx tsx scripts/bench-contracts.ts
 *
 * BENCH_CONTRACTS (default 100,000) contracts over a quarter as many employers are written with
 * INSERT … SELECT generate_series (the employers' worker-name trigger replaced by one UPDATE), in their own organization, removed
 * at the end (--keep keeps it). Measured twice: on the tables as loaded (no statistics: autovacuum
 * is off on these machines and in PGlite) and after ANALYZE. Exit code 1 when a case is over 2×.
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { floorKeyLookup } from "./bench-floor-key";
import { NextRequest } from "next/server";
import { GET } from "@/app/(api)/v1/domestic-contracts/route";
import { disconnectDb, getDb } from "@/lib/db/client";
import { buildApiKey, buildOrganization } from "@/prisma/seed/builders";

const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const LIMIT = 20;
const keep = process.argv.includes("--keep");

if (!process.env.DATABASE_URL) {
  console.error("Set DATABASE_URL (a migrated database, e.g. postgresql://postgres@127.0.0.1:5432/paghe_bench).");
  process.exit(2);
}

const FIRST = [
  "Maria",
  "Giuseppe",
  "Anna",
  "Giovanni",
  "Francesca",
  "Antonio",
  "Giulia",
  "Mario",
  "Laura",
  "Luigi",
  "Olena",
  "Svetlana",
  "Rosa",
  "Ioana",
  "Elena",
];
const LAST = [
  "Rossi",
  "Russo",
  "Ferrari",
  "Esposito",
  "Bianchi",
  "Romano",
  "Colombo",
  "Ricci",
  "Marino",
  "Greco",
  "Kovalenko",
  "Popescu",
  "De Luca",
  "Conti",
  "Gallo",
];
const sqlList = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]`;

async function seed(pool: pg.Pool, organizationId: string): Promise<void> {
  const employers = Math.max(1, Math.floor(CONTRACTS / 4));
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    // employers: households named like people, each with its lower-cased search text
    await client.query(
      `INSERT INTO employers (organization_id, type, personal_info, display_name, display_tax_id, search_text, sort_name, created_at, updated_at)
       SELECT $1::uuid, 'domestic', jsonb_build_object('firstName', f, 'lastName', l, 'fiscalCode', cf),
              l || ' ' || f, cf, lower(l || ' ' || f || ' ' || cf), lower(l || ' ' || f), now() - make_interval(mins => $2 - i), now()
         FROM (SELECT i, (${sqlList(FIRST)})[1 + (i * 7) % ${FIRST.length}] AS f, (${sqlList(LAST)})[1 + (i * 11) % ${LAST.length}] AS l,
                      'EMP' || lpad(i::text, 13, '0') AS cf FROM generate_series(1, $2) i) s`,
      [organizationId, employers],
    );
    // workers and their contracts; one in ten ended last year
    await client.query(
      `INSERT INTO workers (organization_id, first_name, last_name, fiscal_code)
       SELECT $1::uuid, (${sqlList(FIRST)})[1 + (i * 5) % ${FIRST.length}], (${sqlList(LAST)})[1 + (i * 3) % ${LAST.length}], 'WRK' || lpad(i::text, 13, '0')
         FROM generate_series(1, $2) i`,
      [organizationId, CONTRACTS],
    );
    // the employer's workers' names (a row trigger rewriting the employer per contract) are written
    // in bulk below; the other triggers (worker link, search text, counts) run as for any insert
    await client.query("ALTER TABLE domestic_contracts DISABLE TRIGGER domestic_contracts_worker_search");
    await client.query(
      `WITH e AS (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM employers WHERE organization_id = $1::uuid),
            w AS (SELECT id, first_name, last_name, fiscal_code, row_number() OVER (ORDER BY fiscal_code) AS n FROM workers WHERE organization_id = $1::uuid)
       INSERT INTO domestic_contracts (organization_id, employer_id, worker_id, worker_first_name, worker_last_name, worker_fiscal_code,
                                       start_date, end_date, end_reason, created_at, updated_at)
       SELECT $1::uuid, e.id, w.id, w.first_name, w.last_name, w.fiscal_code, date '2020-01-01' + (w.n % 1500)::int,
              CASE WHEN w.n % 10 = 0 THEN date '2025-12-31' END, CASE WHEN w.n % 10 = 0 THEN 'resignation'::"ContractEndReason" END,
              now() - make_interval(secs => ($2 - w.n) * 30), now()
         FROM w JOIN e ON e.n = 1 + (w.n - 1) % $3`,
      [organizationId, CONTRACTS, employers],
    );
    await client.query("ALTER TABLE domestic_contracts ENABLE TRIGGER domestic_contracts_worker_search");
    await client.query(
      `UPDATE employers e SET worker_search_text = s.t
         FROM (SELECT employer_id, lower(string_agg(concat_ws(' ', worker_first_name, worker_last_name, worker_fiscal_code), ' ' ORDER BY created_at, id)) AS t
                 FROM domestic_contracts WHERE organization_id = $1::uuid GROUP BY employer_id) s
        WHERE e.id = s.employer_id`,
      [organizationId],
    );
    await client.query(
      `INSERT INTO contract_terms (contract_id, effective_from, level, job_type, cohabiting, pay_basis, wage,
                                   hours_mon, hours_tue, hours_wed, hours_thu, hours_fri, hours_sat, hours_sun)
       SELECT id, start_date, 'B', 'domestic_help', false, 'hourly', 9.50, 4, 4, 4, 4, 4, 0, 0
         FROM domestic_contracts WHERE organization_id = $1::uuid`,
      [organizationId],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

let apiKey = "";

async function app(query: Record<string, string>): Promise<{ ms: number; body: any }> {
  const url = new URL("http://localhost:3000/v1/domestic-contracts");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const started = performance.now();
  const res = await GET(new NextRequest(url, { method: "GET", headers: { authorization: `Bearer ${apiKey}` } }), { params: Promise.resolve({}) });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text}`);
  return { ms, body: JSON.parse(text) };
}

interface FloorQuery {
  page?: number;
  after?: { createdAt: string; id: string };
  words?: string[];
}

/**
 * The floor: the API key's lookup, then one statement for the page (its rows with their employer
 * and terms, the same keyset or offset on the same index) and its totals, a query of the same words
 * on the same trigram index. `statementMs`: the page's statement alone.
 */
async function floor(pool: pg.Pool, q: FloorQuery): Promise<{ ms: number; statementMs: number; ids: string[]; total: number }> {
  const started = performance.now();
  const organizationId = await floorKeyLookup(pool, apiKey);
  const statementStarted = performance.now();
  const params: unknown[] = [organizationId, new Date().toISOString().slice(0, 10)];
  const match: string[] = ["c.organization_id = $1::uuid"];
  for (const w of q.words ?? []) {
    params.push(`%${w.toLowerCase()}%`);
    match.push(`c.search_text LIKE $${params.length}`);
  }
  const seek: string[] = [];
  if (q.after) {
    params.push(q.after.createdAt, q.after.id);
    const t = `$${params.length - 1}::timestamptz`;
    seek.push(`c.created_at <= ${t} AND (c.created_at < ${t} OR c.id > $${params.length}::uuid)`);
  }
  const offset = q.after ? 0 : ((q.page ?? 1) - 1) * LIMIT;
  const totals = q.words?.length
    ? `SELECT count(*)::int AS all_n, (count(*) FILTER (WHERE c.end_date < $2::date))::int AS ended_n FROM domestic_contracts c WHERE ${match.join(" AND ")}`
    : `SELECT (SELECT n FROM contract_counts WHERE organization_id = $1::uuid) AS all_n,
              (SELECT count(*)::int FROM domestic_contracts c WHERE c.organization_id = $1::uuid AND c.end_date < $2::date) AS ended_n`;
  const sql = `
    WITH page AS (
      SELECT c.* FROM domestic_contracts c WHERE ${[...match, ...seek].join(" AND ")}
       ORDER BY c.created_at DESC, c.id LIMIT ${LIMIT} OFFSET ${offset}
    ), totals AS (${totals})
    SELECT p.*, e.display_name, e.archived_at,
           (SELECT json_agg(t ORDER BY t.effective_from) FROM contract_terms t WHERE t.contract_id = p.id) AS terms,
           totals.all_n, totals.ended_n
      FROM totals LEFT JOIN page p ON true LEFT JOIN employers e ON e.id = p.employer_id
     ORDER BY p.created_at DESC, p.id`;
  const res = await pool.query(sql, params);
  const rows = res.rows.filter((r) => r.id);
  JSON.stringify(rows);
  const ended = performance.now();
  return { ms: ended - started, statementMs: ended - statementStarted, ids: rows.map((r) => r.id as string), total: (res.rows[0]?.all_n ?? 0) as number };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

async function measure(pool: pg.Pool, label: string): Promise<boolean> {
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  console.log(`\n${label} (load ${load}); ${RUNS} calls per case, app and floor alternated; median ms`);
  const deepPage = Math.floor(CONTRACTS / LIMIT) - 1;
  // the cursor of the page before the deep one, as a client walking the list would hold it
  const before = await app({ page: String(deepPage - 1) });
  const cursor: string = before.body.pagination.nextCursor;
  const lastBefore = before.body.data.at(-1) as { createdAt: string; id: string };
  const fiscalCode = `WRK${String(Math.floor(CONTRACTS / 2) + 321).padStart(13, "0")}`;
  const cases: [string, Record<string, string>, FloorQuery][] = [
    ["first page", {}, {}],
    [`deep page=${deepPage}`, { page: String(deepPage) }, { page: deepPage }],
    [`cursor at contract ${(deepPage - 1) * LIMIT}`, { cursor }, { after: lastBefore }],
    ["search 'rossi'", { search: "rossi" }, { words: ["rossi"] }],
    ["search 'maria rossi'", { search: "maria rossi" }, { words: ["maria", "rossi"] }],
    ["search a fiscal code", { search: fiscalCode }, { words: [fiscalCode] }],
    ["search 'zzz' (no match)", { search: "zzz" }, { words: ["zzz"] }],
  ];
  let ok = true;
  console.log(
    `${"case".padEnd(30)} ${"hits".padStart(7)} ${"app".padStart(8)} ${"floor".padStart(8)} ${"ratio".padStart(6)} ${"statement".padStart(10)} ${"ratio".padStart(6)}`,
  );
  for (const [name, query, fq] of cases) {
    const a: number[] = [];
    const f: number[] = [];
    const st: number[] = [];
    let hits = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await app(query);
      const fl = await floor(pool, fq);
      if (i === 0) {
        const appIds = (r.body.data as { id: string }[]).map((c) => c.id);
        if (appIds.join() !== fl.ids.join()) throw new Error(`${name}: the app and the floor answer different rows`);
        if (fq.words && r.body.counts.active + r.body.counts.ended !== fl.total) throw new Error(`${name}: totals differ`);
        hits = r.body.pagination.total;
      }
      a.push(r.ms);
      f.push(fl.ms);
      st.push(fl.statementMs);
    }
    const ratio = median(a) / median(f);
    if (ratio > 2) ok = false;
    console.log(
      `${name.padEnd(30)} ${String(hits).padStart(7)} ${median(a).toFixed(2).padStart(8)} ${median(f).toFixed(2).padStart(8)} ${ratio.toFixed(2).padStart(5)}× ${median(st).toFixed(2).padStart(10)} ${(median(a) / median(st)).toFixed(2).padStart(5)}×`,
    );
  }
  return ok;
}

async function main() {
  const db = getDb();
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  // BENCH_ORGANIZATION: the id of an organization a run with --keep left (measured again, kept)
  const reuse = process.env.BENCH_ORGANIZATION;
  const org = reuse ? { id: reuse } : await buildOrganization(db, { name: `Bench contracts ${new Date().toISOString()}` });
  apiKey = (await buildApiKey(db, { organizationId: org.id, name: "bench", scope: "read" })).key;
  let ok = true;
  try {
    const started = performance.now();
    if (!reuse) await seed(pool, org.id);
    console.log(`${CONTRACTS.toLocaleString("en")} contracts written in ${((performance.now() - started) / 1000).toFixed(1)} s (organization ${org.id})`);
    ok = (await measure(pool, "Tables as loaded, no statistics")) && ok;
    await pool.query("ANALYZE domestic_contracts; ANALYZE contract_terms; ANALYZE employers");
    ok = (await measure(pool, "After ANALYZE")) && ok;
    console.log(ok ? "\nEvery case within 2× its floor." : "\nA case is over 2× its floor.");
    if (!ok) process.exitCode = 1;
  } finally {
    if (!keep && !reuse) await db.organization.delete({ where: { id: org.id } });
    await pool.end();
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => disconnectDb());
