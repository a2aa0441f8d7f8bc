/**
 * Employer search benchmark: `DATABASE_URL=... npx tsx scripts/bench-employers.ts [--keep] [--explain]`
 *
 * 1. Creates a fresh organization with an API key and 10,000 employers (BENCH_EMPLOYERS=100000 for the issue-13 size) (createMany in chunks;
 *    about 70% households, 30% businesses, 10% archived), with realistic Italian names, valid
 *    fiscal codes and VAT numbers.
 * 2. Calls the real GET /v1/employers handler (auth, query validation, service, serialization —
 *    exactly as Next.js would, a NextRequest in and a Response read to the end) 200 times per
 *    search term and prints median, p95 and max per term and overall. Target: median < 50 ms.
 * 3. Deletes the organization again (unless --keep). --explain prints the plan of the main query.
 */
import { performance } from "node:perf_hooks";
import { NextRequest } from "next/server";
import { GET } from "@/app/(api)/v1/employers/route";
import { disconnectDb, getDb } from "@/lib/db/client";
import { deriveEmployerFields } from "@/lib/services/employers/employer-fields";
import { personFiscalCodeCheckChar } from "@/lib/validation/tax-codes";
import { buildApiKey, buildOrganization } from "@/prisma/seed/builders";

const EMPLOYERS = Number(process.env.BENCH_EMPLOYERS ?? 10_000);
const CHUNK = 1_000;
const RUNS = 200;
const WARMUP = 20;
const keep = process.argv.includes("--keep");
const explain = process.argv.includes("--explain");

if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/paghe_bench, migrated with scripts/migrate.ts)");
  process.exit(1);
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
  "Paola",
  "Francesco",
  "Rosa",
  "Paolo",
  "Elena",
  "Marco",
  "Chiara",
  "Alessandro",
  "Sara",
  "Roberto",
  "Lucia",
  "Stefano",
  "Angela",
  "Andrea",
  "Teresa",
  "Salvatore",
  "Carla",
  "Vincenzo",
  "Silvia",
  "Pietro",
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
  "Bruno",
  "Gallo",
  "Conti",
  "De Luca",
  "Mancini",
  "Costa",
  "Giordano",
  "Rizzo",
  "Lombardi",
  "Moretti",
  "Barbieri",
  "Fontana",
  "Santoro",
  "Mariani",
  "Rinaldi",
  "Caruso",
  "Ferrara",
  "Galli",
  "Martini",
  "Leone",
  "Longo",
  "Gentile",
  "Martinelli",
  "Vitale",
  "Lombardo",
  "Serra",
  "Coppola",
  "De Santis",
  "D'Angelo",
  "Marchetti",
];
const COMPANY_WORDS = [
  "Casa",
  "Assistenza",
  "Famiglia",
  "Servizi",
  "Cura",
  "Sole",
  "Aurora",
  "Melograno",
  "Girasole",
  "Arcobaleno",
  "Futuro",
  "Insieme",
  "Domus",
  "Serena",
  "Solidale",
];
const COMPANY_FORMS: [string, string][] = [
  ["srl", "srl"],
  ["Cooperativa", "coop"],
  ["Associazione", "associazione"],
  ["snc", "snc"],
  ["Studio", "prof"],
  ["Fondazione", "fondazione"],
];
const CITIES: [string, string, string][] = [
  ["Roma", "RM", "00184"],
  ["Milano", "MI", "20121"],
  ["Napoli", "NA", "80133"],
  ["Torino", "TO", "10123"],
  ["Bologna", "BO", "40121"],
  ["Firenze", "FI", "50122"],
  ["Bari", "BA", "70121"],
  ["Palermo", "PA", "90133"],
];
const MONTHS = "ABCDEHLMPRST";

let seed = 42;
function random(): number {
  // deterministic (mulberry32), so every run measures the same data
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join("");
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(random() * 26))).join("");

function fiscalCode(): string {
  const day = String(1 + Math.floor(random() * 28)).padStart(2, "0");
  const first15 = `${letters(6)}${digits(2)}${pick(MONTHS.split(""))}${day}${letters(1)}${digits(3)}`;
  return first15 + personFiscalCodeCheckChar(first15);
}

function vatNumber(): string {
  const body = digits(10);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(body[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");

function employerRow(organizationId: string, i: number) {
  const [locality, province, zipCode] = pick(CITIES);
  const archivedAt = random() < 0.1 ? new Date(Date.now() - Math.floor(random() * 3e10)) : null;
  const createdAt = new Date(Date.now() - (EMPLOYERS - i) * 60_000);
  if (random() < 0.7) {
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    const personalInfo = {
      firstName,
      lastName,
      fiscalCode: fiscalCode(),
      locality,
      province,
      zipCode,
      email: `${slug(firstName)}.${slug(lastName)}${i}@example.it`,
    };
    return {
      organizationId,
      type: "domestic" as const,
      personalInfo,
      ...deriveEmployerFields("domestic", personalInfo, null),
      archivedAt,
      createdAt,
      updatedAt: createdAt,
    };
  }
  const [form, corporationType] = pick(COMPANY_FORMS);
  const words = `${pick(COMPANY_WORDS)} ${pick(COMPANY_WORDS)}`;
  const name = form === "srl" || form === "snc" ? `${words} ${form} ${i}` : `${form} ${words} ${i}`;
  const vat = vatNumber();
  const businessDetails = { name, corporationType, vatNumber: vat, fiscalCode: vat, locality, province, zipCode, pec: `${slug(words)}${i}@pec.example.it` };
  return {
    organizationId,
    type: "business" as const,
    businessDetails,
    ...deriveEmployerFields("business", null, businessDetails),
    archivedAt,
    createdAt,
    updatedAt: createdAt,
  };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

async function request(key: string, query: Record<string, string>): Promise<{ ms: number; status: number; total: number }> {
  const url = new URL("http://localhost:3000/v1/employers");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const started = performance.now();
  const req = new NextRequest(url, { method: "GET", headers: { authorization: `Bearer ${key}` } });
  const res = await GET(req, { params: Promise.resolve({}) });
  const text = await res.text();
  const ms = performance.now() - started;
  const body = JSON.parse(text) as { pagination?: { total: number } };
  return { ms, status: res.status, total: body.pagination?.total ?? -1 };
}

async function main() {
  const db = getDb();
  const org = await buildOrganization(db, { name: `Bench employers ${new Date().toISOString()}` });
  const { key } = await buildApiKey(db, { organizationId: org.id, name: "bench" });
  console.log(`Organization ${org.id}: inserting ${EMPLOYERS.toLocaleString("en")} employers…`);
  const insertStarted = performance.now();
  for (let start = 0; start < EMPLOYERS; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, EMPLOYERS - start) }, (_, j) => employerRow(org.id, start + j));
    await db.employer.createMany({ data: rows });
  }
  await db.$executeRawUnsafe("ANALYZE employers");
  console.log(`Inserted in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s`);

  // a fiscal code and a VAT number that exist, to search by tax code
  const someone = await db.employer.findFirstOrThrow({ where: { organizationId: org.id, type: "domestic" }, select: { displayTaxId: true } });
  const someCompany = await db.employer.findFirstOrThrow({ where: { organizationId: org.id, type: "business" }, select: { displayTaxId: true } });

  const base = { organizationId: org.id };
  const cases: [string, Record<string, string>][] = [
    ["no search (first page)", { ...base }],
    ["'rossi'", { ...base, search: "rossi" }],
    ["'giu' (prefix, many hits)", { ...base, search: "giu" }],
    ["'rossi maria' (two words)", { ...base, search: "rossi maria" }],
    ["'melograno' + status=active", { ...base, search: "melograno", status: "active" }],
    ["fiscal code (exact)", { ...base, search: someone.displayTaxId ?? "" }],
    ["VAT number (exact)", { ...base, search: someCompany.displayTaxId ?? "" }],
    ["'zzzz' (no match)", { ...base, search: "zzzz" }],
    ["'de luca' sorted by name", { ...base, search: "de luca", sortField: "name", sortDirection: "asc" }],
  ];

  for (let i = 0; i < WARMUP; i++) await request(key, cases[i % cases.length]![1]);

  const all: number[] = [];
  console.log(`\n${RUNS} requests per case through GET /v1/employers (ms):`);
  console.log(`${"case".padEnd(34)} ${"hits".padStart(6)} ${"median".padStart(8)} ${"p95".padStart(8)} ${"p99".padStart(8)} ${"max".padStart(8)}`);
  for (const [label, query] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await request(key, query);
      if (r.status !== 200) throw new Error(`${label}: HTTP ${r.status}`);
      times.push(r.ms);
      total = r.total;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${label.padEnd(34)} ${String(total).padStart(6)} ${percentile(times, 50).toFixed(2).padStart(8)} ${percentile(times, 95).toFixed(2).padStart(8)} ${percentile(times, 99).toFixed(2).padStart(8)} ${(times.at(-1) ?? 0).toFixed(2).padStart(8)}`,
    );
  }
  all.sort((a, b) => a - b);
  const median = percentile(all, 50);
  console.log(
    `${"ALL".padEnd(34)} ${"".padStart(6)} ${median.toFixed(2).padStart(8)} ${percentile(all, 95).toFixed(2).padStart(8)} ${percentile(all, 99).toFixed(2).padStart(8)} ${(all.at(-1) ?? 0).toFixed(2).padStart(8)}`,
  );
  console.log(`\nTarget median < 50 ms: ${median < 50 ? "met" : "NOT met"} (${median.toFixed(2)} ms)`);

  if (explain) {
    const plan = await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
      `EXPLAIN (ANALYZE, BUFFERS) SELECT id FROM employers WHERE organization_id = $1::uuid AND search_text LIKE '%rossi%' ORDER BY created_at DESC, id ASC LIMIT 20`,
      org.id,
    );
    console.log("\n" + plan.map((r) => r["QUERY PLAN"]).join("\n"));
  }

  if (!keep) {
    await db.organization.delete({ where: { id: org.id } });
    console.log(`Removed the bench organization (use --keep to keep it).`);
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => disconnectDb());
