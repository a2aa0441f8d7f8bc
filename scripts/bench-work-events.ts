/**
 * Work-events benchmark through the real route handlers (auth, validation, service, database):
 *   1. auto-fill of one year for one contract — target under 500 ms;
 *   2. a list page of 100 events with 100,000 events in the database — target median under 30 ms
 *      (200 runs, median and p95), for an ordinary contract and for one contract holding 20,000;
 *   3. the cursor page deep in the heavy contract against its floor (issue 34 point 5: within 2×),
 *      alternated call by call in the same run, once on the events as inserted (never analysed:
 *      autovacuum is off on these machines and in PGlite) and once after ANALYZE. The floor, on a
 *      plain pg connection, looks the API key up (as the run-payroll floor does: any server must),
 *      then one hand-written statement: the contract's check and event count and the page by a row
 *      comparison on the (contract_id, date, id) index. The ratio to that statement alone is printed too.
 * Also times the month summary and a second (all skipped) auto-fill.
 * BENCH_HEAVY_EVENTS (default 20,000) sets the heavy contract's events (the case: 100,000).
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/paghe_bench_we npx tsx scripts/bench-work-events.ts
 *
 * It works in its own organization ("Bench work events"), whose data is removed before and after
 * each run, so the demo data is left alone. Exit code 1 when a target is missed.
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { floorKeyLookup } from "./bench-floor-key";
import { NextRequest } from "next/server";
import * as autoFillRoute from "@/app/(api)/v1/work-events/auto-fill/route";
import * as eventsRoute from "@/app/(api)/v1/work-events/route";
import * as summaryRoute from "@/app/(api)/v1/work-events/summary/route";
import { disconnectDb, getDb } from "@/lib/db/client";
import { encodeWorkEventCursor } from "@/lib/validation/work-event";
import { buildApiKey, buildContract, buildEmployer, buildOrganization, type ContractSeed } from "@/prisma/seed/builders";

const BENCH_ORGANIZATION_ID = "00000000-0000-4000-8000-0000000b3e01";
const ORDINARY_CONTRACTS = 320;
const EVENTS_PER_ORDINARY_CONTRACT = 250;
const HEAVY_CONTRACT_EVENTS = Number(process.env.BENCH_HEAVY_EVENTS ?? 20_000);
const LIST_RUNS = 200;
const AUTO_FILL_RUNS = 10;
const TARGET_AUTO_FILL_MS = 500;
const TARGET_LIST_MEDIAN_MS = 30;

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

if (!process.env.DATABASE_URL) {
  console.error("Set DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/paghe_bench_we, migrated and seeded).");
  process.exit(2);
}

let apiKey = "";

async function call(handler: Handler, method: string, path: string, body?: unknown): Promise<{ status: number; json: any; ms: number }> {
  const headers = new Headers({ authorization: `Bearer ${apiKey}` });
  if (body !== undefined) headers.set("content-type", "application/json");
  const started = performance.now();
  const res = await handler(
    new NextRequest(new URL(path, "http://bench.local"), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    { params: Promise.resolve({}) },
  );
  const text = await res.text();
  const ms = performance.now() - started;
  return { status: res.status, json: text ? JSON.parse(text) : null, ms };
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { runs: sorted.length, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const results: { name: string; runs: number; median: number; p95: number; max: number; target?: string; ok?: boolean }[] = [];

function record(name: string, samples: number[], target?: { label: string; ok: (s: ReturnType<typeof stats>) => boolean }) {
  const s = stats(samples);
  results.push({ name, ...s, target: target?.label, ok: target ? target.ok(s) : undefined });
}

const SCHEDULE: ContractSeed["terms"] = {
  level: "B",
  jobType: "domestic_help",
  cohabiting: false,
  payBasis: "hourly",
  wage: "9.00",
  weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"],
};

/** Removes the previous run's data; the organization and its (append-only) audit entries stay. */
async function clearBenchData() {
  const db = getDb();
  await db.employer.deleteMany({ where: { organizationId: BENCH_ORGANIZATION_ID } }); // cascades to contracts and events
  await db.apiKey.deleteMany({ where: { organizationId: BENCH_ORGANIZATION_ID } });
}

async function setUp() {
  const db = getDb();
  await clearBenchData();
  if (!(await db.organization.findUnique({ where: { id: BENCH_ORGANIZATION_ID }, select: { id: true } }))) {
    await buildOrganization(db, { id: BENCH_ORGANIZATION_ID, name: "Bench work events" });
  }
  apiKey = (await buildApiKey(db, { organizationId: BENCH_ORGANIZATION_ID, name: "bench" })).key;
  const employer = await buildEmployer(db, BENCH_ORGANIZATION_ID, {
    type: "domestic",
    personalInfo: { firstName: "Bench", lastName: "Datore" },
    patronSaintDay: "06-24",
  });
  const contract = (startDate: string, i: number) =>
    buildContract(db, BENCH_ORGANIZATION_ID, employer.id, { worker: { firstName: "Bench", lastName: `Lavoratore ${i}` }, startDate, terms: SCHEDULE });

  const ordinary: string[] = [];
  for (let i = 0; i < ORDINARY_CONTRACTS; i++) ordinary.push((await contract("2024-01-01", i)).id);
  const heavy = (await contract("1970-01-01", -1)).id;
  const fresh: string[] = [];
  for (let i = 0; i < AUTO_FILL_RUNS; i++) fresh.push((await contract("2024-01-01", 1000 + i)).id);

  const insert = (ids: string[], start: string, days: number) =>
    db.$executeRawUnsafe(
      `INSERT INTO work_events (organization_id, contract_id, date, hours, type, sub_type, multiplier, adds_to_thirteen, adds_to_severance, is_from_global_wage, affects_contributions)
       SELECT $1::uuid, c.id, $3::date + g.n, 4, 'work'::"WorkEventType", 'regular_work'::"WorkEventSubType", 1, true, true, false, true
       FROM unnest($2::uuid[]) AS c(id) CROSS JOIN generate_series(0, $4::int - 1) AS g(n)`,
      BENCH_ORGANIZATION_ID,
      ids,
      start,
      days,
    );
  await insert(ordinary, "2024-01-01", EVENTS_PER_ORDINARY_CONTRACT);
  await insert([heavy], "1970-01-01", HEAVY_CONTRACT_EVENTS);
  const total = await db.workEvent.count();
  const ours = await db.workEvent.count({ where: { organizationId: BENCH_ORGANIZATION_ID } });
  return { ordinary, heavy, fresh, total, ours };
}

const CURSOR_RUNS = Number(process.env.BENCH_CURSOR_RUNS ?? 100);

/**
 * The floor of a cursor page on a plain pg connection: the API key looked up (what any server must
 * do first, as the run-payroll floor does), then one statement: the contract (of the key's
 * organization) with its kept event count and its next 100 events after (date, id), every column
 * the API answers, the row comparison seeking the (contract_id, date, id) index. `statementMs` is
 * the page's statement alone.
 */
async function cursorFloor(
  client: pg.Client,
  contractId: string,
  after: { date: string; id: string },
): Promise<{ ms: number; statementMs: number; ids: string[] }> {
  const started = performance.now();
  const organizationId = await floorKeyLookup(client, apiKey);
  const statementStarted = performance.now();
  const res = await client.query(
    `SELECT c.work_event_count, w.*
       FROM domestic_contracts c
       LEFT JOIN LATERAL (SELECT w.id, w.contract_id, w.date, w.hours::text AS hours, w.type, w.sub_type, w.multiplier::text AS multiplier, w.custom_name, w.notes,
                                 w.adds_to_thirteen, w.adds_to_severance, w.is_from_global_wage, w.affects_contributions, w.absence_location, w.metadata,
                                 w.external_id, w.created_at, w.updated_at
                            FROM work_events w
                           WHERE w.organization_id = $1::uuid AND w.contract_id = c.id AND (w.date, w.id) > ($3::date, $4::uuid)
                           ORDER BY w.date, w.id LIMIT 100) w ON true
      WHERE c.id = $2::uuid AND c.organization_id = $1::uuid`,
    [organizationId, contractId, after.date, after.id],
  );
  JSON.stringify(res.rows);
  const ended = performance.now();
  return { ms: ended - started, statementMs: ended - statementStarted, ids: res.rows.map((r) => r.id as string) };
}

/** The app's cursor page (through the route) and the floor, alternated; medians and their ratio. */
async function cursorAgainstFloor(label: string, heavy: string, client: pg.Client): Promise<boolean> {
  const [deep] = await getDb().workEvent.findMany({
    where: { contractId: heavy },
    orderBy: [{ date: "asc" }, { id: "asc" }],
    skip: HEAVY_CONTRACT_EVENTS - 200,
    take: 1,
    select: { date: true, id: true },
  });
  const after = { date: deep!.date.toISOString().slice(0, 10), id: deep!.id };
  const path = `/v1/work-events?domesticContractId=${heavy}&limit=100&cursor=${encodeWorkEventCursor(after.date, after.id)}`;
  const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const loadBefore = load();
  const app: number[] = [];
  const floor: number[] = [];
  const statementAlone: number[] = [];
  for (let i = 0; i < CURSOR_RUNS; i++) {
    const a = await call(eventsRoute.GET, "GET", path);
    const f = await cursorFloor(client, heavy, after);
    if (a.status !== 200) throw new Error(`list answered ${a.status}`);
    if (i === 0 && (a.json.data as { id: string }[]).map((e) => e.id).join() !== f.ids.join()) throw new Error("the app and the floor answer different events");
    app.push(a.ms);
    floor.push(f.ms);
    statementAlone.push(f.statementMs);
  }
  const a = stats(app).median;
  const f = stats(floor).median;
  const ratio = a / f;
  console.log(
    `cursor page at event ${(HEAVY_CONTRACT_EVENTS - 200).toLocaleString("en")} of ${HEAVY_CONTRACT_EVENTS.toLocaleString("en")}, ${label} (load ${loadBefore} → ${load()}; ${CURSOR_RUNS} calls each, alternated): app ${fmt(a)}, floor ${fmt(f)} (key ${fmt(f - stats(statementAlone).median)} + page statement ${fmt(stats(statementAlone).median)}: ${(a / stats(statementAlone).median).toFixed(2)}× the statement alone), ${ratio.toFixed(2)}× ${ratio <= 2 ? "(within 2×)" : "(OVER 2×)"}`,
  );
  return ratio <= 2;
}

async function main() {
  const setUpStarted = performance.now();
  const { ordinary, heavy, fresh, total, ours } = await setUp();
  console.log(
    `Data: ${ours.toLocaleString("en")} bench events (${ORDINARY_CONTRACTS} contracts × ${EVENTS_PER_ORDINARY_CONTRACT} + one contract with ${HEAVY_CONTRACT_EVENTS.toLocaleString("en")}); ${total.toLocaleString("en")} events in the database; set up in ${fmt(performance.now() - setUpStarted)}`,
  );

  // 3. the cursor page against its floor, on the events as inserted, then after ANALYZE
  const floorClient = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await floorClient.connect();
  for (let i = 0; i < 10; i++) await call(eventsRoute.GET, "GET", `/v1/work-events?domesticContractId=${heavy}&limit=100`);
  let cursorOk = await cursorAgainstFloor("events never analysed", heavy, floorClient);
  await getDb().$executeRawUnsafe("ANALYZE work_events");
  await getDb().$executeRawUnsafe("ANALYZE domestic_contracts");
  cursorOk = (await cursorAgainstFloor("after ANALYZE", heavy, floorClient)) && cursorOk;
  await floorClient.end();

  // warm-up: module init, connection pool, prepared plans
  for (let i = 0; i < 30; i++) {
    const r = await call(eventsRoute.GET, "GET", `/v1/work-events?domesticContractId=${ordinary[i % ordinary.length]}&limit=100`);
    if (r.status !== 200) throw new Error(`list answered ${r.status}: ${JSON.stringify(r.json)}`);
  }
  await call(summaryRoute.GET, "GET", `/v1/work-events/summary?domesticContractId=${ordinary[0]}&month=2024-03`);

  // 1. auto-fill of a year, each on a contract without events (the real first fill)
  const fills: number[] = [];
  let createdPerFill = 0;
  for (const id of fresh) {
    const r = await call(autoFillRoute.POST, "POST", "/v1/work-events/auto-fill", { domesticContractId: id, startDate: "2025-01-01", endDate: "2025-12-31" });
    if (r.status !== 201 || r.json.created.length < 250) throw new Error(`auto-fill answered ${r.status}: ${JSON.stringify(r.json).slice(0, 300)}`);
    fills.push(r.ms);
    createdPerFill = r.json.created.length;
  }
  record(`auto-fill 2025 (creates ${createdPerFill} events), fresh contract`, fills, {
    label: `< ${TARGET_AUTO_FILL_MS} ms each`,
    ok: (s) => s.max < TARGET_AUTO_FILL_MS,
  });
  const refills: number[] = [];
  for (const id of fresh)
    refills.push(
      (await call(autoFillRoute.POST, "POST", "/v1/work-events/auto-fill", { domesticContractId: id, startDate: "2025-01-01", endDate: "2025-12-31" })).ms,
    );
  record("auto-fill 2025 again (all skipped existing_event)", refills);

  // 2. list pages of 100
  const listSamples = async (path: () => string) => {
    const out: number[] = [];
    for (let i = 0; i < LIST_RUNS; i++) {
      const r = await call(eventsRoute.GET, "GET", path());
      if (r.status !== 200 || r.json.data.length !== 100) throw new Error(`list answered ${r.status} with ${r.json?.data?.length} items`);
      out.push(r.ms);
    }
    return out;
  };
  let n = 0;
  const listTarget = { label: `median < ${TARGET_LIST_MEDIAN_MS} ms`, ok: (s: ReturnType<typeof stats>) => s.median < TARGET_LIST_MEDIAN_MS };
  record(
    "list page of 100, ordinary contract (pages 1–2, date asc)",
    await listSamples(() => `/v1/work-events?domesticContractId=${ordinary[n++ % ordinary.length]}&limit=100&page=${(n % 2) + 1}`),
    listTarget,
  );
  record(
    `list page of 100, contract with ${HEAVY_CONTRACT_EVENTS.toLocaleString("en")} events, page 1`,
    await listSamples(() => `/v1/work-events?domesticContractId=${heavy}&limit=100`),
    listTarget,
  );
  record(
    `list page of 100, contract with ${HEAVY_CONTRACT_EVENTS.toLocaleString("en")} events, page 150 (offset 14,900)`,
    await listSamples(() => `/v1/work-events?domesticContractId=${heavy}&limit=100&page=150`),
  );
  record(
    `list page of 100, contract with ${HEAVY_CONTRACT_EVENTS.toLocaleString("en")} events, one year (from/to)`,
    await listSamples(() => `/v1/work-events?domesticContractId=${heavy}&from=2000-01-01&to=2000-12-31&limit=100&page=2`),
    listTarget,
  );
  // keyset: the cursor of the event 200 before the end, as a client walking with nextCursor holds it
  const [deep] = await getDb().workEvent.findMany({
    where: { contractId: heavy },
    orderBy: [{ date: "asc" }, { id: "asc" }],
    skip: HEAVY_CONTRACT_EVENTS - 200,
    take: 1,
    select: { date: true, id: true },
  });
  const deepCursor = encodeWorkEventCursor(deep!.date.toISOString().slice(0, 10), deep!.id);
  record(
    `list page of 100, contract with ${HEAVY_CONTRACT_EVENTS.toLocaleString("en")} events, cursor at event ${(HEAVY_CONTRACT_EVENTS - 200).toLocaleString("en")}`,
    await listSamples(() => `/v1/work-events?domesticContractId=${heavy}&limit=100&cursor=${deepCursor}`),
    listTarget,
  );
  record(
    `list page of 100, contract with ${HEAVY_CONTRACT_EVENTS.toLocaleString("en")} events, sortField=hours desc`,
    await listSamples(() => `/v1/work-events?domesticContractId=${heavy}&limit=100&sortField=hours&sortDirection=desc`),
  );
  for (const sortField of ["type", "createdAt"])
    record(
      `list page of 100, contract with ${HEAVY_CONTRACT_EVENTS.toLocaleString("en")} events, sortField=${sortField} desc`,
      await listSamples(() => `/v1/work-events?domesticContractId=${heavy}&limit=100&sortField=${sortField}&sortDirection=desc`),
    );

  const months: number[] = [];
  for (let i = 0; i < LIST_RUNS; i++)
    months.push(
      (await call(summaryRoute.GET, "GET", `/v1/work-events/summary?domesticContractId=${ordinary[i % ordinary.length]}&month=2024-0${(i % 8) + 1}`)).ms,
    );
  record("month summary (GET /summary)", months);

  console.log("");
  console.log("| measurement | runs | median | p95 | max | target |");
  console.log("|---|---|---|---|---|---|");
  for (const r of results) {
    const target = r.target ? `${r.target}: ${r.ok ? "PASS" : "FAIL"}` : "—";
    console.log(`| ${r.name} | ${r.runs} | ${fmt(r.median)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${target} |`);
  }
  const failed = results.filter((r) => r.ok === false);
  await clearBenchData();
  await disconnectDb();
  if (!cursorOk) console.error("\nThe cursor page is over 2× its floor");
  if (failed.length > 0 || !cursorOk) {
    console.error(`\n${failed.length} target(s) missed`);
    process.exit(1);
  }
}

main().catch(async (error) => {
  console.error(error);
  await disconnectDb().catch(() => undefined);
  process.exit(1);
});
