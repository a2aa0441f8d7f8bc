/**
 * Issue 16 point 14: optimistic concurrency for integrators. A single-resource GET answers an
 * ETag; PATCH and DELETE honour If-Match (412 precondition_failed on a stale tag, nothing
 * written); every 201 names a Location that a GET can read.
 */
import { describe, expect, it } from "vitest";
import * as employers from "@/app/(api)/v1/employers/route";
import * as employer from "@/app/(api)/v1/employers/[id]/route";
import * as workEvents from "@/app/(api)/v1/work-events/route";
import * as workEvent from "@/app/(api)/v1/work-events/[id]/route";
import * as contract from "@/app/(api)/v1/domestic-contracts/[id]/route";
import { getOpenApiDocument } from "@/lib/openapi/document";
import { getDb } from "@/lib/db/client";
import { buildContract } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";

const RUN = Date.now().toString(36);

async function newEmployer(lastName: string) {
  const created = await call(employers.POST, "POST", "/v1/employers", {
    body: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, allowDuplicate: true, personalInfo: { firstName: "Ada", lastName } },
  });
  expect(created.status, created.text).toBe(201);
  return created;
}

describe("ETag and If-Match on a single resource", () => {
  it("concurrent writers with the same If-Match: exactly one applies, the others answer 412 (checked inside the write transaction)", async () => {
    const created = await newEmployer(`Race${RUN}`);
    const id = created.body.id as string;
    const etag = (await call(employer.GET, "GET", `/v1/employers/${id}`, { params: { id } })).headers.get("etag")!;
    const names = ["Uno", "Due", "Tre", "Quattro", "Cinque", "Sei"];
    const answers = await Promise.all(
      names.map((firstName) =>
        call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { personalInfo: { firstName } }, headers: { "if-match": etag } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(names.length - 1);
    // the one that applied is what the employer holds, and its audit trail has one update
    const winner = answers.find((a) => a.status === 200)!;
    const now = await call(employer.GET, "GET", `/v1/employers/${id}`, { params: { id } });
    expect(now.body.personalInfo.firstName).toBe(winner.body.personalInfo.firstName);
    expect(await getDb().auditLog.count({ where: { entityId: id, action: "employer.update" } })).toBe(1);
  });

  it("a stale If-Match is 412 and writes nothing; the current one applies the change and answers the new ETag", async () => {
    const created = await newEmployer(`Etag${RUN}`);
    const id = created.body.id as string;
    expect(created.headers.get("location")).toBe(`/v1/employers/${id}`);

    const read = await call(employer.GET, "GET", `/v1/employers/${id}`, { params: { id } });
    expect(read.status).toBe(200);
    const etag = read.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    // the tag is the representation's: reading again gives the same tag
    expect((await call(employer.GET, "GET", `/v1/employers/${id}`, { params: { id } })).headers.get("etag")).toBe(etag);

    // someone else changes the employer…
    const other = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { personalInfo: { firstName: "Bea" } } });
    expect(other.status, other.text).toBe(200);
    // …so a change made against the old tag is refused, with the current tag, and nothing is written
    const stale = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, {
      params: { id },
      body: { personalInfo: { firstName: "Cleo" } },
      headers: { "if-match": etag! },
    });
    expect(stale.status, stale.text).toBe(412);
    expect(stale.headers.get("content-type")).toBe("application/problem+json");
    expect(stale.body.code).toBe("precondition_failed");
    const now = await call(employer.GET, "GET", `/v1/employers/${id}`, { params: { id } });
    expect(now.body.personalInfo.firstName).toBe("Bea");
    expect(stale.body.etag).toBe(now.headers.get("etag"));
    // a weak tag never matches (strong comparison, RFC 9110 §13.1.1)
    const weak = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, {
      params: { id },
      body: { personalInfo: { firstName: "Cleo" } },
      headers: { "if-match": `W/${now.headers.get("etag")}` },
    });
    expect(weak.status).toBe(412);

    // the current tag (in a list, as RFC 9110 allows) applies the change and answers the new tag
    const fresh = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, {
      params: { id },
      body: { personalInfo: { firstName: "Cleo" } },
      headers: { "if-match": `"nope", ${now.headers.get("etag")}` },
    });
    expect(fresh.status, fresh.text).toBe(200);
    const after = await call(employer.GET, "GET", `/v1/employers/${id}`, { params: { id } });
    expect(after.body.personalInfo.firstName).toBe("Cleo");
    expect(fresh.headers.get("etag")).toBe(after.headers.get("etag"));
    expect(after.headers.get("etag")).not.toBe(now.headers.get("etag"));

    // DELETE: stale → 412 and the employer stays; * → deleted
    const staleDelete = await call(employer.DELETE, "DELETE", `/v1/employers/${id}`, { params: { id }, headers: { "if-match": etag! } });
    expect(staleDelete.status).toBe(412);
    expect(await getDb().employer.count({ where: { id } })).toBe(1);
    const anyDelete = await call(employer.DELETE, "DELETE", `/v1/employers/${id}`, { params: { id }, headers: { "if-match": "*" } });
    expect(anyDelete.status, anyDelete.text).toBe(204);
    expect(await getDb().employer.count({ where: { id } })).toBe(0);
  });

  it("work events and contracts: Location on create, If-Match on PATCH", async () => {
    const e = await newEmployer(`EtagWe${RUN}`);
    const built = await buildContract(getDb(), DEMO_ORGANIZATION_ID, e.body.id as string, {
      worker: { firstName: "Olga", lastName: `EtagWorker${RUN}` },
      startDate: "2025-01-06",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    });
    const createdEvent = await call(workEvents.POST, "POST", "/v1/work-events", {
      body: { domesticContractId: built.id, date: "2025-02-03", hours: "4", type: "work", subType: "regular_work", multiplier: "1" },
    });
    expect(createdEvent.status, createdEvent.text).toBe(201);
    const eventId = createdEvent.body.id as string;
    expect(createdEvent.headers.get("location")).toBe(`/v1/work-events/${eventId}`);
    const read = await call(workEvent.GET, "GET", `/v1/work-events/${eventId}`, { params: { id: eventId } });
    const etag = read.headers.get("etag")!;
    const ok = await call(workEvent.PATCH, "PATCH", `/v1/work-events/${eventId}`, {
      params: { id: eventId },
      body: { hours: "5" },
      headers: { "if-match": etag },
    });
    expect(ok.status, ok.text).toBe(200);
    const again = await call(workEvent.PATCH, "PATCH", `/v1/work-events/${eventId}`, {
      params: { id: eventId },
      body: { hours: "6" },
      headers: { "if-match": etag },
    });
    expect(again.status).toBe(412);
    expect((await getDb().workEvent.findUniqueOrThrow({ where: { id: eventId } })).hours.toFixed(2)).toBe("5.00");

    const c = await call(contract.GET, "GET", `/v1/domestic-contracts/${built.id}`, { params: { id: built.id } });
    expect(c.headers.get("etag")).toBeTruthy();
    const stale = await call(contract.PATCH, "PATCH", `/v1/domestic-contracts/${built.id}`, {
      params: { id: built.id },
      body: { worker: { iban: null } },
      headers: { "if-match": '"stale"' },
    });
    expect(stale.status, stale.text).toBe(412);
  });

  it("the OpenAPI document says so: ETag on GET, If-Match and 412 on PATCH/DELETE, Location on 201", async () => {
    const doc = getOpenApiDocument() as any;
    const item = doc.paths["/v1/employers/{id}"];
    expect(item.get.responses["200"].headers.ETag).toBeTruthy();
    expect(item.patch.parameters.some((p: { name: string; in: string }) => p.name === "If-Match" && p.in === "header")).toBe(true);
    expect(item.delete.responses["412"]).toBeTruthy();
    expect(doc.paths["/v1/employers"].post.responses["201"].headers.Location).toBeTruthy();
    expect(doc.paths["/v1/payroll-runs"].post.responses["202"].headers.Location).toBeTruthy();
  });
});
