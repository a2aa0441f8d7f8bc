/**
 * A final payslip's stored document reissued by an administrator (issue 26 point 16): a new version,
 * the earlier bytes kept and still served by number, an audit entry; a clerk or an API key is refused
 * (403), a draft has no document to reissue (409), another organization's payslip is unknown (404).
 * The contract is a live-in carer paid monthly with board, whose rates have six decimals.
 */
import { createHash } from "node:crypto";
import { NextRequest } from "next/server";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import * as payslipPdf from "@/app/(api)/v1/domestic-payslips/[id]/pdf/route";
import * as reissue from "@/app/(api)/v1/domestic-payslips/[id]/pdf/reissue/route";
import * as versions from "@/app/(api)/v1/domestic-payslips/[id]/pdf/versions/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { getThirteenthMonths } from "@/lib/services/documents/payslip-document-data";
import { serviceContext } from "@/lib/services/context";
import { buildContract, buildEmployer, buildUser } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { runPayrollMonth } from "../support/hourly-colf";
import { TEST_ADMIN_EMAIL, TEST_API_KEY, TEST_OTHER_API_KEY } from "../support/constants";
import { sessionCookieFor } from "../support/session";

const ORG = DEMO_ORGANIZATION_ID;
const RUN = Date.now().toString(36);
const clerkEmail = `clerk.documents.${RUN}@example.it`;
const session = async (email: string) => ({ key: null, headers: { cookie: await sessionCookieFor(email), origin: "http://localhost:3000" } });
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function runFor(contractId: string, period: string): Promise<string> {
  return ((await runPayrollMonth({ organizationId: ORG, contractId, period })) as { id: string }).id;
}

async function fetchPdf(id: string, query: Record<string, string> = {}) {
  const url = new URL(`/v1/domestic-payslips/${id}/pdf`, "http://localhost:3000");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const req = new NextRequest(url, { method: "GET", headers: { authorization: `Bearer ${TEST_API_KEY}` } });
  const res = await payslipPdf.GET(req, { params: Promise.resolve({ id }) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return (text as string).replace(/\s+/g, " ");
}

describe("reissue of a final payslip's document (live-in CS carer, 1250.00 a month, full board)", () => {
  let contractId = "";
  let finalId = "";
  let draftId = "";
  const lastName = `Riemissione${RUN}`;

  beforeAll(async () => {
    const db = getDb();
    await buildUser(db, { organizationId: ORG, email: clerkEmail, password: "password-clerk-1", name: "Carla Clerk", role: "clerk" });
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Marta", lastName: `Famiglia${RUN}` } });
    const contract = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Ana", lastName, fiscalCode: "RSSMRA80A01H501U" },
      startDate: "2024-09-02",
      terms: {
        level: "CS",
        jobType: "carer_non_self_sufficient",
        cohabiting: true,
        payBasis: "monthly",
        wage: "1250.00",
        weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
        board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
      },
    });
    contractId = contract.id;
    const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      body: { domesticContractId: contractId, startDate: "2026-06-01", endDate: "2026-08-31" },
    });
    expect(filled.status).toBe(201);
    finalId = await runFor(contractId, "2026-07");
    expect((await call(finalize.POST, "POST", `/v1/domestic-payslips/${finalId}/finalize`, { params: { id: finalId } })).status).toBe(200);
    draftId = await runFor(contractId, "2026-08");
  });

  it("an administrator's reissue stores version 2; version 1 is still served byte for byte; an audit entry names both", async () => {
    const first = await fetchPdf(finalId);
    expect(first.status).toBe(200);
    const v1 = sha(first.bytes);
    expect(first.headers.get("x-content-sha256")).toBe(v1);
    // the stored document prints Italian decimals only
    const text = await pdfText(first.bytes);
    expect(text).toContain("1.250,00 € mensili");
    expect(text).not.toMatch(/\d,\d{3}[.,]\d/);

    // the worker's name is corrected after finalize: only a reissue prints it
    await getDb().domesticContract.update({ where: { id: contractId }, data: { workerFirstName: "Anna" } });
    const res = await call(reissue.POST, "POST", `/v1/domestic-payslips/${finalId}/pdf/reissue`, {
      ...(await session(TEST_ADMIN_EMAIL)),
      params: { id: finalId },
      body: { reason: "nome della lavoratrice corretto" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("location")).toBe(`/v1/domestic-payslips/${finalId}/pdf?version=2`);
    expect(res.body).toMatchObject({ payslipId: finalId, version: 2, isCurrent: true });
    expect(res.body.sha256).not.toBe(v1);

    const latest = await fetchPdf(finalId);
    expect(sha(latest.bytes)).toBe(res.body.sha256);
    expect(await pdfText(latest.bytes)).toContain(`Anna ${lastName}`);
    const old = await fetchPdf(finalId, { version: "1" });
    expect(old.status).toBe(200);
    expect(Buffer.from(old.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(old.headers.get("etag")).toBe(`"${v1}"`);
    expect(await pdfText(old.bytes)).toContain(`Ana ${lastName}`);
    expect((await fetchPdf(finalId, { version: "3" })).status).toBe(404);

    const list = await call(versions.GET, "GET", `/v1/domestic-payslips/${finalId}/pdf/versions`, { params: { id: finalId } });
    expect(list.status).toBe(200);
    expect(
      list.body.data.map((v: { version: number; sha256: string; isCurrent: boolean; size: number }) => [v.version, v.sha256, v.isCurrent, v.size]),
    ).toEqual([
      [1, v1, false, first.bytes.length],
      [2, res.body.sha256, true, latest.bytes.length],
    ]);

    const audit = await getDb().auditLog.findMany({ where: { entityId: finalId, action: "payslip.document_reissue" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entityType: "payslip",
      actorType: "user",
      before: { version: 1, sha256: v1 },
      after: { version: 2, sha256: res.body.sha256, reason: "nome della lavoratrice corretto" },
    });
  });

  it("a clerk's login and an API key are refused (403), and nothing is stored", async () => {
    const before = await getDb().payslipDocument.count({ where: { payslipId: finalId } });
    const clerk = await call(reissue.POST, "POST", `/v1/domestic-payslips/${finalId}/pdf/reissue`, {
      ...(await session(clerkEmail)),
      params: { id: finalId },
      body: { reason: "prova" },
    });
    expect(clerk.status).toBe(403);
    expect(clerk.body.code).toBe("forbidden");
    const key = await call(reissue.POST, "POST", `/v1/domestic-payslips/${finalId}/pdf/reissue`, { params: { id: finalId }, body: { reason: "prova" } });
    expect(key.status).toBe(403);
    expect(await getDb().payslipDocument.count({ where: { payslipId: finalId } })).toBe(before);
  });

  it("a draft has no document to reissue (409) and no versions; another organization's payslip is unknown (404)", async () => {
    const draft = await call(reissue.POST, "POST", `/v1/domestic-payslips/${draftId}/pdf/reissue`, {
      ...(await session(TEST_ADMIN_EMAIL)),
      params: { id: draftId },
      body: { reason: "prova" },
    });
    expect(draft.status).toBe(409);
    expect(draft.body.code).toBe("payslip_not_final");
    expect((await fetchPdf(draftId, { version: "1" })).status).toBe(404);
    const none = await call(versions.GET, "GET", `/v1/domestic-payslips/${draftId}/pdf/versions`, { params: { id: draftId } });
    expect(none.body).toEqual({ data: [] });
    const foreign = await call(versions.GET, "GET", `/v1/domestic-payslips/${finalId}/pdf/versions`, { key: TEST_OTHER_API_KEY, params: { id: finalId } });
    expect(foreign.status).toBe(404);
  });

  it("the months of a thirteenth are read from the year's stored payslips (July final, August draft: both accrued)", async () => {
    const principal = serviceContext({ kind: "user", actorId: "test", organizationId: ORG, readOnly: false, role: "clerk" } satisfies Principal, "test");
    const paying = { domesticContractId: contractId, period: "2026-08", earningElements: [{ code: "TREDICESIMA" }] };
    expect(await getThirteenthMonths(principal, paying)).toEqual(["2026-07", "2026-08"]);
    expect(await getThirteenthMonths(principal, { ...paying, period: "2026-07" })).toEqual(["2026-07"]);
    // a payslip that pays no thirteenth lists none
    expect(await getThirteenthMonths(principal, { ...paying, earningElements: [{ code: "RETRIBUZIONE_MENSILE" }] })).toEqual([]);
  });

  it("a reason is required", async () => {
    const res = await call(reissue.POST, "POST", `/v1/domestic-payslips/${finalId}/pdf/reissue`, {
      ...(await session(TEST_ADMIN_EMAIL)),
      params: { id: finalId },
      body: {},
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].path).toBe("/reason");
  });
});
