/**
 * Keyset pagination of a contract's work events (issue 13 item 5): `cursor` walks the list in
 * date order at constant cost; it yields exactly what `page` yields; a bad cursor is 400 with its
 * pointer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as workEvents from "@/app/(api)/v1/work-events/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as oneEvent from "@/app/(api)/v1/work-events/[id]/route";
import { getDb } from "@/lib/db/client";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";

let contractId = "";

beforeAll(async () => {
  const db = getDb();
  const employer = await buildEmployer(db, DEMO_ORGANIZATION_ID, {
    type: "domestic",
    personalInfo: { firstName: "Cursore", lastName: `Famiglia${Date.now()}` },
  });
  const c = await buildContract(db, DEMO_ORGANIZATION_ID, employer.id, {
    worker: { firstName: "Pia", lastName: "Pagine" },
    startDate: "2025-01-06",
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
  });
  contractId = c.id;
  const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
    body: { domesticContractId: contractId, startDate: "2025-01-06", endDate: "2025-12-31" },
  });
  expect(filled.status, filled.text).toBe(201);
});

async function walk(query: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null | undefined;
  for (let guard = 0; guard < 20; guard++) {
    const res = await call(workEvents.GET, "GET", "/v1/work-events", {
      query: { domesticContractId: contractId, limit: "100", ...query, ...(cursor ? { cursor } : {}) },
    });
    expect(res.status, res.text).toBe(200);
    ids.push(...res.body.data.map((e: { id: string }) => e.id));
    cursor = res.body.pagination.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error("the cursor never ended");
}

describe("work events: keyset cursor", () => {
  it("walks every event once, in the order pages give, both directions; the last page has no cursor", async () => {
    const total = await getDb().workEvent.count({ where: { contractId } });
    expect(total).toBeGreaterThan(200);
    const byPages: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 100); page++) {
      const res = await call(workEvents.GET, "GET", "/v1/work-events", { query: { domesticContractId: contractId, limit: "100", page: String(page) } });
      byPages.push(...res.body.data.map((e: { id: string }) => e.id));
    }
    const byCursor = await walk({});
    expect(byCursor).toEqual(byPages);
    expect(new Set(byCursor).size).toBe(total);
    const backwards = await walk({ sortDirection: "desc" });
    expect(backwards).toEqual([...byPages].reverse());
    // filters apply with the cursor too
    const march = await walk({ from: "2025-03-01", to: "2025-03-31" });
    expect(march.length).toBe(
      await getDb().workEvent.count({ where: { contractId, date: { gte: new Date("2025-03-01T00:00:00Z"), lte: new Date("2025-03-31T00:00:00Z") } } }),
    );
  });

  it("a cursor that is not one the API returned, or with another sort, is 400 with its pointer", async () => {
    const bad = await call(workEvents.GET, "GET", "/v1/work-events", { query: { domesticContractId: contractId, cursor: "not-a-cursor" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: "/cursor" })]);
    const first = await call(workEvents.GET, "GET", "/v1/work-events", { query: { domesticContractId: contractId, limit: "10" } });
    const sorted = await call(workEvents.GET, "GET", "/v1/work-events", {
      query: { domesticContractId: contractId, cursor: first.body.pagination.nextCursor, sortField: "hours" },
    });
    expect(sorted.status).toBe(400);
  });

  it("the unfiltered total is the count kept by the database, exact after inserts and deletes", async () => {
    const list = async () => (await call(workEvents.GET, "GET", "/v1/work-events", { query: { domesticContractId: contractId, limit: "1" } })).body;
    const counted = async () => getDb().workEvent.count({ where: { contractId } });
    const first = await list();
    expect(first.pagination.total).toBe(await counted());
    const id = first.data[0].id as string;
    expect((await call(oneEvent.DELETE, "DELETE", `/v1/work-events/${id}`, { params: { id } })).status).toBe(204);
    const after = await list();
    expect(after.pagination.total).toBe(await counted());
    expect(after.pagination.total).toBe(first.pagination.total - 1);
    const refilled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      body: { domesticContractId: contractId, startDate: "2025-01-01", endDate: "2025-12-31" },
    });
    expect(refilled.status).toBe(201);
    expect((await list()).pagination.total).toBe(first.pagination.total);
  });
});
