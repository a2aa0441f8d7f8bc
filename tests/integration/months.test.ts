/**
 * Contracts' months between the household and the clerk (issue 29 points 4–6): the month record's
 * transitions and their refusals, a household's edits limited to open months (month_closed after
 * submit, accept or a final payslip), the view right refused, another employer's contract unknown,
 * the clerk's inbox with its filters and counts, the webhooks recorded, accept with runPayslip
 * producing the draft payslip of the events, and the worklist's month column. Clerk calls go
 * through HTTP (responses checked against the OpenAPI document); the household's through the
 * services with a portal principal (its sign-in is resolved elsewhere).
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as monthRoute from "@/app/(api)/v1/domestic-contracts/[id]/months/[period]/route";
import * as submitRoute from "@/app/(api)/v1/domestic-contracts/[id]/months/[period]/submit/route";
import * as acceptRoute from "@/app/(api)/v1/domestic-contracts/[id]/months/[period]/accept/route";
import * as returnRoute from "@/app/(api)/v1/domestic-contracts/[id]/months/[period]/return/route";
import * as inboxRoute from "@/app/(api)/v1/months/route";
import * as workEvents from "@/app/(api)/v1/work-events/route";
import * as monthStatus from "@/app/(api)/v1/domestic-payslips/month-status/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import type { PortalRight, Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { serviceContext, type ServiceContext } from "@/lib/services/context";
import { getContractMonth } from "@/lib/services/months/get-contract-month";
import { acceptMonth, submitMonth } from "@/lib/services/months/transition-month";
import { autoFillWorkEvents } from "@/lib/services/work-events/auto-fill-work-events";
import { createWorkEvent } from "@/lib/services/work-events/create-work-event";
import { createWorkEventBatch } from "@/lib/services/work-events/create-work-event-batch";
import { deleteWorkEvent } from "@/lib/services/work-events/delete-work-event";
import { listWorkEvents } from "@/lib/services/work-events/list-work-events";
import { updateWorkEvent } from "@/lib/services/work-events/update-work-event";
import { listWorkEventsQuery } from "@/lib/validation/work-event";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { runPayrollMonth } from "../support/hourly-colf";
import { call } from "../support/http";

const ORG = DEMO_ORGANIZATION_ID;
const RUN = Date.now().toString(36);
const PERIOD = "2025-03";
const monthUrl = (id: string, action = "") => `/v1/domestic-contracts/${id}/months/${PERIOD}${action}`;

function household(rights: Record<string, PortalRight>): ServiceContext {
  const principal: Principal = {
    kind: "user",
    actorId: randomUUID(),
    organizationId: ORG,
    readOnly: false,
    role: null,
    employerIds: Object.keys(rights),
    portal: { kind: "household", rights },
  };
  return serviceContext(principal, randomUUID());
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return "no error";
}

const sick = (date: string) => ({ date, hours: "5.00", type: "sick_leave", subType: "sick_full", multiplier: "1" });
const work = (date: string, hours = "5.00", subType = "regular_work") => ({ date, hours, type: "work", subType, multiplier: "1" });

async function colf(lastName: string) {
  const db = getDb();
  const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Franca", lastName: `Famiglia${lastName}${RUN}` } });
  const contract = await buildContract(db, ORG, employer.id, {
    worker: { firstName: "Olga", lastName: `${lastName}${RUN}` },
    startDate: "2025-01-01",
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "10.00", weeklySchedule: ["5", "5", "5", "5", "5", "0", "0"] },
  });
  return { employerId: employer.id, contractId: contract.id };
}

let endpointId = "";
let a: { employerId: string; contractId: string };
let b: { employerId: string; contractId: string };
let c: { employerId: string; contractId: string };

beforeAll(async () => {
  [a, b, c] = [await colf("Alfa"), await colf("Beta"), await colf("Gamma")];
  const endpoint = await getDb().webhookEndpoint.create({
    data: { organizationId: ORG, url: "http://127.0.0.1:9/months", events: ["month.submitted", "month.accepted", "month.returned"], secret: "whsec_months" },
    select: { id: true },
  });
  endpointId = endpoint.id;
});

async function eventsOfEndpoint(): Promise<{ type: string; contractId: string; status: string }[]> {
  const rows = await getDb().webhookDelivery.findMany({ where: { endpointId }, orderBy: { createdAt: "asc" }, select: { eventType: true, payload: true } });
  return rows.map((r) => {
    const object = (r.payload as { data: { object: { domesticContractId: string; status: string } } }).data.object;
    return { type: r.eventType, contractId: object.domesticContractId, status: object.status };
  });
}

describe("a month never moved", () => {
  it("reads as open, not started, with the schedule's days planned", async () => {
    const res = await call(monthRoute.GET, "GET", monthUrl(a.contractId), { params: { id: a.contractId, period: PERIOD } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: "open",
      started: false,
      hasFinalPayslip: false,
      householdMayEdit: true,
      note: null,
      history: [],
      deadline: "2025-04-05",
    });
    expect(res.body.days).toHaveLength(31);
    // March 2025: 21 weekdays of 5 h, no national holiday
    expect(res.body.summary).toMatchObject({ scheduledHours: "105.00", workedHours: "0.00", daysWorked: 0, eventCount: 0, daysDifferent: 21 });
    expect(res.body.days[0]).toMatchObject({ date: "2025-03-01", planned: [], difference: "as_scheduled" });
    expect(res.body.days[2]).toMatchObject({
      date: "2025-03-03",
      scheduledHours: "5.00",
      planned: [{ type: "work", subType: "regular_work", hours: "5.00" }],
      difference: "missing",
    });
  });
});

describe("the household fills, changes and submits the month", () => {
  it("fills it as scheduled and marks a sick day: the summary and the differences follow", async () => {
    const ctx = household({ [a.employerId]: "presences" });
    const filled = await autoFillWorkEvents(ctx, { domesticContractId: a.contractId, startDate: "2025-03-01", endDate: "2025-03-31" });
    expect(filled.created).toHaveLength(21);
    await createWorkEventBatch(ctx, { domesticContractId: a.contractId, replaceExisting: true }, [sick("2025-03-04")]);
    await createWorkEvent(ctx, { domesticContractId: a.contractId, ...work("2025-03-08", "3.00", "overtime") } as never);
    const view = await getContractMonth(ctx, a.contractId, PERIOD);
    expect(view.status).toBe("open");
    expect(view.started).toBe(true);
    expect(view.summary).toMatchObject({
      daysWorked: 21,
      workedHours: "103.00",
      extraHours: "3.00",
      absences: [{ type: "sick_leave", subType: "sick_full", days: 1, hours: "5.00" }],
      daysDifferent: 2,
    });
    expect(view.days.find((d) => d.date === "2025-03-04")).toMatchObject({ difference: "changed", events: [{ subType: "sick_full", hours: "5.00" }] });
    expect(view.days.find((d) => d.date === "2025-03-08")).toMatchObject({ difference: "added", recordedHours: "3.00" });
  });

  it("submits with a note; a second submission is refused; the month is then closed to the household", async () => {
    const ctx = household({ [a.employerId]: "presences" });
    const submitted = await submitMonth(ctx, a.contractId, PERIOD, { note: "Martedì 4 malata" });
    expect(submitted).toMatchObject({ status: "submitted", note: "Martedì 4 malata", householdMayEdit: false });
    expect(submitted.submitted?.actor).toMatchObject({ type: "user", household: true });
    expect(submitted.history).toEqual([expect.objectContaining({ action: "submit", fromStatus: "open", toStatus: "submitted", note: "Martedì 4 malata" })]);
    expect(await refusal(submitMonth(ctx, a.contractId, PERIOD, {}))).toBe("month_already_submitted");

    const anEvent = submitted.days.find((d) => d.date === "2025-03-05")!.events[0]!.id!;
    expect(await refusal(createWorkEvent(ctx, { domesticContractId: a.contractId, ...work("2025-03-09") } as never))).toBe("month_closed");
    expect(await refusal(updateWorkEvent(ctx, anEvent, { hours: "4.00" }))).toBe("month_closed");
    expect(await refusal(deleteWorkEvent(ctx, anEvent))).toBe("month_closed");
    expect(await refusal(autoFillWorkEvents(ctx, { domesticContractId: a.contractId, startDate: "2025-03-01", endDate: "2025-03-31" }))).toBe("month_closed");
    // another month of the same contract stays open to the household
    const april = await createWorkEvent(ctx, { domesticContractId: a.contractId, ...work("2025-04-01") } as never);
    expect(april.date).toBe("2025-04-01");
  });

  it("a clerk still edits the submitted month, and its status does not change", async () => {
    const res = await call(workEvents.POST, "POST", "/v1/work-events", {
      body: { domesticContractId: a.contractId, ...work("2025-03-15", "2.00", "overtime") },
    });
    expect(res.status, res.text).toBe(201);
    const view = await call(monthRoute.GET, "GET", monthUrl(a.contractId), { params: { id: a.contractId, period: PERIOD } });
    expect(view.body.status).toBe("submitted");
    expect(view.body.summary.extraHours).toBe("5.00");
  });

  it("the clerk returns it with a note (required); the household sees it open again and submits anew", async () => {
    const noNote = await call(returnRoute.POST, "POST", monthUrl(a.contractId, "/return"), {
      params: { id: a.contractId, period: PERIOD },
      body: { note: " " },
    });
    expect(noNote.status).toBe(422);
    const returned = await call(returnRoute.POST, "POST", monthUrl(a.contractId, "/return"), {
      params: { id: a.contractId, period: PERIOD },
      body: { note: "Manca il certificato del 4" },
    });
    expect(returned.status, returned.text).toBe(200);
    expect(returned.body).toMatchObject({ status: "returned", returnNote: "Manca il certificato del 4", householdMayEdit: true });
    expect(returned.body.returned.actor).toMatchObject({ type: "api_key", household: false });

    const ctx = household({ [a.employerId]: "presences" });
    const seen = await getContractMonth(ctx, a.contractId, PERIOD);
    expect(seen).toMatchObject({ status: "returned", returnNote: "Manca il certificato del 4" });
    await createWorkEventBatch(ctx, { domesticContractId: a.contractId, replaceExisting: true }, [work("2025-03-04")]);
    const again = await submitMonth(ctx, a.contractId, PERIOD, { note: null });
    expect(again).toMatchObject({ status: "submitted", note: null, returnNote: null });
    expect(again.history.map((h) => `${h.action}:${h.fromStatus}>${h.toStatus}`)).toEqual([
      "submit:open>submitted",
      "return:submitted>returned",
      "submit:returned>submitted",
    ]);
  });

  it("the clerk accepts it and runs its payslip: a draft from the month's events; the household can no longer change it", async () => {
    const res = await call(acceptRoute.POST, "POST", monthUrl(a.contractId, "/accept"), {
      params: { id: a.contractId, period: PERIOD },
      body: { runPayslip: true },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "accepted", hasFinalPayslip: false });
    const payslip = await getDb().payslip.findUniqueOrThrow({
      where: { id: res.body.payslipId },
      select: { status: true, period: true, contractId: true, totalGross: true },
    });
    expect(payslip).toMatchObject({ status: "draft", period: PERIOD, contractId: a.contractId });
    // the same month run by hand gives the same figures (the draft is recomputed in place)
    const byHand = await runPayrollMonth({ organizationId: ORG, contractId: a.contractId, period: PERIOD, lastDay: "31" });
    expect(byHand.id).toBe(res.body.payslipId);
    expect(byHand.totalGross).toBe(payslip.totalGross.toFixed(2));
    // 21 days × 5 h plus 3 + 2 h of overtime = 110 h at 10.00 (plus holidays accrued in the figures)
    expect(Number(byHand.totalGross)).toBeGreaterThanOrEqual(1100);

    const ctx = household({ [a.employerId]: "presences" });
    expect(await refusal(createWorkEvent(ctx, { domesticContractId: a.contractId, ...work("2025-03-22") } as never))).toBe("month_closed");
    expect(await refusal(submitMonth(ctx, a.contractId, PERIOD, {}))).toBe("month_closed");
    const again = await call(acceptRoute.POST, "POST", monthUrl(a.contractId, "/accept"), { params: { id: a.contractId, period: PERIOD }, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("month_not_submitted");
  });

  it("recorded one webhook event per transition", async () => {
    const mine = (await eventsOfEndpoint()).filter((e) => e.contractId === a.contractId);
    expect(mine.map((e) => `${e.type}:${e.status}`)).toEqual([
      "month.submitted:submitted",
      "month.returned:returned",
      "month.submitted:submitted",
      "month.accepted:accepted",
    ]);
  });
});

describe("refusals", () => {
  it("accepting or returning a month not submitted is 409 month_not_submitted", async () => {
    const accept = await call(acceptRoute.POST, "POST", monthUrl(b.contractId, "/accept"), { params: { id: b.contractId, period: PERIOD }, body: {} });
    expect(accept.status).toBe(409);
    expect(accept.body.code).toBe("month_not_submitted");
    const ret = await call(returnRoute.POST, "POST", monthUrl(b.contractId, "/return"), { params: { id: b.contractId, period: PERIOD }, body: { note: "x" } });
    expect(ret.body.code).toBe("month_not_submitted");
  });

  it("a household with view only cannot read the calendar nor change events (403)", async () => {
    const ctx = household({ [b.employerId]: "view" });
    expect(await refusal(getContractMonth(ctx, b.contractId, PERIOD))).toBe("forbidden");
    expect(await refusal(createWorkEvent(ctx, { domesticContractId: b.contractId, ...work("2025-03-03") } as never))).toBe("forbidden");
    expect(await refusal(submitMonth(ctx, b.contractId, PERIOD, {}))).toBe("forbidden");
    // the events of an employer held with view only answer like unknown ones, beside one held with presences
    const mixed = household({ [b.employerId]: "view", [a.employerId]: "presences" });
    expect(await refusal(listWorkEvents(mixed, listWorkEventsQuery.parse({ domesticContractId: b.contractId })))).toBe("not_found");
    const listed = await listWorkEvents(mixed, listWorkEventsQuery.parse({ domesticContractId: a.contractId, limit: "5" }));
    expect(listed.data.length).toBe(5);
  });

  it("another employer's contract is unknown to a household (404), and a household cannot accept", async () => {
    const ctx = household({ [b.employerId]: "full" });
    expect(await refusal(getContractMonth(ctx, a.contractId, PERIOD))).toBe("not_found");
    expect(await refusal(submitMonth(ctx, a.contractId, PERIOD, {}))).toBe("not_found");
    expect(await refusal(createWorkEvent(ctx, { domesticContractId: a.contractId, ...work("2025-03-03") } as never))).toBe("not_found");
    await submitMonth(ctx, b.contractId, PERIOD, {});
    expect(await refusal(acceptMonth(ctx, b.contractId, PERIOD, { runPayslip: false }))).toBe("forbidden");
  });

  it("a clerk submits on the household's behalf through the API; a month outside the employment is refused", async () => {
    const url = `/v1/domestic-contracts/${b.contractId}/months/2025-04/submit`;
    const res = await call(submitRoute.POST, "POST", url, { params: { id: b.contractId, period: "2025-04" }, body: { note: "Per telefono" } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "submitted", note: "Per telefono", submitted: { actor: { type: "api_key", household: false } } });
    const before = `/v1/domestic-contracts/${b.contractId}/months/2024-12/submit`;
    const outside = await call(submitRoute.POST, "POST", before, { params: { id: b.contractId, period: "2024-12" }, body: {} });
    expect(outside.status).toBe(422);
    expect(outside.body.errors[0]).toMatchObject({ path: "/period", code: "period_outside_employment" });
  });

  it("two submissions at once: exactly one is recorded", async () => {
    const ctx = household({ [c.employerId]: "presences" });
    await autoFillWorkEvents(ctx, { domesticContractId: c.contractId, startDate: "2025-02-01", endDate: "2025-02-28" });
    const outcomes = await Promise.allSettled([submitMonth(ctx, c.contractId, "2025-02", {}), submitMonth(ctx, c.contractId, "2025-02", {})]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect((rejected.reason as AppError).code).toBe("month_already_submitted");
    expect(await getDb().contractMonthTransition.count({ where: { month: { contractId: c.contractId, period: "2025-02" } } })).toBe(1);
  });

  it("a month with a final payslip is closed to the household even when never submitted", async () => {
    const ctx = household({ [c.employerId]: "presences" });
    await autoFillWorkEvents(ctx, { domesticContractId: c.contractId, startDate: "2025-01-01", endDate: "2025-01-31" });
    const draft = await runPayrollMonth({ organizationId: ORG, contractId: c.contractId, period: "2025-01", lastDay: "31" });
    const done = await call(finalize.POST, "POST", `/v1/domestic-payslips/${draft.id}/finalize`, { params: { id: draft.id } });
    expect(done.status, done.text).toBe(200);
    expect(await refusal(createWorkEvent(ctx, { domesticContractId: c.contractId, ...work("2025-01-11") } as never))).toBe("month_closed");
    expect(await refusal(submitMonth(ctx, c.contractId, "2025-01", {}))).toBe("month_closed");
    const view = await getContractMonth(ctx, c.contractId, "2025-01");
    expect(view).toMatchObject({ status: "open", hasFinalPayslip: true, householdMayEdit: false });
  });
});

describe("the clerk's inbox and the worklist", () => {
  const inbox = (query: Record<string, string>) => call(inboxRoute.GET, "GET", "/v1/months", { query: { organizationId: ORG, period: PERIOD, ...query } });

  it("lists every active contract with its status, submitted first, with counts per status", async () => {
    const res = await inbox({ search: RUN.toLowerCase() });
    expect(res.status, res.text).toBe(200);
    const mine = res.body.data.map((r: { domesticContractId: string; status: string }) => [r.domesticContractId, r.status]);
    expect(mine).toEqual([
      [b.contractId, "submitted"],
      [c.contractId, "not_started"],
      [a.contractId, "accepted"],
    ]);
    expect(res.body.counts).toEqual({ not_started: 1, open: 0, submitted: 1, returned: 0, accepted: 1 });
    expect(res.body).toMatchObject({ deadline: "2025-04-05", pagination: { total: 3, page: 1 } });
  });

  it("filters by status, employer and search, and pages", async () => {
    const submitted = await inbox({ search: RUN.toLowerCase(), status: "submitted" });
    expect(submitted.body.data.map((r: { domesticContractId: string }) => r.domesticContractId)).toEqual([b.contractId]);
    expect(submitted.body.counts.accepted).toBe(1);
    const ofEmployer = await inbox({ employerId: a.employerId });
    expect(ofEmployer.body.data).toEqual([expect.objectContaining({ domesticContractId: a.contractId, status: "accepted" })]);
    const page2 = await inbox({ search: RUN.toLowerCase(), limit: "2", page: "2" });
    expect(page2.body.data.map((r: { domesticContractId: string }) => r.domesticContractId)).toEqual([a.contractId]);
    expect(page2.body.pagination).toMatchObject({ total: 3, totalPages: 2 });
    const other = await call(inboxRoute.GET, "GET", "/v1/months", { query: { organizationId: randomUUID(), period: PERIOD } });
    expect(other.status).toBe(403);
  });

  it("the worklist shows each contract's month status", async () => {
    const res = await call(monthStatus.GET, "GET", "/v1/domestic-payslips/month-status", { query: { period: PERIOD } });
    expect(res.status, res.text).toBe(200);
    const byContract = new Map(res.body.data.map((r: { domesticContractId: string; monthStatus: string }) => [r.domesticContractId, r.monthStatus]));
    expect(byContract.get(a.contractId)).toBe("accepted");
    expect(byContract.get(b.contractId)).toBe("submitted");
    expect(byContract.get(c.contractId)).toBe("open");
  });
});
