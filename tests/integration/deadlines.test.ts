/**
 * Issue 31 point 5: the organization's deadlines calendar (GET /v1/deadlines) and a clerk's
 * iCalendar feed. Each kind on the right date for seeded contracts (a quarterly payment moved off a
 * Saturday, a cessation payment off a Sunday, a probation end past Easter Monday, a fixed term, a
 * permit), the kind filter, the range check, tenancy; the feed parsed by ical.js (Mozilla's parser),
 * its UIDs stable across reads, rotation and revocation.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import * as deadlines from "@/app/(api)/v1/deadlines/route";
import * as calendarFeed from "@/app/(api)/v1/me/calendar-feed/route";
import * as feedFile from "@/app/calendar/[file]/route";
import { getDb } from "@/lib/db/client";
import { toDbDate } from "@/lib/db/serialize";
import { addDays } from "@/lib/payroll";
import { serviceContext } from "@/lib/services/context";
import { listDeadlines } from "@/lib/services/deadlines/list-deadlines";
import { todayInItaly } from "@/lib/validation/common";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { TEST_ADMIN_EMAIL, TEST_OTHER_API_KEY } from "../support/constants";
import { randomLetters } from "../support/fiscal-code";
import { call } from "../support/http";
import { sessionCookieFor } from "../support/session";

const RUN = randomLetters(6);
const colf = (weeklySchedule: [string, string, string, string, string, string, string] = ["4", "4", "4", "4", "4", "0", "0"]) => ({
  level: "B" as const,
  jobType: "domestic_help" as const,
  cohabiting: false,
  payBasis: "hourly" as const,
  wage: "9.00",
  weeklySchedule,
});

type Deadline = {
  id: string;
  kind: string;
  date: string;
  contractId: string | null;
  employerId: string | null;
  workerId: string | null;
  title: { code: string };
};

async function seed() {
  const db = getDb();
  const employer = await buildEmployer(db, DEMO_ORGANIZATION_ID, { type: "domestic", personalInfo: { firstName: "Marta", lastName: `Scadenze${RUN}` } });
  const leaving = await buildEmployer(db, DEMO_ORGANIZATION_ID, { type: "domestic", personalInfo: { firstName: "Luca", lastName: `Cessato${RUN}` } });
  // in force since October 2025: Q4 2025 is due 10 Jan 2026, a Saturday → Monday 12 Jan
  const ongoing = await buildContract(db, DEMO_ORGANIZATION_ID, employer.id, {
    worker: { firstName: "Olga", lastName: `Continua${RUN}` },
    startDate: "2025-10-01",
    terms: colf(),
  });
  // ended 15 Jan 2026: the cessation payment is due 10 days later, Sunday 25 Jan → Monday 26 Jan; no Q1 2026 payment for its employer
  const ended = await buildContract(db, DEMO_ORGANIZATION_ID, leaving.id, {
    worker: { firstName: "Ines", lastName: `Cessata${RUN}` },
    startDate: "2025-06-02",
    endDate: "2026-01-15",
    terms: colf(),
  });
  // hired Wednesday 1 April 2026, Monday to Friday: 8 days of actual work, Easter Monday (6 April) not counted → 13 April
  const probation = await buildContract(db, DEMO_ORGANIZATION_ID, employer.id, {
    worker: { firstName: "Pia", lastName: `Prova${RUN}` },
    startDate: "2026-04-01",
    terms: colf(),
  });
  // a fixed term ending 30 June 2026 (the law's probation: 91 days / 15 = 6 days, shorter than the CCNL's 8)
  const fixed = await buildContract(db, DEMO_ORGANIZATION_ID, employer.id, {
    worker: { firstName: "Fabia", lastName: `Termine${RUN}` },
    startDate: "2026-04-01",
    fixedTerm: true,
    fixedTermEndDate: "2026-06-30",
    terms: colf(),
  });
  const fixedRow = await db.domesticContract.findUniqueOrThrow({ where: { id: fixed.id }, select: { workerId: true } });
  await db.worker.update({ where: { id: fixedRow.workerId! }, data: { residencePermitKind: "work", residencePermitExpiry: toDbDate("2026-05-15") } });
  // another organization's contract and worker, with deadlines on the same days
  const otherEmployer = await buildEmployer(db, OTHER_ORGANIZATION_ID, { type: "domestic", personalInfo: { firstName: "Altra", lastName: `Org${RUN}` } });
  const other = await buildContract(db, OTHER_ORGANIZATION_ID, otherEmployer.id, {
    worker: { firstName: "Zoe", lastName: `Altrove${RUN}` },
    startDate: "2026-04-01",
    fixedTerm: true,
    fixedTermEndDate: "2026-06-30",
    terms: colf(),
  });
  return { employer, leaving, ongoing, ended, probation, fixed, fixedWorkerId: fixedRow.workerId!, otherEmployer, other };
}

const seeded = seed();

async function list(query: Record<string, string>, path = "/v1/deadlines", key?: string) {
  const res = await call(deadlines.GET, "GET", path, { query, key });
  expect(res.status, res.text).toBe(200);
  return res.body.data as Deadline[];
}

describe("GET /v1/deadlines", () => {
  it("lists each kind on its date: payments moved off weekends, probation past Easter Monday, fixed term, permit, thirteenth, annual statement", async () => {
    const s = await seeded;
    const winter = await list({ from: "2026-01-01", to: "2026-01-31" });
    const quarterly = winter.find((d) => d.kind === "contribution_payment" && d.employerId === s.employer.id);
    expect(quarterly).toMatchObject({ date: "2026-01-12", title: { code: "contribution_payment_quarterly", params: { quarter: "2025-Q4" } }, overdue: true });
    const cessation = winter.find((d) => d.contractId === s.ended.id);
    expect(cessation).toMatchObject({ kind: "contribution_payment", date: "2026-01-26", title: { code: "contribution_payment_cessation" } });
    // the ended contract was still in force at the end of Q4 2025: its employer pays that quarter as usual…
    expect(winter.some((d) => d.kind === "contribution_payment" && d.employerId === s.leaving.id && d.title.code === "contribution_payment_quarterly")).toBe(
      true,
    );
    // …but nothing for Q1 2026 (due 10 April 2026): it ended inside the quarter
    const spring = await list({ from: "2026-04-01", to: "2026-07-31" });
    expect(spring.some((d) => d.employerId === s.leaving.id)).toBe(false);
    expect(spring.find((d) => d.kind === "contribution_payment" && d.employerId === s.employer.id)).toMatchObject({ date: "2026-04-10" });
    expect(spring.find((d) => d.kind === "probation_end" && d.contractId === s.probation.id)).toMatchObject({
      date: "2026-04-13",
      link: `/contracts/${s.probation.id}`,
    });
    expect(spring.find((d) => d.kind === "fixed_term_end" && d.contractId === s.fixed.id)).toMatchObject({
      date: "2026-06-30",
      title: { code: "fixed_term_end" },
    });
    expect(spring.find((d) => d.kind === "permit_expiry" && d.workerId === s.fixedWorkerId)).toMatchObject({
      date: "2026-05-15",
      title: { code: "residence_permit_expiry" },
      link: `/workers/${s.fixedWorkerId}`,
    });
    // sorted by date
    expect(spring.map((d) => d.date)).toEqual([...spring.map((d) => d.date)].sort());

    const december = await list({ from: "2026-12-01", to: "2026-12-31", kind: "thirteenth" });
    expect(december).toHaveLength(1);
    expect(december[0]).toMatchObject({ kind: "thirteenth", date: "2026-12-15", employerId: null, contractId: null });
    const march = await list({ from: "2027-03-01", to: "2027-03-31", kind: "annual_statement" });
    expect(march.find((d) => d.contractId === s.ongoing.id)).toMatchObject({
      date: "2027-03-31",
      link: `/contracts/${s.ongoing.id}/annual-statement?year=2026`,
    });
    // Q3 2026: 10 October 2026 is a Saturday → Monday 12 October
    const autumn = await list({ from: "2026-10-01", to: "2026-10-31", kind: "contribution_payment" });
    expect(autumn.find((d) => d.employerId === s.employer.id)).toMatchObject({ date: "2026-10-12" });
  });

  it("ids are stable across reads; summaries follow the caller's language", async () => {
    const s = await seeded;
    const a = await list({ from: "2026-04-01", to: "2026-07-31", kind: "probation_end" });
    const b = await list({ from: "2026-03-15", to: "2026-04-30", kind: "probation_end" });
    const mine = (ds: Deadline[]) => ds.find((d) => d.contractId === s.probation.id)!;
    expect(mine(a).id).toBe(mine(b).id);
    expect((mine(a) as unknown as { summary: string }).summary).toBe(`Fine del periodo di prova di Pia Prova${RUN} (Scadenze${RUN} Marta)`);
    const english = await call(deadlines.GET, "GET", "/v1/deadlines", {
      query: { from: "2026-04-01", to: "2026-04-30", kind: "probation_end" },
      headers: { "accept-language": "en-GB,en;q=0.9" },
    });
    expect(english.body.data.find((d: Deadline) => d.contractId === s.probation.id).summary).toBe(`End of probation of Pia Prova${RUN} (Scadenze${RUN} Marta)`);
  });

  it("filters by kind, repeated or as a comma list", async () => {
    const repeated = await list({ from: "2026-04-01", to: "2026-07-31" }, "/v1/deadlines?kind=probation_end&kind=permit_expiry");
    expect(new Set(repeated.map((d) => d.kind))).toEqual(new Set(["probation_end", "permit_expiry"]));
    const comma = await list({ from: "2026-04-01", to: "2026-07-31", kind: "probation_end,permit_expiry" });
    expect(comma.map((d) => d.id)).toEqual(repeated.map((d) => d.id));
    const unknown = await call(deadlines.GET, "GET", "/v1/deadlines?kind=probation_end&kind=birthday", { query: { from: "2026-04-01" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: "invalid_query", errors: [{ path: "/kind", code: "invalid_value" }] });
  });

  it("refuses a range over one year or reversed, with the pointer; defaults to today and the next 60 days", async () => {
    const long = await call(deadlines.GET, "GET", "/v1/deadlines", { query: { from: "2026-01-01", to: "2027-01-05" } });
    expect(long.status).toBe(400);
    expect(long.headers.get("content-type")).toContain("application/problem+json");
    expect(long.body).toMatchObject({ code: "invalid_query", errors: [{ path: "/to", code: "range_too_long" }] });
    const reversed = await call(deadlines.GET, "GET", "/v1/deadlines", { query: { from: "2026-05-01", to: "2026-04-01" } });
    expect(reversed.body.errors).toEqual([expect.objectContaining({ path: "/to", code: "end_before_start" })]);
    const today = todayInItaly();
    const byDefault = await call(deadlines.GET, "GET", "/v1/deadlines");
    expect(byDefault.body).toMatchObject({ from: today, to: addDays(today, 60) });
    for (const d of byDefault.body.data as (Deadline & { overdue: boolean })[]) expect(d.overdue).toBe(false);
  });

  it("never shows another organization's deadlines; a foreign organizationId is refused", async () => {
    const s = await seeded;
    const demo = await list({ from: "2026-01-01", to: "2026-12-31" });
    const demoIds = new Set(demo.flatMap((d) => [d.contractId, d.employerId, d.workerId]));
    expect(demoIds.has(s.other.id)).toBe(false);
    expect(demoIds.has(s.otherEmployer.id)).toBe(false);
    const other = await list({ from: "2026-01-01", to: "2026-12-31" }, "/v1/deadlines", TEST_OTHER_API_KEY);
    expect(other.some((d) => d.contractId === s.other.id)).toBe(true);
    const otherIds = new Set(other.flatMap((d) => [d.contractId, d.employerId, d.workerId]));
    for (const id of [s.ongoing.id, s.ended.id, s.probation.id, s.fixed.id, s.employer.id, s.leaving.id, s.fixedWorkerId]) expect(otherIds.has(id)).toBe(false);
    const mismatch = await call(deadlines.GET, "GET", "/v1/deadlines", { query: { organizationId: OTHER_ORGANIZATION_ID } });
    expect(mismatch.status).toBe(403);
  });
});

describe("the calendar feed", () => {
  async function fetchFeed(url: string) {
    const file = url.slice(url.lastIndexOf("/") + 1);
    return call(feedFile.GET, "GET", `/calendar/${file}`, { key: null, params: { file }, contract: false });
  }

  function events(ics: string) {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    return calendar.getAllSubcomponents("vevent").map((v) => {
      const start = v.getFirstPropertyValue("dtstart") as ICAL.Time;
      return {
        uid: String(v.getFirstPropertyValue("uid")),
        start: start.toString(),
        allDay: start.isDate,
        summary: String(v.getFirstPropertyValue("summary")),
        description: String(v.getFirstPropertyValue("description")),
        alarms: v.getAllSubcomponents("valarm").length,
      };
    });
  }

  it("creates a secret address whose file a real iCalendar parser reads: every deadline of the window, stable UIDs; rotation and revocation answer 404", async () => {
    const s = await seeded;
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const session = { key: null, headers: { cookie } };
    expect((await call(calendarFeed.GET, "GET", "/v1/me/calendar-feed", session)).body).toMatchObject({ active: false });
    const created = await call(calendarFeed.POST, "POST", "/v1/me/calendar-feed", session);
    expect(created.status, created.text).toBe(201);
    expect(created.body.url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const first = await fetchFeed(created.body.url);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const parsed = events(first.text);
    // the same deadlines the list gives for the feed's window (30 days back, a year ahead), in the owner's language (Italian)
    const today = todayInItaly();
    const admin = await getDb().user.findFirstOrThrow({ where: { email: TEST_ADMIN_EMAIL }, select: { id: true, role: true } });
    const ctx = serviceContext({ kind: "user", actorId: admin.id, organizationId: DEMO_ORGANIZATION_ID, readOnly: false, role: "admin" }, "test");
    const expected = (await listDeadlines(ctx, { from: addDays(today, -30), to: addDays(today, 365), locale: "it", today })).data;
    expect(parsed).toHaveLength(expected.length);
    expect(parsed.map((e) => e.uid)).toEqual(expected.map((d) => `${d.id}@paghe-domestiche`));
    expect(parsed.every((e) => e.allDay && e.alarms === 1)).toBe(true);
    const statement = parsed.find((e) => e.summary.includes(`Olga Continua${RUN}`) && e.summary.startsWith("Dichiarazione annuale 2026"));
    expect(statement).toMatchObject({ start: "2027-03-31" });
    expect(statement!.description).toContain(`http://localhost:3000/contracts/${s.ongoing.id}/annual-statement?year=2026`);

    const second = await fetchFeed(created.body.url);
    expect(events(second.text).map((e) => e.uid)).toEqual(parsed.map((e) => e.uid));
    expect((await call(calendarFeed.GET, "GET", "/v1/me/calendar-feed", session)).body).toMatchObject({ active: true });

    // rotating: the old address is dead at once, the new one works
    const rotated = await call(calendarFeed.POST, "POST", "/v1/me/calendar-feed", session);
    expect(rotated.body.url).not.toBe(created.body.url);
    expect((await fetchFeed(created.body.url)).status).toBe(404);
    expect((await fetchFeed(rotated.body.url)).status).toBe(200);
    // revoking
    expect((await call(calendarFeed.DELETE, "DELETE", "/v1/me/calendar-feed", session)).status).toBe(204);
    const revoked = await fetchFeed(rotated.body.url);
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get("content-type")).toContain("application/problem+json");
    expect((await fetchFeed("http://localhost:3000/calendar/not-a-token.ics")).status).toBe(404);
  });

  it("belongs to a signed-in user: an API key is refused", async () => {
    const res = await call(calendarFeed.POST, "POST", "/v1/me/calendar-feed");
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("forbidden");
  });
});
