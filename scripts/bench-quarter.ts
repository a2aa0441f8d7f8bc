/**
 * The book's quarter at scale (issue 34 point 3): `BENCH_CONTRACTS=1000 DATABASE_URL=… npx tsx scripts/bench-quarter.ts`
 * on a freshly migrated database whose tables were never analysed (autovacuum off).
 *
 * 1. Three real contracts of a new organization run through the API for 2026-Q1 (one complete with
 *    a correction of December 2025 paid in February, one with March in draft, one hired in February
 *    with March not run), then copied row for row (prisma/seed/clone-book.ts) to BENCH_CONTRACTS.
 * 2. Through the route handlers, as Next.js calls them: GET /v1/inps-statements?organizationId=…,
 *    a page of 20 — the first read (computes and keeps every statement), then pages read again
 *    (first, middle, last, the incomplete filter, a search), a floor sample before each case; the
 *    service and the book's statement alone; a page read after one payslip changed (that contract
 *    computed again); and GET /v1/inps-statements/csv read to the end, twice, a floor sample after
 *    each. Once on the tables as loaded (no statistics), once after ANALYZE.
 * 3. The floor, in the same run, written independently. A page's: the API key looked up (what any
 *    server must do first, as the run-payroll floor does), then ONE statement reading the page's 20
 *    contracts' inputs (the contract, its final payslips' INPS and CAS.SA.COLF weeks, the settled
 *    rounding, its corrections paid in the quarter: given their ids, so the floor pays no order and
 *    no offset), then computeQuarterlyStatement on each, timed together and alternated call by call
 *    with the app's page. The engine alone (20 × the mean statement of the templates, as before) is
 *    printed beside it. The CSV's floor: rows × the mean statement.
 * Prints the figures, the ratios and /proc/loadavg. The organization is left (drop the database).
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { NextRequest } from "next/server";
import pg from "pg";
import { floorKeyLookup } from "./bench-floor-key";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as batch from "@/app/(api)/v1/work-events/batch/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as runPayroll from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as correct from "@/app/(api)/v1/domestic-payslips/[id]/corrections/route";
import * as statements from "@/app/(api)/v1/inps-statements/route";
import * as csv from "@/app/(api)/v1/inps-statements/csv/route";
import { disconnectDb, getDb } from "@/lib/db/client";
import { computeQuarterlyStatement, type QuarterlyStatementInput } from "@/lib/payroll";
import { pooledSql } from "@/lib/db/sql";
import { quarterBookPage } from "@/lib/db/statements/quarter-statements";
import { listInpsStatements } from "@/lib/services/statements/list-inps-statements";
import { serviceContext } from "@/lib/services/context";
import { buildApiKey, buildContract, buildEmployer, buildOrganization } from "@/prisma/seed/builders";
import { cloneContracts } from "@/prisma/seed/clone-book";

const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 1000);
const QUARTER = "2026-Q1";
const PERIODS = ["2026-01", "2026-02", "2026-03"];
const PAGE_RUNS = 10;

if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set (a freshly migrated database: npm run db:migrate)");
  process.exit(1);
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
let key = "";
let org = "";

async function send(handler: Handler, method: string, path: string, body?: unknown, params: Record<string, string> = {}) {
  const headers = new Headers({ authorization: `Bearer ${key}` });
  if (body !== undefined) headers.set("content-type", "application/json");
  const res = await handler(new NextRequest(`http://localhost:3000${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), {
    params: Promise.resolve(params),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

async function template(lastName: string, startDate: string, schedule: [string, string, string, string, string, string, string]): Promise<string> {
  const db = getDb();
  const employer = await buildEmployer(db, org, { type: "domestic", personalInfo: { firstName: "Gina", lastName } });
  const c = await buildContract(db, org, employer.id, {
    worker: { firstName: "Ugo", lastName },
    startDate,
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.50", weeklySchedule: schedule },
  });
  await send(autoFill.POST as Handler, "POST", "/v1/work-events/auto-fill", { domesticContractId: c.id, startDate, endDate: "2026-03-31" });
  return c.id;
}

async function run(contractId: string, period: string, final = true): Promise<string> {
  const [y, m] = period.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const w = await send(weeks.POST as Handler, "POST", "/v1/domestic-payslips/contribution-weeks", {
    domesticContractId: contractId,
    startDate: `${period}-01`,
    endDate: `${period}-${last}`,
  });
  const p = await send(runPayroll.POST as Handler, "POST", "/v1/domestic-payslips/run-payroll", {
    domesticContractId: contractId,
    organizationId: org,
    period,
    contributionWeeks: w,
    notUsedVacationContributionHours: "0.00",
    missingNoticeWeeks: "0",
  });
  if (final) await send(finalize.POST as Handler, "POST", `/v1/domestic-payslips/${p.id}/finalize`, undefined, { id: p.id });
  return p.id;
}

async function templates(): Promise<string[]> {
  const complete = await template("Completo", "2025-12-01", ["4", "0", "4", "0", "0", "0", "0"]);
  const december = await run(complete, "2025-12");
  for (const period of PERIODS) await run(complete, period);
  await send(batch.POST as Handler, "POST", `/v1/work-events/batch?domesticContractId=${complete}`, [
    { date: "2025-12-13", hours: "5.00", type: "work", subType: "regular_work", multiplier: "1" },
  ]);
  await send(correct.POST as Handler, "POST", `/v1/domestic-payslips/${december}/corrections`, { paymentDate: "2026-02-10" }, { id: december });
  const draft = await template("Bozza", "2026-01-01", ["3", "3", "3", "0", "0", "0", "0"]);
  await run(draft, "2026-01");
  await run(draft, "2026-02");
  await run(draft, "2026-03", false);
  const late = await template("Tardivo", "2026-02-16", ["0", "0", "0", "5", "5", "0", "0"]);
  await run(late, "2026-02");
  return [complete, draft, late];
}

/** The floor's own reading of one contract's inputs (pg, no app code), as the engine takes them. */
async function floorInput(client: pg.Client, contractId: string): Promise<QuarterlyStatementInput> {
  const c = (
    await client.query(
      `SELECT fixed_term, replaces_absent_worker, cuaf_due, worker_renounced_ivs_share, end_date::text, over80_relief_start::text FROM domestic_contracts WHERE id = $1`,
      [contractId],
    )
  ).rows[0];
  const finals = `SELECT id FROM payslips WHERE contract_id = $1 AND kind = 'ordinary' AND status = 'final' AND period = ANY($2)`;
  const inps = await client.query(
    `SELECT type, week_start::text, week_end::text, hours::text, effective_wage_rate::text, employee_amount::text, table_year
       FROM payslip_inps_weeks w JOIN payslips p ON p.id = w.payslip_id
      WHERE w.payslip_id IN (${finals}) AND NOT w.is_from_next_period ORDER BY p.period, w.position`,
    [contractId, PERIODS],
  );
  const cas = await client.query(
    `SELECT week_start::text, week_end::text, hours::text, employee_amount::text
       FROM payslip_cassacolf_weeks w JOIN payslips p ON p.id = w.payslip_id
      WHERE w.payslip_id IN (${finals}) AND NOT w.is_from_next_period ORDER BY p.period, w.position`,
    [contractId, PERIODS],
  );
  const settled = await client.query(
    `SELECT coalesce(sum(value), 0)::numeric(12,2)::text AS v FROM payslip_elements
      WHERE payslip_id IN (${finals}) AND code IN ('INPS_LAVORATORE_CONGUAGLIO', 'CASSACOLF_LAVORATORE_CONGUAGLIO')`,
    [contractId, PERIODS],
  );
  const corrections = await client.query(
    `SELECT id, period, correction_number, correction FROM payslips
      WHERE contract_id = $1 AND kind = 'correction' AND status = 'final' AND paid_period = ANY($2) ORDER BY period, correction_number`,
    [contractId, PERIODS],
  );
  return {
    quarter: QUARTER,
    contract: {
      fixedTerm: c.fixed_term,
      replacesAbsentWorker: c.replaces_absent_worker,
      cuafDue: c.cuaf_due,
      workerRenouncedIvsShare: c.worker_renounced_ivs_share,
    },
    employmentEndDate: c.end_date,
    inpsWeeks: inps.rows.map((w) => ({
      type: w.type,
      weekStart: w.week_start,
      weekEnd: w.week_end,
      hours: w.hours,
      effectiveWageRate: w.effective_wage_rate,
      employeeAmount: w.employee_amount,
      tableYear: w.table_year,
    })),
    cassacolfWeeks: cas.rows.map((w) => ({ weekStart: w.week_start, weekEnd: w.week_end, hours: w.hours, employeeAmount: w.employee_amount })),
    hoursRounding: "up",
    roundingSettled: settled.rows[0].v,
    over80ReliefStart: c.over80_relief_start,
    corrections: corrections.rows.map((r) => ({
      payslipId: r.id,
      correctedPeriod: r.period,
      correctionNumber: r.correction_number,
      type: r.correction.statementLine.type,
      tableYear: r.correction.statementLine.tableYear,
      fromWeek: r.correction.statementLine.fromWeek,
      toWeek: r.correction.statementLine.toWeek,
      effectiveHourlyWage: r.correction.statementLine.effectiveHourlyWage,
      hours: r.correction.wholeHours,
      ...r.correction.contributions,
    })),
  };
}

/**
 * The floor's page: the key, then the inputs of the page's contracts in one statement (pg, no app
 * code), then the engine on each. The contracts: `ids` (a page of the book); or, for a search, the
 * first 20 in the book's order of those whose search text holds `word` (on its trigram index), with
 * their count, as the page's total needs it.
 */
async function floorPage(client: pg.Client, page: { ids: readonly string[] } | { word: string }): Promise<number> {
  const started = performance.now();
  const organizationId = await floorKeyLookup(client, key);
  const finals = `p.contract_id = c.id AND p.kind = 'ordinary' AND p.status = 'final' AND p.period = ANY($3)`;
  const { rows } = await client.query(
    `SELECT c.id, c.fixed_term, c.replaces_absent_worker, c.cuaf_due, c.worker_renounced_ivs_share, c.end_date::text, c.over80_relief_start::text,
            (SELECT coalesce(json_agg(json_build_object('type', w.type, 'weekStart', w.week_start::text, 'weekEnd', w.week_end::text, 'hours', w.hours::text,
                    'effectiveWageRate', w.effective_wage_rate::text, 'employeeAmount', w.employee_amount::text, 'tableYear', w.table_year) ORDER BY p.period, w.position), '[]')
               FROM payslips p JOIN payslip_inps_weeks w ON w.payslip_id = p.id WHERE ${finals} AND NOT w.is_from_next_period) AS inps,
            (SELECT coalesce(json_agg(json_build_object('weekStart', w.week_start::text, 'weekEnd', w.week_end::text, 'hours', w.hours::text,
                    'employeeAmount', w.employee_amount::text) ORDER BY p.period, w.position), '[]')
               FROM payslips p JOIN payslip_cassacolf_weeks w ON w.payslip_id = p.id WHERE ${finals} AND NOT w.is_from_next_period) AS cas,
            (SELECT coalesce(sum(e.value), 0)::numeric(12,2)::text FROM payslips p JOIN payslip_elements e ON e.payslip_id = p.id
              WHERE ${finals} AND e.code IN ('INPS_LAVORATORE_CONGUAGLIO', 'CASSACOLF_LAVORATORE_CONGUAGLIO')) AS settled,
            (SELECT coalesce(json_agg(json_build_object('id', k.id, 'period', k.period, 'n', k.correction_number, 'c', k.correction) ORDER BY k.period, k.correction_number), '[]')
               FROM payslips k WHERE k.contract_id = c.id AND k.kind = 'correction' AND k.status = 'final' AND k.paid_period = ANY($3)) AS corrections
       FROM ${
         "ids" in page
           ? "domestic_contracts c WHERE c.id = ANY($2::uuid[]) AND c.organization_id = $1::uuid"
           : `(SELECT c.*, count(*) OVER () AS hits FROM domestic_contracts c JOIN employers e ON e.id = c.employer_id
                WHERE c.organization_id = $1::uuid AND c.search_text LIKE '%' || $2 || '%'
                ORDER BY e.sort_name, c.worker_last_name, c.id LIMIT 20) c`
       }`,
    [organizationId, "ids" in page ? page.ids : page.word, PERIODS],
  );
  for (const r of rows) {
    computeQuarterlyStatement({
      quarter: QUARTER,
      contract: {
        fixedTerm: r.fixed_term,
        replacesAbsentWorker: r.replaces_absent_worker,
        cuafDue: r.cuaf_due,
        workerRenouncedIvsShare: r.worker_renounced_ivs_share,
      },
      employmentEndDate: r.end_date,
      inpsWeeks: r.inps,
      cassacolfWeeks: r.cas,
      hoursRounding: "up",
      roundingSettled: r.settled,
      over80ReliefStart: r.over80_relief_start,
      corrections: r.corrections.map((k: { id: string; period: string; n: number; c: any }) => ({
        payslipId: k.id,
        correctedPeriod: k.period,
        correctionNumber: k.n,
        type: k.c.statementLine.type,
        tableYear: k.c.statementLine.tableYear,
        fromWeek: k.c.statementLine.fromWeek,
        toWeek: k.c.statementLine.toWeek,
        effectiveHourlyWage: k.c.statementLine.effectiveHourlyWage,
        hours: k.c.wholeHours,
        ...k.c.contributions,
      })),
    });
  }
  if ("ids" in page && rows.length !== page.ids.length) throw new Error(`the floor read ${rows.length} of ${page.ids.length} contracts`);
  return performance.now() - started;
}

/** The mean time of one statement over the templates (each computed `reps` times, alternated), ms. */
function floorStatementMs(inputs: QuarterlyStatementInput[], reps = 300): number {
  for (let i = 0; i < 50; i++) for (const input of inputs) computeQuarterlyStatement(input);
  const t0 = performance.now();
  for (let i = 0; i < reps; i++) for (const input of inputs) computeQuarterlyStatement(input);
  return (performance.now() - t0) / (reps * inputs.length);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const loadavg = () => readFileSync("/proc/loadavg", "utf8").trim();

async function page(query: Record<string, string>): Promise<{ ms: number; total: number; totalPages: number; ids: string[] }> {
  const qs = new URLSearchParams({ organizationId: org, quarter: QUARTER, limit: "20", ...query });
  const t0 = performance.now();
  const body = await send(statements.GET as Handler, "GET", `/v1/inps-statements?${qs}`);
  const ms = performance.now() - t0;
  return {
    ms,
    total: body.pagination.total,
    totalPages: body.pagination.totalPages,
    ids: body.data.map((s: { domesticContractId: string }) => s.domesticContractId),
  };
}

async function csvExport(): Promise<{ ms: number; rows: number }> {
  const t0 = performance.now();
  const res = await (csv.GET as Handler)(
    new NextRequest(`http://localhost:3000/v1/inps-statements/csv?organizationId=${org}&quarter=${QUARTER}`, { headers: { authorization: `Bearer ${key}` } }),
    { params: Promise.resolve({}) },
  );
  const text = await res.text();
  if (res.status !== 200) throw new Error(`csv: ${res.status} ${text.slice(0, 300)}`);
  return { ms: performance.now() - t0, rows: text.split("\r\n").length - 2 };
}

async function measure(label: string, client: pg.Client, inputs: QuarterlyStatementInput[], contracts: number) {
  console.log(`\n== ${label} (load ${loadavg()})`);
  const floors: number[] = [floorStatementMs(inputs)];
  const first = await page({ page: "1" });
  console.log(`first page read (computes and keeps every row): ${first.ms.toFixed(0)} ms, ${first.total} statements`);
  const last = String(first.totalPages);
  const mid = String(Math.max(1, Math.floor(first.totalPages / 2)));
  const cases: Record<string, Record<string, string>> = {
    "page 1": { page: "1" },
    [`page ${mid}`]: { page: mid },
    [`page ${last}`]: { page: last },
    "incomplete, page 2": { status: "incomplete", page: "2" },
    "search 'bozza', page 1": { search: "bozza", page: "1" },
  };
  // app and floor alternated call by call: the floor reads and computes the rows the app's page answered
  const times: number[] = [];
  const floorTimes: number[] = [];
  for (const [name, q] of Object.entries(cases)) {
    const xs: number[] = [];
    const fs: number[] = [];
    for (let i = 0; i < PAGE_RUNS; i++) {
      const answered = await page(q);
      xs.push(answered.ms);
      fs.push(await floorPage(client, q.search ? { word: q.search } : { ids: answered.ids }));
    }
    const engineNow = floorStatementMs(inputs, 100);
    const enginePage = 20 * ((floors.at(-1)! + engineNow) / 2);
    floors.push(engineNow);
    if (!name.startsWith("search")) {
      times.push(...xs);
      floorTimes.push(...fs);
    }
    console.log(
      `${name}: median ${median(xs).toFixed(2)} ms; floor (key, one statement, 20 statements computed) ${median(fs).toFixed(2)} ms: ${(median(xs) / median(fs)).toFixed(2)}×; ` +
        `the engine's 20 alone ${enginePage.toFixed(2)} ms (load ${loadavg()})`,
    );
  }
  // where a page's time goes: the service alone (no HTTP handler: key, rate limit, response check),
  // and the book's statement alone (order, count, totals, staleness, the page's kept statements)
  const ctx = serviceContext({ kind: "user", actorId: "00000000-0000-0000-0000-000000000000", organizationId: org, readOnly: false, role: "admin" }, "bench");
  const svc: number[] = [];
  const stmt: number[] = [];
  for (let i = 0; i < PAGE_RUNS; i++) {
    let t = performance.now();
    await listInpsStatements(ctx, { organizationId: org, quarter: QUARTER, page: 2, limit: 20 }, "2026-11-28");
    svc.push(performance.now() - t);
    t = performance.now();
    await quarterBookPage(pooledSql(), ctx.scope, { quarter: QUARTER, limit: 20, offset: 20 });
    stmt.push(performance.now() - t);
  }
  console.log(`page 2 through the service alone: median ${median(svc).toFixed(2)} ms; the book's statement alone: median ${median(stmt).toFixed(2)} ms`);
  // one payslip changed (a draft re-finalized elsewhere, say): the next read computes that contract only
  const changed: number[] = [];
  for (let i = 0; i < 5; i++) {
    await client.query(
      `UPDATE payslips SET updated_at = now() WHERE id = (SELECT id FROM payslips WHERE organization_id = $1 AND kind = 'ordinary' ORDER BY id OFFSET $2 LIMIT 1)`,
      [org, i * 7],
    );
    changed.push((await page({ page: "1" })).ms);
  }
  console.log(`page 1 read after one payslip changed: median ${median(changed).toFixed(1)} ms (${changed.map((x) => x.toFixed(1)).join(", ")})`);
  const csvRuns: { ms: number; rows: number; floor: number }[] = [];
  for (let i = 0; i < 2; i++) {
    const r = await csvExport();
    const floorNow = floorStatementMs(inputs, 100);
    csvRuns.push({ ...r, floor: contracts * ((floors.at(-1)! + floorNow) / 2) });
    floors.push(floorNow);
  }
  const statementMs = median(floors);
  const pageMs = median(times);
  console.log(`floor: one statement ${floors.map((x) => x.toFixed(3)).join(" / ")} ms (in order); a page of 20: ${(20 * statementMs).toFixed(2)} ms (median)`);
  console.log(
    `page of 20 (all cases but the search): median ${pageMs.toFixed(2)} ms against its floor's ${median(floorTimes).toFixed(2)} ms = ${(pageMs / median(floorTimes)).toFixed(2)}× ` +
      `(${(pageMs / (20 * statementMs)).toFixed(2)}× the engine's 20 alone)`,
  );
  console.log(
    `csv: ${csvRuns.map((r) => `${r.ms.toFixed(0)} ms (floor ${r.floor.toFixed(0)} ms, ${(r.ms / r.floor).toFixed(2)}×)`).join(" / ")}, ` +
      `${csvRuns[0]!.rows} rows of ${contracts} statements`,
  );
  console.log(`load ${loadavg()}`);
}

async function main() {
  const db = getDb();
  console.log(`load at start ${loadavg()}`);
  org = (await buildOrganization(db, { name: `Bench quarter ${Date.now()}` })).id;
  key = (await buildApiKey(db, { organizationId: org, name: "bench quarter" })).key;
  let t0 = performance.now();
  const ids = await templates();
  console.log(`templates through the API: ${(performance.now() - t0).toFixed(0)} ms`);
  t0 = performance.now();
  const copies = Math.max(0, Math.ceil((CONTRACTS - ids.length) / ids.length));
  await cloneContracts(db, ids, copies);
  const contracts = ids.length * (copies + 1);
  console.log(`copied to ${contracts} contracts: ${(performance.now() - t0).toFixed(0)} ms`);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const inputs = await Promise.all(ids.map((id) => floorInput(client, id)));
  await measure("tables as loaded, no statistics", client, inputs, contracts);
  // forget the kept statements: the first read after ANALYZE computes the book again
  await client.query("DELETE FROM quarter_statement_books");
  await client.query("ANALYZE");
  await measure("after ANALYZE (the kept figures emptied first)", client, inputs, contracts);
  await client.end();
  await disconnectDb();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
