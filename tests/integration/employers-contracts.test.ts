/**
 * The employer page's contract list (lib/services/employers/list-employer-contracts.ts) and the
 * employers part of the OpenAPI document.
 */
import { describe, expect, it } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getOpenApiDocument } from "@/lib/openapi/document";
import { listEmployerContracts } from "@/lib/services/employers/list-employer-contracts";
import { serviceContext } from "@/lib/services/context";
import { todayInItaly } from "@/lib/validation/common";
import { buildContract, buildEmployer, type ContractSeed } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";

const RUN = Date.now().toString(36);
const clerk: Principal = {
  kind: "user",
  actorId: "00000000-0000-4000-8000-0000000000aa",
  organizationId: DEMO_ORGANIZATION_ID,
  readOnly: false,
  role: "clerk",
};
const otherClerk: Principal = { ...clerk, organizationId: OTHER_ORGANIZATION_ID };

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const seed = (worker: string, dates: { startDate: string; endDate?: string }, level: ContractSeed["terms"]["level"] = "B"): ContractSeed => ({
  worker: { firstName: worker, lastName: `Lavoro${RUN}` },
  ...dates,
  terms: { level, jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
});

describe("listEmployerContracts", () => {
  it("lists worker, level in force, dates and status, newest start first", async () => {
    const db = getDb();
    const today = todayInItaly();
    const { id } = await buildEmployer(db, DEMO_ORGANIZATION_ID, { type: "domestic", personalInfo: { firstName: "Elsa", lastName: `Contratti${RUN}` } });
    const running = await buildContract(db, DEMO_ORGANIZATION_ID, id, seed("Ada", { startDate: "2024-01-08" }));
    // a level change last month and one next month: today the middle one is in force
    await db.contractTerms.create({ data: { ...(await termsOf(running.id)), effectiveFrom: new Date(`${addDays(today, -30)}T00:00:00Z`), level: "C" } });
    await db.contractTerms.create({ data: { ...(await termsOf(running.id)), effectiveFrom: new Date(`${addDays(today, 30)}T00:00:00Z`), level: "D" } });
    const ended = await buildContract(db, DEMO_ORGANIZATION_ID, id, seed("Bea", { startDate: "2020-03-01", endDate: "2022-06-30" }, "A"));
    const upcoming = await buildContract(db, DEMO_ORGANIZATION_ID, id, seed("Cleo", { startDate: addDays(today, 5) }, "BS"));
    const endsToday = await buildContract(db, DEMO_ORGANIZATION_ID, id, seed("Dora", { startDate: "2023-01-02", endDate: today }, "CS"));

    const list = await listEmployerContracts(serviceContext(clerk, "test"), id);
    expect(list.map((c) => c.id)).toEqual([upcoming.id, running.id, endsToday.id, ended.id]);
    const byId = Object.fromEntries(list.map((c) => [c.id, c]));
    expect(byId[running.id]).toEqual({
      id: running.id,
      workerFirstName: "Ada",
      workerLastName: `Lavoro${RUN}`,
      level: "C",
      startDate: "2024-01-08",
      endDate: null,
      status: "active",
    });
    expect(byId[ended.id]).toMatchObject({ level: "A", endDate: "2022-06-30", status: "ended" });
    expect(byId[upcoming.id]).toMatchObject({ level: "BS", status: "upcoming" });
    expect(byId[endsToday.id]).toMatchObject({ level: "CS", endDate: today, status: "active" });
  });

  it("answers not found for another organization's employer", async () => {
    const { id } = await buildEmployer(getDb(), DEMO_ORGANIZATION_ID, { type: "domestic", personalInfo: { firstName: "Iva", lastName: `Isolata${RUN}` } });
    await expect(listEmployerContracts(serviceContext(otherClerk, "test"), id)).rejects.toSatisfy((e) => e instanceof AppError && e.code === "not_found");
  });
});

async function termsOf(contractId: string) {
  const { id: _id, createdAt: _c, ...rest } = await getDb().contractTerms.findFirstOrThrow({ where: { contractId } });
  return rest;
}

describe("OpenAPI document", () => {
  it("describes every employer operation with its statuses", () => {
    const doc = getOpenApiDocument() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const list = doc.paths["/v1/employers"];
    const one = doc.paths["/v1/employers/{id}"];
    expect(Object.keys(list ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(one ?? {}).sort()).toEqual(["delete", "get", "patch"]);
    expect(Object.keys(list!.post!.responses)).toEqual(expect.arrayContaining(["201", "403", "422"]));
    expect(Object.keys(one!.delete!.responses)).toEqual(expect.arrayContaining(["204", "404", "409"]));
  });
});
