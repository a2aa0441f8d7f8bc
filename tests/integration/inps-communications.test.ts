/**
 * Mandatory communications to INPS (rules-update-3 B4, issue 31 item 3): each made by its event in
 * the transaction of the change, with its deadline — a hiring by 24:00 of the day before the start
 * "holidays included" (a start on Monday 2 November 2026: due Sunday 1 November, All Saints' Day),
 * the 5-day ones after the event — the variation counter of a quarter, extension and
 * transformation of a fixed term, the receipt and the relationship code stored on the contract,
 * the cancellations of a reopened end and a deleted contract, the list's filters, tenancy and the
 * `inps_communication.due` webhook, once.
 */
import { describe, expect, it } from "vitest";
import * as contracts from "@/app/(api)/v1/domestic-contracts/route";
import * as contractById from "@/app/(api)/v1/domestic-contracts/[id]/route";
import * as endRoute from "@/app/(api)/v1/domestic-contracts/[id]/end/route";
import * as termsRoute from "@/app/(api)/v1/domestic-contracts/[id]/terms/route";
import * as termsItem from "@/app/(api)/v1/domestic-contracts/[id]/terms/[termsId]/route";
import * as list from "@/app/(api)/v1/inps-communications/route";
import * as byId from "@/app/(api)/v1/inps-communications/[id]/route";
import * as filed from "@/app/(api)/v1/inps-communications/[id]/filed/route";
import * as cancel from "@/app/(api)/v1/inps-communications/[id]/cancel/route";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { addDays } from "@/lib/payroll";
import { sweepDueInpsCommunications } from "@/lib/services/inps-communications/sweep-due-communications";
import { listDeadlines } from "@/lib/services/deadlines/list-deadlines";
import { listCommunicationDeadlines } from "@/lib/services/inps-communications/list-communication-deadlines";
import { serviceContext } from "@/lib/services/context";
import { todayInItaly } from "@/lib/validation/common";
import { buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { TEST_OTHER_API_KEY } from "../support/constants";
import { randomLetters, testFiscalCode } from "../support/fiscal-code";
import { call } from "../support/http";

const RUN = randomLetters(6);
const today = todayInItaly();
const SCHEDULE = { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" };
const terms = (wage = "9.00", weeklySchedule: Record<string, string> = SCHEDULE) => ({
  level: "B",
  jobType: "domestic_help",
  cohabiting: false,
  payBasis: "hourly",
  wage,
  weeklySchedule,
  seniorityIncrements: "0",
});

type Communication = {
  id: string;
  kind: string;
  status: string;
  eventDate: string;
  dueDate: string;
  overdue: boolean;
  contractId: string | null;
  quarter: string | null;
  variationNumber: number | null;
  warnings: { code: string }[];
  data: Record<string, any>;
  relationshipCode: string | null;
  cancelReason: string | null;
};

let counter = 0;
async function contract(extra: Record<string, unknown> = {}, key?: string, organizationId = DEMO_ORGANIZATION_ID) {
  counter++;
  const employer = await buildEmployer(getDb(), organizationId, {
    type: "domestic",
    personalInfo: {
      firstName: "Marta",
      lastName: `Inps${RUN}${counter}`,
      fiscalCode: testFiscalCode(`MRT${RUN}${counter}`, "1950-04-02", "F"),
      address: "Via Po 3",
      zipCode: "00198",
      locality: "Roma",
      province: "RM",
    },
  });
  const res = await call(contracts.POST, "POST", "/v1/domestic-contracts", {
    key,
    body: {
      employerId: employer.id,
      worker: {
        firstName: "Ioana",
        lastName: `Lavoratrice${RUN}${counter}`,
        fiscalCode: testFiscalCode(`IOA${RUN}${counter}`, "1985-03-12", "F", "Z129"),
        birthDate: "1985-03-12",
      },
      startDate: "2026-11-02",
      terms: terms(),
      ...extra,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; employerId: string; terms: { id: string }[] };
}

async function communications(contractId: string, query: Record<string, string> = {}): Promise<Communication[]> {
  const res = await call(list.GET, "GET", "/v1/inps-communications", {
    query: { organizationId: DEMO_ORGANIZATION_ID, contractId, sortField: "createdAt", ...query },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

async function file(id: string, body: Record<string, unknown>, key?: string) {
  return call(filed.POST, "POST", `/v1/inps-communications/${id}/filed`, { key, params: { id }, body });
}

async function addTerms(contractId: string, effectiveFrom: string, wage: string, schedule = SCHEDULE) {
  const res = await call(termsRoute.POST, "POST", `/v1/domestic-contracts/${contractId}/terms`, {
    params: { id: contractId },
    body: { effectiveFrom, ...terms(wage, schedule) },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; warnings: { code: string }[] };
}

describe("INPS communications made by the contract's life", () => {
  it("a contract's creation makes its hiring, due the day before the start even on a Sunday holiday, with the data set", async () => {
    const c = await contract();
    const [hiring, ...others] = await communications(c.id);
    expect(others).toEqual([]);
    // Monday 2 November 2026: the day before is Sunday 1 November, All Saints' Day — the deadline does not move
    expect(hiring).toMatchObject({
      kind: "hiring",
      status: "to_file",
      eventDate: "2026-11-02",
      dueDate: "2026-11-01",
      contractId: c.id,
      relationshipCode: null,
    });
    expect(hiring!.overdue).toBe("2026-11-01" < today);
    expect(hiring!.data).toMatchObject({
      employer: { type: "domestic", lastName: `Inps${RUN}${counter}`, address: "Via Po 3", zipCode: "00198", locality: "Roma", province: "RM" },
      worker: { firstName: "Ioana", sex: "F", birthDate: "1985-03-12" },
      relationship: { ccnlCode: "H501", startDate: "2026-11-02", fixedTerm: false, fixedTermEndDate: null },
      terms: { level: "B", payBasis: "hourly", wage: "9.00", weeklyHours: "20.00", cohabiting: false },
    });
    expect(hiring!.data.employer.fiscalCode).toMatch(/^[A-Z0-9]{16}$/);

    const one = await call(byId.GET, "GET", `/v1/inps-communications/${hiring!.id}`, { params: { id: hiring!.id } });
    expect(one.status).toBe(200);
    expect(one.headers.get("etag")).toBeTruthy();
    expect(one.body).toEqual(hiring);
  });

  it("a start on a working day: the hiring is due the day before; a start moved before filing moves it", async () => {
    const c = await contract({ startDate: "2026-12-09" });
    expect((await communications(c.id))[0]).toMatchObject({ kind: "hiring", dueDate: "2026-12-08" });
    // Tuesday 8 December is the Immaculate Conception: still the deadline
    const moved = await call(contractById.PATCH, "PATCH", `/v1/domestic-contracts/${c.id}`, { params: { id: c.id }, body: { startDate: "2026-12-14" } });
    expect(moved.status, moved.text).toBe(200);
    const all = await communications(c.id);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ kind: "hiring", eventDate: "2026-12-14", dueDate: "2026-12-13", data: { relationship: { startDate: "2026-12-14" } } });
  });

  it("the receipt of the hiring stores the relationship code on the contract; filing is idempotent", async () => {
    const c = await contract();
    await addTerms(c.id, "2026-11-16", "9.40");
    const [hiring] = await communications(c.id, { kind: "hiring" });
    const missing = await file(hiring!.id, { receiptNumber: "2026-123", filedOn: "2026-10-30" });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([expect.objectContaining({ path: "/relationshipCode", code: "relationship_code_required" })]);
    const future = await file(hiring!.id, { receiptNumber: "2026-123", filedOn: addDays(today, 2), relationshipCode: "REL9" });
    expect(future.status).toBe(422);
    expect(future.body.errors[0]).toMatchObject({ path: "/filedOn", code: "filed_on_in_future" });

    const ok = await file(hiring!.id, { receiptNumber: "2026-123", filedOn: "2026-10-30", relationshipCode: "0123456789" });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ status: "filed", receiptNumber: "2026-123", filedOn: "2026-10-30", relationshipCode: "0123456789", overdue: false });
    const contractNow = await call(contractById.GET, "GET", `/v1/domestic-contracts/${c.id}`, { params: { id: c.id } });
    expect(contractNow.body.inpsRelationshipCode).toBe("0123456789");
    // the variation still to file names the relationship from now on
    expect((await communications(c.id, { kind: "variation" }))[0]!.data.relationship.relationshipCode).toBe("0123456789");

    const again = await file(hiring!.id, { receiptNumber: "2026-123", filedOn: "2026-10-30", relationshipCode: "0123456789" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(ok.body);
    const other = await file(hiring!.id, { receiptNumber: "2026-999", filedOn: "2026-10-30", relationshipCode: "0123456789" });
    expect(other.status).toBe(409);
    const cancelFiled = await call(cancel.POST, "POST", `/v1/inps-communications/${hiring!.id}/cancel`, {
      params: { id: hiring!.id },
      body: { reason: "sbaglio" },
    });
    expect(cancelFiled.status).toBe(409);
    const audit = await getDb().auditLog.findMany({ where: { entityId: hiring!.id }, select: { action: true }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["inps_communication.create", "inps_communication.file"]);
  });

  it("variations of hours or pay: due 5 days after, counted per quarter, the third warns (in the communication and the answer)", async () => {
    const c = await contract();
    const first = await addTerms(c.id, "2026-11-16", "9.50");
    expect(first.warnings.map((w) => w.code)).not.toContain("variation_limit_exceeded");
    await addTerms(c.id, "2026-11-23", "9.50", { ...SCHEDULE, friday: "6" });
    const third = await addTerms(c.id, "2026-12-01", "10.00");
    expect(third.warnings.map((w) => w.code)).toContain("variation_limit_exceeded");
    const fourth = await addTerms(c.id, "2027-01-04", "10.50");
    expect(fourth.warnings.map((w) => w.code)).not.toContain("variation_limit_exceeded");

    const variations = await communications(c.id, { kind: "variation", sortField: "eventDate" });
    expect(variations.map((v) => [v.eventDate, v.dueDate, v.quarter, v.variationNumber, v.warnings.map((w) => w.code)])).toEqual([
      ["2026-11-16", "2026-11-21", "2026-Q4", 1, []],
      ["2026-11-23", "2026-11-28", "2026-Q4", 2, []],
      ["2026-12-01", "2026-12-06", "2026-Q4", 3, ["variation_limit_exceeded"]],
      ["2027-01-04", "2027-01-09", "2027-Q1", 1, []],
    ]);
    expect(variations[0]!.data.event).toMatchObject({ changes: ["pay"], previousTerms: { wage: "9.00", weeklyHours: "20.00" } });
    expect(variations[1]!.data.event.changes).toEqual(["weekly_hours"]);
    expect(variations[1]!.data.terms).toMatchObject({ weeklyHours: "22.00", wage: "9.50" });

    // terms with the same hours and pay (only the schedule's days move): nothing to communicate
    const same = await addTerms(c.id, "2027-01-11", "10.50", { ...SCHEDULE, monday: "0", saturday: "4" });
    expect(same.warnings.map((w) => w.code)).not.toContain("variation_limit_exceeded");
    expect(await communications(c.id, { kind: "variation" })).toHaveLength(4);

    // a correction of terms whose variation is still to file rewrites it; undone, it is cancelled
    const corrected = await call(termsItem.PUT, "PUT", `/v1/domestic-contracts/${c.id}/terms/${fourth.id}`, {
      params: { id: c.id, termsId: fourth.id },
      body: terms("11.00"),
    });
    expect(corrected.status, corrected.text).toBe(200);
    const rewritten = (await communications(c.id, { kind: "variation", status: "to_file" })).find((v) => v.eventDate === "2027-01-04");
    expect(rewritten!.data.terms.wage).toBe("11.00");
    const undone = await call(termsItem.PUT, "PUT", `/v1/domestic-contracts/${c.id}/terms/${fourth.id}`, {
      params: { id: c.id, termsId: fourth.id },
      body: terms("10.00"),
    });
    expect(undone.status, undone.text).toBe(200);
    const cancelled = (await communications(c.id, { kind: "variation" })).find((v) => v.eventDate === "2027-01-04");
    expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: "terms_unchanged" });

    // deleted terms take their variation still to file with them
    const del = await call(termsItem.DELETE, "DELETE", `/v1/domestic-contracts/${c.id}/terms/${third.id}`, { params: { id: c.id, termsId: third.id } });
    expect(del.status, del.text).toBe(204);
    const gone = (await communications(c.id, { kind: "variation" })).find((v) => v.eventDate === "2026-12-01");
    expect(gone).toMatchObject({ status: "cancelled", cancelReason: "terms_deleted" });
  });

  it("cessation due 5 days after the end; a reopened end cancels it", async () => {
    const c = await contract();
    const ended = await call(endRoute.POST, "POST", `/v1/domestic-contracts/${c.id}/end`, {
      params: { id: c.id },
      body: { endDate: "2026-11-20", endReason: "resignation" },
    });
    expect(ended.status, ended.text).toBe(200);
    const [cessation] = await communications(c.id, { kind: "cessation" });
    expect(cessation).toMatchObject({
      status: "to_file",
      eventDate: "2026-11-20",
      dueDate: "2026-11-25",
      data: { event: { endDate: "2026-11-20", endReason: "resignation" } },
    });
    expect(cessation!.overdue).toBe("2026-11-25" < today);

    const reopened = await call(endRoute.DELETE, "DELETE", `/v1/domestic-contracts/${c.id}/end`, { params: { id: c.id } });
    expect(reopened.status, reopened.text).toBe(200);
    expect((await communications(c.id, { kind: "cessation" }))[0]).toMatchObject({ status: "cancelled", cancelReason: "contract_reopened" });
    // the hiring is untouched
    expect((await communications(c.id, { kind: "hiring" }))[0]!.status).toBe("to_file");
  });

  it("a fixed term: before the hiring is filed its data follows; after, a later end is an extension and an open end a transformation", async () => {
    const c = await contract({ fixedTerm: true, fixedTermEndDate: "2026-12-31" });
    const early = await call(contractById.PATCH, "PATCH", `/v1/domestic-contracts/${c.id}`, { params: { id: c.id }, body: { fixedTermEndDate: "2027-01-15" } });
    expect(early.status, early.text).toBe(200);
    let all = await communications(c.id);
    expect(all.map((x) => x.kind)).toEqual(["hiring"]);
    expect(all[0]!.data.relationship).toMatchObject({ fixedTerm: true, fixedTermEndDate: "2027-01-15" });
    expect((await file(all[0]!.id, { receiptNumber: "H-1", filedOn: "2026-10-31", relationshipCode: "RFIX" })).status).toBe(200);

    const extended = await call(contractById.PATCH, "PATCH", `/v1/domestic-contracts/${c.id}`, {
      params: { id: c.id },
      body: { fixedTermEndDate: "2027-03-31" },
    });
    expect(extended.status, extended.text).toBe(200);
    const [extension] = await communications(c.id, { kind: "extension" });
    expect(extension).toMatchObject({
      status: "to_file",
      eventDate: "2027-01-15",
      dueDate: "2027-01-20",
      data: { event: { previousEndDate: "2027-01-15", newEndDate: "2027-03-31" }, relationship: { relationshipCode: "RFIX" } },
    });
    // moved again before filing: the same extension says the new end
    await call(contractById.PATCH, "PATCH", `/v1/domestic-contracts/${c.id}`, { params: { id: c.id }, body: { fixedTermEndDate: "2027-04-30" } });
    all = await communications(c.id, { kind: "extension" });
    expect(all).toHaveLength(1);
    expect(all[0]!.data.event).toEqual({ previousEndDate: "2027-01-15", newEndDate: "2027-04-30" });

    const open = await call(contractById.PATCH, "PATCH", `/v1/domestic-contracts/${c.id}`, { params: { id: c.id }, body: { fixedTerm: false } });
    expect(open.status, open.text).toBe(200);
    const [transformation] = await communications(c.id, { kind: "transformation" });
    const on = today < "2026-11-02" ? "2026-11-02" : today;
    expect(transformation).toMatchObject({ status: "to_file", eventDate: on, dueDate: addDays(on, 5), data: { relationship: { fixedTerm: false } } });
  });

  it("a deleted contract: what is still to file is cancelled; a filed hiring needs its annulment, due 5 days after the start", async () => {
    const unfiled = await contract();
    const [h1] = await communications(unfiled.id);
    expect((await call(contractById.DELETE, "DELETE", `/v1/domestic-contracts/${unfiled.id}`, { params: { id: unfiled.id } })).status).toBe(204);
    const after1 = await call(byId.GET, "GET", `/v1/inps-communications/${h1!.id}`, { params: { id: h1!.id } });
    expect(after1.body).toMatchObject({ status: "cancelled", cancelReason: "contract_deleted", contractId: null });

    const c = await contract();
    const [h2] = await communications(c.id);
    expect((await file(h2!.id, { receiptNumber: "H-2", filedOn: "2026-10-30", relationshipCode: "RDEL" })).status).toBe(200);
    expect((await call(contractById.DELETE, "DELETE", `/v1/domestic-contracts/${c.id}`, { params: { id: c.id } })).status).toBe(204);
    const byEmployer = await call(list.GET, "GET", "/v1/inps-communications", {
      query: { organizationId: DEMO_ORGANIZATION_ID, employerId: c.employerId, sortField: "createdAt" },
    });
    expect(byEmployer.body.data.map((x: Communication) => [x.kind, x.status, x.contractId])).toEqual([
      ["hiring", "filed", null],
      ["annulment", "to_file", null],
    ]);
    expect(byEmployer.body.data[1]).toMatchObject({
      eventDate: "2026-11-02",
      dueDate: "2026-11-07",
      data: { event: { annulledHiring: { id: h2!.id, receiptNumber: "H-2" } }, relationship: { relationshipCode: "RDEL" } },
    });
  });

  it("an employment INPS already knows (entered with its relationship code): no hiring, but its later changes are communicated", async () => {
    const c = await contract({ startDate: "2024-03-04", inpsRelationshipCode: "ROLD", fixedTerm: true, fixedTermEndDate: "2026-12-31" });
    expect(await communications(c.id)).toEqual([]);
    await addTerms(c.id, "2026-11-16", "9.60");
    const extended = await call(contractById.PATCH, "PATCH", `/v1/domestic-contracts/${c.id}`, {
      params: { id: c.id },
      body: { fixedTermEndDate: "2027-06-30" },
    });
    expect(extended.status, extended.text).toBe(200);
    const all = await communications(c.id);
    expect(all.map((x) => [x.kind, x.dueDate, x.data.relationship.relationshipCode])).toEqual([
      ["variation", "2026-11-21", "ROLD"],
      ["extension", "2027-01-05", "ROLD"],
    ]);
  });

  it("a clerk cancels one still to file with a reason", async () => {
    const c = await contract();
    const [hiring] = await communications(c.id);
    const res = await call(cancel.POST, "POST", `/v1/inps-communications/${hiring!.id}/cancel`, {
      params: { id: hiring!.id },
      body: { reason: "Inviata dal patronato" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", cancelReason: "clerk", cancelNote: "Inviata dal patronato", overdue: false });
    const again = await call(cancel.POST, "POST", `/v1/inps-communications/${hiring!.id}/cancel`, { params: { id: hiring!.id }, body: { reason: "altro" } });
    expect(again.status).toBe(200);
    expect(again.body.cancelNote).toBe("Inviata dal patronato");
    expect((await file(hiring!.id, { receiptNumber: "X", filedOn: "2026-10-30", relationshipCode: "R" })).status).toBe(409);
  });
});

describe("GET /v1/inps-communications", () => {
  it("filters by status, kind, due date and overdue; another organization's ids answer 404", async () => {
    const c = await contract();
    await addTerms(c.id, "2026-11-16", "9.80");
    const dueBefore = await communications(c.id, { dueBefore: "2026-11-10" });
    expect(dueBefore.map((x) => x.kind)).toEqual(["hiring"]);
    expect((await communications(c.id, { kind: "variation" })).map((x) => x.dueDate)).toEqual(["2026-11-21"]);
    const overdue = await communications(c.id, { overdue: "true" });
    expect(overdue.every((x) => x.overdue && x.status === "to_file" && x.dueDate < today)).toBe(true);
    const notOverdue = await communications(c.id, { overdue: "false" });
    expect(overdue.length + notOverdue.length).toBe(2);
    expect(await communications(c.id, { status: "filed" })).toEqual([]);
    const paged = await call(list.GET, "GET", "/v1/inps-communications", { query: { organizationId: DEMO_ORGANIZATION_ID, contractId: c.id, limit: 1 } });
    expect(paged.body.pagination).toMatchObject({ page: 1, limit: 1, total: 2, totalPages: 2 });

    const bad = await call(list.GET, "GET", "/v1/inps-communications", { query: { organizationId: DEMO_ORGANIZATION_ID, status: "sent" } });
    expect(bad.status).toBe(400);
    const mismatch = await call(list.GET, "GET", "/v1/inps-communications", { query: { organizationId: OTHER_ORGANIZATION_ID } });
    expect(mismatch.status).toBe(403);

    const id = dueBefore[0]!.id;
    const foreign = await call(byId.GET, "GET", `/v1/inps-communications/${id}`, { key: TEST_OTHER_API_KEY, params: { id } });
    expect(foreign.status).toBe(404);
    expect((await file(id, { receiptNumber: "X", filedOn: "2026-10-30", relationshipCode: "R" }, TEST_OTHER_API_KEY)).status).toBe(404);
    const foreignCancel = await call(cancel.POST, "POST", `/v1/inps-communications/${id}/cancel`, {
      key: TEST_OTHER_API_KEY,
      params: { id },
      body: { reason: "x" },
    });
    expect(foreignCancel.status).toBe(404);
    const theirs = await call(list.GET, "GET", "/v1/inps-communications", {
      key: TEST_OTHER_API_KEY,
      query: { organizationId: OTHER_ORGANIZATION_ID, contractId: c.id },
    });
    expect(theirs.body.data).toEqual([]);
  });

  it("the deadlines of a date range, for a deadlines calendar", async () => {
    const c = await contract();
    const principal: Principal = { kind: "api_key", organizationId: DEMO_ORGANIZATION_ID, actorId: DEMO_ORGANIZATION_ID, readOnly: true, role: null };
    const items = await listCommunicationDeadlines(serviceContext(principal, "test"), { from: "2026-11-01", to: "2026-11-01" });
    const mine = items.find((i) => i.contractId === c.id);
    expect(mine).toMatchObject({
      kind: "inps_communication",
      date: "2026-11-01",
      status: "to_file",
      title: { communicationKind: "hiring" },
      employerId: c.employerId,
    });
    expect(mine!.overdue).toBe("2026-11-01" < today);
  });

  it("a filed communication is no longer a deadline of the calendar", async () => {
    const c = await contract();
    const [hiring] = await communications(c.id);
    const principal: Principal = { kind: "api_key", organizationId: DEMO_ORGANIZATION_ID, actorId: DEMO_ORGANIZATION_ID, readOnly: true, role: null };
    const ctx = serviceContext(principal, "test");
    const mineIn = async () =>
      (await listDeadlines(ctx, { from: "2026-11-01", to: "2026-11-01", kinds: ["inps_communication"], locale: "it", today })).data.filter(
        (d) => d.contractId === c.id,
      );
    expect(await mineIn()).toHaveLength(1);
    const res = await file(hiring!.id, { receiptNumber: `R${RUN}`, filedOn: "2026-10-30", relationshipCode: `RAP${RUN}` });
    expect(res.status, res.text).toBe(200);
    expect(await mineIn()).toEqual([]);
  });
});

describe("webhook inps_communication.due", () => {
  it("is recorded once per communication still to file, when its due date is today or tomorrow", async () => {
    const start = addDays(today, 2); // the hiring is due tomorrow
    const c = await contract({ startDate: start });
    const [hiring] = await communications(c.id);
    expect(hiring!.dueDate).toBe(addDays(today, 1));
    const endpoint = await getDb().webhookEndpoint.create({
      data: { organizationId: DEMO_ORGANIZATION_ID, url: "http://127.0.0.1:9/inps", events: ["inps_communication.due"], secret: "whsec_test", enabled: true },
      select: { id: true },
    });
    try {
      await sweepDueInpsCommunications();
      await sweepDueInpsCommunications();
      const deliveries = await getDb().webhookDelivery.findMany({ where: { endpointId: endpoint.id }, select: { eventType: true, payload: true } });
      const mine = deliveries.filter((d) => (d.payload as { data: { object: { id: string } } }).data.object.id === hiring!.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.eventType).toBe("inps_communication.due");
      expect((mine[0]!.payload as { data: { object: Communication } }).data.object).toMatchObject({
        kind: "hiring",
        dueDate: addDays(today, 1),
        status: "to_file",
      });
      // one due later is not notified yet
      const later = await contract({ startDate: addDays(today, 5) });
      await sweepDueInpsCommunications();
      const [laterHiring] = await communications(later.id);
      const all = await getDb().webhookDelivery.findMany({ where: { endpointId: endpoint.id }, select: { payload: true } });
      expect(all.some((d) => (d.payload as { data: { object: { id: string } } }).data.object.id === laterHiring!.id)).toBe(false);
    } finally {
      await getDb().webhookEndpoint.update({ where: { id: endpoint.id }, data: { enabled: false } });
    }
  });

  it("one sweep over two organizations' due communications gives each endpoint its own organization's, once each", async () => {
    const start = addDays(today, 2);
    const mine = [await contract({ startDate: start }), await contract({ startDate: start })];
    const theirs = await contract({ startDate: start }, TEST_OTHER_API_KEY, OTHER_ORGANIZATION_ID);
    const hiringOf = async (id: string, organizationId: string) =>
      (await getDb().inpsCommunication.findFirstOrThrow({ where: { contractId: id, organizationId, kind: "hiring" }, select: { id: true } })).id;
    const myHirings = [await hiringOf(mine[0]!.id, DEMO_ORGANIZATION_ID), await hiringOf(mine[1]!.id, DEMO_ORGANIZATION_ID)];
    const theirHiring = await hiringOf(theirs.id, OTHER_ORGANIZATION_ID);
    const make = (organizationId: string, url: string) =>
      getDb().webhookEndpoint.create({
        data: { organizationId, url, events: ["inps_communication.due"], secret: "whsec_test", enabled: true },
        select: { id: true },
      });
    const endpoints = [await make(DEMO_ORGANIZATION_ID, "http://127.0.0.1:9/a1"), await make(DEMO_ORGANIZATION_ID, "http://127.0.0.1:9/a2")];
    const other = await make(OTHER_ORGANIZATION_ID, "http://127.0.0.1:9/b");
    try {
      await sweepDueInpsCommunications();
      const objectIds = async (endpointId: string) =>
        (await getDb().webhookDelivery.findMany({ where: { endpointId }, select: { payload: true, organizationId: true, eventId: true } })).map((d) => ({
          id: (d.payload as { data: { object: { id: string } } }).data.object.id,
          organizationId: d.organizationId,
          eventId: d.eventId,
        }));
      const [a1, a2, b] = [await objectIds(endpoints[0]!.id), await objectIds(endpoints[1]!.id), await objectIds(other.id)];
      for (const delivered of [a1, a2]) {
        expect(
          delivered
            .map((d) => d.id)
            .filter((id) => myHirings.includes(id) || id === theirHiring)
            .sort(),
        ).toEqual([...myHirings].sort());
        expect(new Set(delivered.map((d) => d.organizationId))).toEqual(new Set([DEMO_ORGANIZATION_ID]));
      }
      // one event per communication, delivered to each of its organization's endpoints under the same id
      expect(a1.find((d) => d.id === myHirings[0])!.eventId).toBe(a2.find((d) => d.id === myHirings[0])!.eventId);
      expect(a1.find((d) => d.id === myHirings[0])!.eventId).not.toBe(a1.find((d) => d.id === myHirings[1])!.eventId);
      expect(b.filter((d) => d.id === theirHiring)).toHaveLength(1);
      expect(b.some((d) => myHirings.includes(d.id))).toBe(false);
      expect(new Set(b.map((d) => d.organizationId))).toEqual(new Set([OTHER_ORGANIZATION_ID]));
    } finally {
      await getDb().webhookEndpoint.updateMany({ where: { id: { in: [...endpoints, other].map((e) => e.id) } }, data: { enabled: false } });
    }
  });
});
