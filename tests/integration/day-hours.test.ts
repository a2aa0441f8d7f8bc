/**
 * A day holds at most 24 h across its events (issue 12): every write path refuses an event that
 * would pass it (422 day_hours_exceeded naming the date and the hours already there), auto-fill
 * never fills a day that holds events, validate-before-run reports legacy days over 24 h as errors,
 * and contribution-weeks never returns a week run-payroll would refuse.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as events from "@/app/(api)/v1/work-events/route";
import * as event from "@/app/(api)/v1/work-events/[id]/route";
import * as batch from "@/app/(api)/v1/work-events/batch/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as contributionWeeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as validate from "@/app/(api)/v1/domestic-payslips/validate-before-run/route";
import { getDb } from "@/lib/db/client";
import { buildContract } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";

const db = () => getDb();
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const work = (date: string, hours: string, subType = "regular_work", type = "work") => ({ date, hours, type, subType, multiplier: "1" });

let employerId: string;
async function freshContract(): Promise<string> {
  const c = await buildContract(db(), DEMO_ORGANIZATION_ID, employerId, {
    worker: { firstName: "Prova", lastName: `Ventiquattro ${Math.random().toString(36).slice(2, 8)}` },
    startDate: "2024-01-01",
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
  });
  return c.id;
}

function expectDayHoursExceeded(res: { status: number; headers: Headers; body: any }, date: string, existing: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  expect(res.body.code).toBe("day_hours_exceeded");
  expect(res.body.detail).toContain(date);
  expect(res.body.detail).toContain(`${existing} h`);
  expect(res.body.days[0]).toMatchObject({ date, existingHours: existing });
}

const hoursOn = async (contractId: string, date: string) =>
  (await db().workEvent.findMany({ where: { contractId, date: day(date) }, select: { hours: true } })).reduce((s, e) => s + Number(e.hours), 0);

beforeAll(async () => {
  employerId = (await db().employer.findFirstOrThrow({ where: { organizationId: DEMO_ORGANIZATION_ID }, select: { id: true } })).id;
});

describe("POST /v1/work-events", () => {
  it("accepts up to 24 h on a day and refuses the event that would pass it, naming the date and the hours there", async () => {
    const id = await freshContract();
    expect((await call(events.POST, "POST", "/v1/work-events", { body: { domesticContractId: id, ...work("2025-03-03", "20") } })).status).toBe(201);
    expect((await call(events.POST, "POST", "/v1/work-events", { body: { domesticContractId: id, ...work("2025-03-03", "4", "overtime") } })).status).toBe(201);
    const res = await call(events.POST, "POST", "/v1/work-events", { body: { domesticContractId: id, ...work("2025-03-03", "0.5", "overtime") } });
    expectDayHoursExceeded(res, "2025-03-03", "24.00");
    expect(res.body.errors[0]).toMatchObject({ path: "/hours", code: "day_hours_exceeded" });
    expect(await hoursOn(id, "2025-03-03")).toBe(24);
    // another day is unaffected
    expect((await call(events.POST, "POST", "/v1/work-events", { body: { domesticContractId: id, ...work("2025-03-04", "24") } })).status).toBe(201);
  });
});

describe("POST /v1/work-events/batch", () => {
  it("sums the batch's own items with the day's events; nothing is written when one day passes 24 h", async () => {
    const id = await freshContract();
    await call(events.POST, "POST", "/v1/work-events", { body: { domesticContractId: id, ...work("2025-03-05", "10") } });
    const res = await call(batch.POST, "POST", "/v1/work-events/batch", {
      query: { domesticContractId: id },
      body: [work("2025-03-06", "8"), work("2025-03-05", "8", "overtime"), work("2025-03-05", "7", "overtime")],
    });
    expectDayHoursExceeded(res, "2025-03-05", "10.00");
    expect(res.body.days[0]).toMatchObject({ addedHours: "15.00", totalHours: "25.00" });
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(["/1/hours", "/2/hours"]);
    expect(await hoursOn(id, "2025-03-06")).toBe(0);
    expect(await hoursOn(id, "2025-03-05")).toBe(10);
    // within 24 h it passes
    expect(
      (
        await call(batch.POST, "POST", "/v1/work-events/batch", {
          query: { domesticContractId: id },
          body: [work("2025-03-05", "8", "overtime"), work("2025-03-05", "6", "overtime")],
        })
      ).status,
    ).toBe(201);
    expect(await hoursOn(id, "2025-03-05")).toBe(24);
  });

  it("with replaceExisting the replaced events no longer count", async () => {
    const id = await freshContract();
    await call(events.POST, "POST", "/v1/work-events", { body: { domesticContractId: id, ...work("2025-03-10", "20") } });
    const res = await call(batch.POST, "POST", "/v1/work-events/batch", {
      query: { domesticContractId: id, replaceExisting: true },
      body: [work("2025-03-10", "24", "sick_full", "sick_leave")],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await hoursOn(id, "2025-03-10")).toBe(24);
  });
});

describe("PATCH /v1/work-events/{id}", () => {
  it("refuses new hours or a new date that would take the day past 24 h; the event's own old hours do not count", async () => {
    const id = await freshContract();
    const a = await call(events.POST, "POST", "/v1/work-events", { body: { domesticContractId: id, ...work("2025-03-11", "12") } });
    const b = await call(events.POST, "POST", "/v1/work-events", { body: { domesticContractId: id, ...work("2025-03-12", "16") } });
    // 12 → 24 on its own day: allowed (its old 12 h are replaced)
    expect((await call(event.PATCH, "PATCH", `/v1/work-events/${a.body.id}`, { params: { id: a.body.id }, body: { hours: "24" } })).status).toBe(200);
    // moving the 16 h event onto the 24 h day: refused
    const moved = await call(event.PATCH, "PATCH", `/v1/work-events/${b.body.id}`, { params: { id: b.body.id }, body: { date: "2025-03-11" } });
    expectDayHoursExceeded(moved, "2025-03-11", "24.00");
    expect(moved.body.errors[0].path).toBe("/date");
    await call(event.PATCH, "PATCH", `/v1/work-events/${a.body.id}`, { params: { id: a.body.id }, body: { hours: "8" } });
    const more = await call(event.PATCH, "PATCH", `/v1/work-events/${b.body.id}`, { params: { id: b.body.id }, body: { date: "2025-03-11", hours: "16.5" } });
    expectDayHoursExceeded(more, "2025-03-11", "8.00");
    expect(await hoursOn(id, "2025-03-12")).toBe(16);
  });
});

describe("auto-fill, validate-before-run and contribution-weeks on a legacy day over 24 h", () => {
  it("auto-fill never adds to a day holding events; validate reports the legacy day as an error; contribution-weeks refuses to return a week run-payroll would refuse", async () => {
    const id = await freshContract();
    // a legacy day written before the limit existed: 30 h on Monday 3 March 2025
    await db().workEvent.createMany({
      data: [
        {
          organizationId: DEMO_ORGANIZATION_ID,
          contractId: id,
          date: day("2025-03-03"),
          hours: "20",
          type: "work",
          subType: "regular_work",
          multiplier: "1",
          addsToThirteen: true,
          addsToSeverance: true,
          isFromGlobalWage: false,
          affectsContributions: true,
        },
        {
          organizationId: DEMO_ORGANIZATION_ID,
          contractId: id,
          date: day("2025-03-03"),
          hours: "10",
          type: "work",
          subType: "overtime",
          multiplier: "1.25",
          addsToThirteen: false,
          addsToSeverance: false,
          isFromGlobalWage: true,
          affectsContributions: true,
        },
      ],
    });
    const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      body: { domesticContractId: id, startDate: "2025-03-01", endDate: "2025-03-31" },
    });
    expect(filled.status, JSON.stringify(filled.body)).toBe(201);
    expect(filled.body.created.every((e: { date: string; hours: string }) => e.date !== "2025-03-03" && Number(e.hours) <= 24)).toBe(true);
    expect(await hoursOn(id, "2025-03-03")).toBe(30);

    const v = await call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { body: { domesticContractId: id, date: "2025-03" } });
    expect(v.status).toBe(200);
    expect(v.body.valid).toBe(false);
    const err = v.body.errors.find((e: { code: string }) => e.code === "day_hours_exceeded");
    expect(err?.message).toContain("2025-03-03");
    expect(err?.message).toContain("30.00");

    const w = await call(contributionWeeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
      body: { domesticContractId: id, startDate: "2025-03-01", endDate: "2025-03-31" },
    });
    expectDayHoursExceeded(w, "2025-03-03", "30.00");

    // once the day is fixed the weeks come back, each within run-payroll's 168 h
    await db().workEvent.deleteMany({ where: { contractId: id, date: day("2025-03-03"), subType: "overtime" } });
    const ok = await call(contributionWeeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
      body: { domesticContractId: id, startDate: "2025-03-01", endDate: "2025-03-31" },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.find((x: { weekStart: string }) => x.weekStart === "2025-03-02").hours).toBe("36.00"); // 20 + 4 × 4
    expect(ok.body.every((x: { hours: string }) => Number(x.hours) <= 168)).toBe(true);
  });
});
