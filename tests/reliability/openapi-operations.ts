/**
 * The operations of the OpenAPI document, each bound to its route handler, with what the
 * generated tests need: a way to fill ids of an organization, a sample value for a schema, and
 * the list of malformed variants. Whatever endpoints the document holds are covered: a new path
 * needs no change here (ids of an unknown resource kind fall back to a guess from the path).
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/db/client";
import { getOpenApiDocument } from "@/lib/openapi/document";

type Json = any;
type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  schema: Json;
}

export interface Operation {
  method: string;
  path: string;
  id: string;
  parameters: Parameter[];
  bodySchema: Json | null;
  handler: RouteHandler;
}

const ROOT = path.resolve(import.meta.dirname, "../..");
const METHODS = ["get", "post", "put", "patch", "delete"];

export function openApiDocument(): Json {
  return getOpenApiDocument() as Json;
}

export function resolveRef(doc: Json, schema: Json, depth = 0): Json {
  if (!schema || typeof schema !== "object" || depth > 20) return schema;
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.replace("#/components/schemas/", "");
    return resolveRef(doc, doc.components?.schemas?.[name], depth + 1);
  }
  return schema;
}

/** Every documented operation with its handler (the route file the path maps to). */
export async function loadOperations(): Promise<Operation[]> {
  const doc = openApiDocument();
  const out: Operation[] = [];
  for (const [p, item] of Object.entries<Json>(doc.paths)) {
    const file = path.join(ROOT, "app/(api)", p.replace(/\{(\w+)\}/g, "[$1]"), "route.ts");
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, RouteHandler>;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const handler = mod[method.toUpperCase()];
      if (!handler) throw new Error(`${method.toUpperCase()} ${p} is documented but ${file} does not export it`);
      const parameters: Parameter[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((prm: Json) => ({
        name: prm.name,
        in: prm.in,
        required: Boolean(prm.required),
        schema: resolveRef(doc, prm.schema ?? {}),
      }));
      const bodySchema = op.requestBody ? resolveRef(doc, op.requestBody.content?.["application/json"]?.schema ?? {}) : null;
      out.push({ method: method.toUpperCase(), path: p, id: `${method.toUpperCase()} ${p}`, parameters, bodySchema, handler });
    }
  }
  return out;
}

/** The ids of one organization's resources, by the names parameters and fields use. */
export type IdSet = Record<string, string>;

/** With `employerId`: the rows of that employer (its contract, work event, payslip, worker); users and keys stay the organization's. */
export async function idsOf(organizationId: string, employerId?: string): Promise<IdSet> {
  const db = getDb();
  const org = { organizationId };
  const ofEmployer = employerId ? { contract: { employerId } } : {};
  const employer = await db.employer.findFirst({
    where: { ...org, ...(employerId ? { id: employerId } : {}) },
    select: { id: true },
    orderBy: { createdAt: "asc" },
  });
  const contract = await db.domesticContract.findFirst({
    where: { ...org, ...(employerId ? { employerId } : {}) },
    select: { id: true, employerId: true },
    orderBy: { createdAt: "asc" },
  });
  const terms = contract ? await db.contractTerms.findFirst({ where: { contractId: contract.id }, select: { id: true } }) : null;
  const event = await db.workEvent.findFirst({ where: { ...org, ...ofEmployer }, select: { id: true } });
  const payslip = await db.payslip.findFirst({ where: { ...org, ...ofEmployer }, select: { id: true } });
  const apiKey = await db.apiKey.findFirst({ where: org, select: { id: true } });
  const user = await db.user.findFirst({ where: org, select: { id: true } });
  // issue 31: the worker of that contract (every contract references one)
  const worker = contract ? await db.domesticContract.findUnique({ where: { id: contract.id }, select: { workerId: true } }) : null;
  // issue 31 item 2: a letter of that contract
  const letter = contract ? await db.contractLetter.findFirst({ where: { contractId: contract.id }, select: { id: true } }) : null;
  // issue 30: a payment of a payslip (of that employer)
  const payment = await db.payslipPayment.findFirst({
    where: { ...org, ...(employerId ? { payslip: { contract: { employerId } } } : {}) },
    select: { id: true, payslipId: true },
  });
  const ids: IdSet = { organizationId };
  const put = (names: string[], value: string | undefined) => value && names.forEach((n) => (ids[n] = value));
  put(["employers", "employerId"], contract?.employerId ?? employer?.id);
  put(["domestic-contracts", "domesticContractId", "contractId"], contract?.id);
  put(["terms", "termsId"], terms?.id);
  put(["work-events", "workEventId"], event?.id);
  put(["domestic-payslips", "payslipId", "domesticPayslipId"], payslip?.id);
  put(["api-keys", "apiKeyId"], apiKey?.id);
  put(["users", "userId"], user?.id);
  put(["workers", "workerId"], worker?.workerId ?? undefined);
  put(["letters", "letterId"], letter?.id);
  put(["payments", "paymentId"], payment?.id);
  return ids;
}

/**
 * A row id of the organization for a resource kind the fixed map does not know (a path segment
 * such as "payroll-runs"): the Prisma model named like the segment, if it has organizationId.
 */
export async function guessIdFor(segment: string, organizationId: string): Promise<string | undefined> {
  const db = getDb() as unknown as Record<string, { findFirst?: (args: unknown) => Promise<{ id: string } | null> }>;
  const camel = segment.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const singular = camel.replace(/ies$/, "y").replace(/s$/, "");
  for (const name of [singular, singular.replace(/^domestic([A-Z])/, (_, c: string) => c.toLowerCase())]) {
    const delegate = db[name];
    if (delegate?.findFirst) {
      try {
        const row = await delegate.findFirst({ where: { organizationId }, select: { id: true } });
        if (row) return row.id;
      } catch {
        // no organizationId on that model: not a tenant resource we can pick
      }
    }
  }
  return undefined;
}

/** Path parameters of an operation filled from an id set: `{id}` takes the resource named by the segment before it. */
export async function pathParamsFor(op: Operation, ids: IdSet): Promise<Record<string, string> | null> {
  const params: Record<string, string> = {};
  const segments = op.path.split("/");
  for (let i = 0; i < segments.length; i++) {
    const m = /^\{(\w+)\}$/.exec(segments[i]!);
    if (!m) continue;
    const name = m[1]!;
    const resource = segments[i - 1] ?? "";
    // a month in a path (a contract's month, issue 29) is named by its period, the same for every id set
    const value = ids[name] ?? (isMonthLike(name, {}) ? "2025-03" : undefined) ?? ids[resource] ?? (await guessIdFor(resource, ids.organizationId!));
    if (!value) return null;
    params[name] = value;
  }
  return params;
}

/** The same path with ids that exist nowhere: every id a new UUID; a month (a contract's period) stays as it is, it is not an id. */
export function unknownPathParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, isMonthLike(k, {}) ? v : randomUUID()]));
}

export function pathWith(op: Operation, params: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_, n: string) => params[n] ?? n);
}

function isDateLike(name: string, schema: Json): boolean {
  return schema?.format === "date" || /\\d\{4\}-\\d\{2\}-\\d\{2\}/.test(schema?.pattern ?? "") || /^(date|from|to|weekStart|weekEnd)$|Date$/.test(name);
}
function isMonthLike(name: string, schema: Json): boolean {
  return /^(month|period)$/.test(name) || /\\d\{4\}-\(0\[1-9\]/.test(schema?.pattern ?? "");
}
function isDecimalLike(schema: Json): boolean {
  return typeof schema?.pattern === "string" && schema.pattern.includes("\\d{1,9}");
}

/** A plausible value for a schema (ids from the set by field name); invalid samples are fine. */
export function sample(doc: Json, schemaIn: Json, ids: IdSet, name = "", depth = 0): Json {
  const schema = resolveRef(doc, schemaIn);
  if (!schema || depth > 6) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) {
    const nonNull = variants.find((v: Json) => resolveRef(doc, v)?.type !== "null") ?? variants[0];
    return sample(doc, nonNull, ids, name, depth + 1);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return sample(doc, schema.allOf[0], ids, name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, Json> = {};
      for (const [key, prop] of Object.entries<Json>(schema.properties ?? {})) {
        if ((schema.required ?? []).includes(key) || depth === 0) out[key] = sample(doc, prop, ids, key, depth + 1);
      }
      return out;
    }
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(doc, schema.items ?? {}, ids, name, depth + 1));
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return false;
    case "string":
    default:
      if (ids[name]) return ids[name];
      if (schema.format === "uuid" || /Id$/.test(name)) return ids[name] ?? "7d1f6a55-0000-4000-8000-000000000000";
      if (isMonthLike(name, schema)) return "2025-03";
      if (isDateLike(name, schema)) return "2025-03-03";
      if (isDecimalLike(schema)) return "1";
      if (schema.format === "email") return "fuzz@example.it";
      return "x".repeat(Math.max(1, schema.minLength ?? 1));
  }
}

export interface Slot {
  /** JSON pointer of the value in the body */
  pointer: string;
  name: string;
  schema: Json;
}

/** Every leaf of a sampled body with its schema, to replace one at a time. */
export function slots(doc: Json, schemaIn: Json, pointer = "", name = "", depth = 0): Slot[] {
  const schema = resolveRef(doc, schemaIn);
  if (!schema || depth > 6) return [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) {
    const nonNull = variants.find((v: Json) => resolveRef(doc, v)?.type !== "null") ?? variants[0];
    return slots(doc, nonNull, pointer, name, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type;
  if (type === "object") {
    return Object.entries<Json>(schema.properties ?? {}).flatMap(([k, v]) => slots(doc, v, `${pointer}/${k}`, k, depth + 1));
  }
  if (type === "array") return slots(doc, schema.items ?? {}, `${pointer}/0`, name, depth + 1);
  return [{ pointer, name, schema }];
}

export function setAt(value: Json, pointer: string, replacement: Json): Json {
  const copy = structuredClone(value);
  const parts = pointer.split("/").slice(1);
  if (parts.length === 0) return replacement;
  let node = copy;
  for (const part of parts.slice(0, -1)) {
    if (node[part] === undefined || node[part] === null || typeof node[part] !== "object") node[part] = /^\d+$/.test(part) ? [] : {};
    node = node[part];
  }
  node[parts.at(-1)!] = replacement;
  return copy;
}

/** Values no field accepts, whatever its schema (given the slot's kind). */
export function badValuesFor(slot: Slot): Json[] {
  const type = Array.isArray(slot.schema?.type) ? slot.schema.type.find((t: string) => t !== "null") : slot.schema?.type;
  if (type === "string" || type === undefined) {
    const base = ["bad\u0000text", "\ud800", "x\udfff", "\u0000"];
    if (isDateLike(slot.name, slot.schema)) base.push("0000-01-01", "9999-12-31", "1899-12-31", "2101-01-01", "+275760-09-13", "2025-02-30");
    if (isMonthLike(slot.name, slot.schema)) base.push("0000-01", "9999-12", "2025-13");
    if (isDecimalLike(slot.schema)) base.push("1e400", "99999999999999999999.99", "NaN", "-Infinity", "0x10");
    return base;
  }
  if (type === "integer") return [1e300, -1e300, 1.5, "1", Number.MAX_SAFE_INTEGER + 2];
  if (type === "number") return [1e309 === Infinity ? "1e309" : 1e309, "NaN", {}];
  if (type === "boolean") return ["true", 1, "\u0000"];
  return ["\u0000"];
}

/** Calls a handler exactly as Next.js would. */
export async function invoke(
  op: Operation,
  params: Record<string, string>,
  init: { query?: Record<string, string>; body?: string; headers?: Record<string, string> },
): Promise<{ status: number; headers: Headers; text: string; body: Json }> {
  const url = new URL(pathWith(op, params), "http://localhost:3000");
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  const req = new NextRequest(url, { method: op.method, headers, body: init.body });
  const res = await op.handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  let body: Json = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, text, body };
}

/** Row counts of every table: "nothing written" is the same counts after as before. */
export async function tableCounts(exclude: string[] = []): Promise<Record<string, number>> {
  const rows = await getDb().$queryRawUnsafe<{ table_name: string }[]>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const out: Record<string, number> = {};
  for (const { table_name } of rows) {
    if (exclude.includes(table_name)) continue;
    const [row] = await getDb().$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*)::bigint AS n FROM "${table_name}"`);
    out[table_name] = Number(row?.n ?? 0);
  }
  return out;
}
