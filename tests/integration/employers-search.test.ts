/**
 * GET /v1/employers: search (case-insensitive, every word, LIKE wildcards taken literally),
 * status and type filters with counts, sorting allow-list, pagination.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as employers from "@/app/(api)/v1/employers/route";
import { getDb } from "@/lib/db/client";
import { sortKey } from "@/lib/services/employers/employer-fields";
import { buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";

const RUN = `q${Date.now().toString(36)}`;
const ids: Record<string, string> = {};

async function list(query: Record<string, string | number | undefined>) {
  return call(employers.GET, "GET", "/v1/employers", { query: { organizationId: DEMO_ORGANIZATION_ID, ...query } });
}
const names = (res: { body: { data: { displayName: string }[] } }) => res.body.data.map((e) => e.displayName);

beforeAll(async () => {
  const db = getDb();
  const make = async (key: string, seed: Parameters<typeof buildEmployer>[2]) => {
    ids[key] = (await buildEmployer(db, DEMO_ORGANIZATION_ID, seed)).id;
    await new Promise((r) => setTimeout(r, 3)); // distinct createdAt
  };
  await make("bruno", {
    type: "domestic",
    personalInfo: {
      firstName: "Bruno",
      lastName: `Amati${RUN}`,
      fiscalCode: "MTABRN75C12F205Z",
      email: `bruno.${RUN}@example.it`,
      pec: `bruno.${RUN}@pec.example.it`,
    },
  });
  await make("chiara", {
    type: "domestic",
    archived: true,
    personalInfo: { firstName: "Chiara", lastName: `Benedetti${RUN}`, fiscalCode: "BNDCHR90E50L736W" },
  });
  await make("dolce", {
    type: "business",
    businessDetails: { name: `Dolce Casa${RUN} srl`, vatNumber: "01234567897", fiscalCode: "01234567897", email: `info.${RUN}@dolcecasa.example.it` },
  });
  await make("sconto50", { type: "business", businessDetails: { name: `Sconto 50% ${RUN}` } });
  await make("sconto500", { type: "business", businessDetails: { name: `Sconto 500 ${RUN}` } });
  await make("underscore", { type: "business", archived: true, businessDetails: { name: `Casa_Blu ${RUN}` } });
  await make("letter", { type: "business", businessDetails: { name: `CasaXBlu ${RUN}` } });
  await make("backslash", { type: "domestic", personalInfo: { firstName: "Back\\slash", lastName: RUN } });
});

describe("search", () => {
  it.each([
    // with the run's marker: other files' employers (and their workers) share the organization
    ["part of a first name, in capitals", `BRUN ${RUN.toUpperCase()}`, ["bruno"]],
    ["part of a last name", `enedetti${RUN}`, ["chiara"]],
    ["the company name", `dolce casa${RUN}`, ["dolce"]],
    ["a fiscal code in lower case", "mtabrn75c12f205z", ["bruno"]],
    ["the start of a fiscal code", "BNDCHR90", ["chiara"]],
    ["a VAT number", "01234567897", ["dolce"]],
    ["an e-mail address", `bruno.${RUN}@example`, ["bruno"]],
    ["a PEC address", `bruno.${RUN}@pec`, ["bruno"]],
    ["the company e-mail", `info.${RUN}`, ["dolce"]],
    ["words in any order (last name first)", `amati${RUN} bruno`, ["bruno"]],
    ["a percent sign taken literally", `50% ${RUN}`, ["sconto50"]],
    ["an underscore taken literally", `casa_blu ${RUN}`, ["underscore"]],
    ["a backslash taken literally", `back\\slash ${RUN}`, ["backslash"]],
  ])("finds by %s", async (_label, search, expected) => {
    const res = await list({ search });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { id: string }) => e.id).sort()).toEqual(expected.map((k) => ids[k]).sort());
  });

  it("does not treat % or _ as wildcards", async () => {
    expect(names(await list({ search: `%${RUN}` }))).toEqual([]);
    expect(names(await list({ search: `_${RUN}` }))).toEqual([]);
    // but the plain text finds both "Casa_Blu" and "CasaXBlu"
    expect((await list({ search: `blu ${RUN}` })).body.pagination.total).toBe(2);
  });

  it("ignores a blank search and rejects one over 100 characters", async () => {
    const all = await list({});
    const blank = await list({ search: "   " });
    expect(blank.body.pagination.total).toBe(all.body.pagination.total);
    expect((await list({ search: "x".repeat(101) })).status).toBe(400);
  });
});

describe("filters and counts", () => {
  it("status active / archived / absent, with the counts of both", async () => {
    const every = await list({ search: RUN, limit: 100 });
    expect(every.body.pagination.total).toBe(8);
    expect(every.body.counts).toEqual({ active: 6, archived: 2 });
    const active = await list({ search: RUN, status: "active", limit: 100 });
    expect(active.body.pagination.total).toBe(6);
    expect(active.body.data.every((e: { archived: boolean }) => !e.archived)).toBe(true);
    expect(active.body.counts).toEqual({ active: 6, archived: 2 });
    const archived = await list({ search: RUN, status: "archived", limit: 100 });
    expect(archived.body.data.map((e: { id: string }) => e.id).sort()).toEqual([ids.chiara, ids.underscore].sort());
    expect(archived.body.data.every((e: { archived: boolean; archivedAt: string | null }) => e.archived && e.archivedAt)).toBe(true);
  });

  it("type narrows the list and its counts", async () => {
    const res = await list({ search: RUN, type: "business", limit: 100 });
    expect(res.body.pagination.total).toBe(5);
    expect(res.body.counts).toEqual({ active: 4, archived: 1 });
    expect(
      res.body.data.every(
        (e: { type: string; businessDetails?: unknown; personalInfo?: unknown }) => e.type === "business" && e.businessDetails && !e.personalInfo,
      ),
    ).toBe(true);
  });

  it.each([
    ["status", "deleted"],
    ["type", "company"],
    ["sortField", "displayName"],
    ["sortField", "searchText"],
    ["sortDirection", "up"],
    ["page", "0"],
    ["page", "1000001"],
    ["page", "99999999999999999999"],
    ["limit", "1000"],
  ])("answers 400 for %s=%s", async (name, value) => {
    const res = await list({ [name]: value });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_query");
    expect(res.body.errors[0].path).toBe(`/${name}`);
  });

  it("answers 400 without organizationId", async () => {
    const res = await call(employers.GET, "GET", "/v1/employers", {});
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("/organizationId");
  });
});

describe("sorting and pagination", () => {
  it("sorts by name both ways", async () => {
    const asc = names(await list({ search: RUN, sortField: "name", sortDirection: "asc", limit: 100 }));
    // case- and accent-insensitive, whatever the database collation
    const key = (name: string) => sortKey(name);
    expect(asc).toEqual([...asc].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
    expect(asc.at(-1)).toBe("Sconto 500 qmwr98o7t".replace("qmwr98o7t", RUN));
    const desc = names(await list({ search: RUN, sortField: "name", sortDirection: "desc", limit: 100 }));
    expect(desc).toEqual([...asc].reverse());
  });

  it("sorts by createdAt (newest first by default) and by type", async () => {
    const byDefault = (await list({ search: RUN, limit: 100 })).body.data.map((e: { id: string }) => e.id);
    expect(byDefault[0]).toBe(ids.backslash);
    expect(byDefault.at(-1)).toBe(ids.bruno);
    const oldest = (await list({ search: RUN, sortField: "createdAt", sortDirection: "asc", limit: 1 })).body.data[0].id;
    expect(oldest).toBe(ids.bruno);
    const types = (await list({ search: RUN, sortField: "type", sortDirection: "asc", limit: 100 })).body.data.map((e: { type: string }) => e.type);
    expect(types).toEqual([...types].sort((a, b) => (a === b ? 0 : a === "domestic" ? -1 : 1)));
  });

  it("pages through every match exactly once, ties broken by id", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list({ search: RUN, limit: 3, page, sortField: "type" });
      expect(res.body.pagination).toEqual({ page, limit: 3, total: 8, totalPages: 3 });
      seen.push(...res.body.data.map((e: { id: string }) => e.id));
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    const beyond = await list({ search: RUN, limit: 3, page: 9 });
    expect((await list({ limit: 100, page: 100_000 })).status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination.total).toBe(8);
  });
});

describe("search by the workers (issue 15 point 6)", () => {
  it("finds an employer by a worker's name or fiscal code, kept current when the worker is renamed or the contract deleted; and a contract by its employer's name", async () => {
    const db = getDb();
    const { buildContract } = await import("@/prisma/seed/builders");
    const worker = `Lavoratrice${RUN}`;
    const contract = await buildContract(db, DEMO_ORGANIZATION_ID, ids.bruno!, {
      worker: { firstName: "Olga", lastName: worker, fiscalCode: "LGOWRK80A41Z129K" },
      startDate: "2025-01-01",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    });
    expect(names(await list({ search: worker.toUpperCase() }))).toEqual([`Amati${RUN} Bruno`]);
    expect(names(await list({ search: `olga amati${RUN}` }))).toEqual([`Amati${RUN} Bruno`]);
    expect(names(await list({ search: "lgowrk80a41" }))).toEqual([`Amati${RUN} Bruno`]);

    // the contracts list finds the contract by the employer's name
    const contracts = await import("@/app/(api)/v1/domestic-contracts/route");
    const byEmployer = await call(contracts.GET, "GET", "/v1/domestic-contracts", { query: { search: `amati${RUN}` } });
    expect(byEmployer.status).toBe(200);
    expect(byEmployer.body.data.map((c: { id: string }) => c.id)).toEqual([contract.id]);

    // renamed, then deleted: the employer's worker text follows
    await db.domesticContract.update({ where: { id: contract.id }, data: { workerLastName: `Rinominata${RUN}` } });
    expect(names(await list({ search: worker }))).toEqual([]);
    expect(names(await list({ search: `rinominata${RUN}` }))).toEqual([`Amati${RUN} Bruno`]);
    await db.domesticContract.delete({ where: { id: contract.id } });
    expect(names(await list({ search: `rinominata${RUN}` }))).toEqual([]);
    expect((await db.employer.findUniqueOrThrow({ where: { id: ids.bruno! }, select: { workerSearchText: true } })).workerSearchText).toBe("");
  });
});

describe("totals without a search come from the kept counts (issue 13)", () => {
  it("follow inserts (one and many), archiving, restoring and deletes, per type", async () => {
    const db = getDb();
    const { buildApiKey, buildOrganization } = await import("@/prisma/seed/builders");
    const org = (await buildOrganization(db, { name: `Counts ${RUN}` })).id;
    const { key } = await buildApiKey(db, { organizationId: org, name: "counts" });
    const listIn = (query: Record<string, string>) => call(employers.GET, "GET", "/v1/employers", { key, query: { organizationId: org, ...query } });
    const truth = async (type?: "domestic" | "business") => {
      const where = { organizationId: org, ...(type ? { type } : {}) };
      return {
        active: await db.employer.count({ where: { ...where, archivedAt: null } }),
        archived: await db.employer.count({ where: { ...where, archivedAt: { not: null } } }),
      };
    };
    const check = async () => {
      for (const type of [undefined, "domestic", "business"] as const) {
        const res = await listIn(type ? { type } : {});
        const expected = await truth(type);
        expect(res.body.counts, `counts ${type ?? "all"}`).toEqual(expected);
        expect(res.body.pagination.total).toBe(expected.active + expected.archived);
        expect((await listIn({ ...(type ? { type } : {}), status: "archived" })).body.pagination.total).toBe(expected.archived);
      }
    };
    const a = await buildEmployer(db, org, { type: "domestic", personalInfo: { firstName: "Uno", lastName: `Conta${RUN}` } });
    await buildEmployer(db, org, { type: "business", businessDetails: { name: `Conta Srl ${RUN}` } });
    await check();
    const sortName = `conta ${RUN}`;
    await db.employer.createMany({
      data: [1, 2, 3].map((i) => ({
        organizationId: org,
        type: "domestic" as const,
        personalInfo: { firstName: `N${i}`, lastName: "Molti" },
        displayName: `Molti N${i}`,
        sortName,
        searchText: `molti n${i}`,
      })),
    });
    await check();
    await db.employer.update({ where: { id: a.id }, data: { archivedAt: new Date() } });
    await check();
    await db.employer.updateMany({ where: { organizationId: org, type: "domestic" }, data: { archivedAt: new Date() } });
    await check();
    await db.employer.updateMany({ where: { organizationId: org }, data: { archivedAt: null } });
    await check();
    await db.employer.deleteMany({ where: { organizationId: org, displayName: { startsWith: "Molti" } } });
    await check();
    expect((await listIn({})).body.counts).toEqual({ active: 2, archived: 0 });
  });
});
