/**
 * Hiring and change letters of a contract (issue 31 item 2; D.Lgs. 104/2022, CCNL art. 6): the hiring
 * letter prints parties, CNEL code H501, level, hours and their placement, pay, start date, probation
 * and notice; a change letter after new terms lists old → new; an unchanged letter is not stored
 * again, a changed one is the next version (the earlier kept, superseded); signing on paper; another
 * organization's contract is unknown. Every response is checked against the OpenAPI document.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { NextRequest } from "next/server";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import * as letters from "@/app/(api)/v1/domestic-contracts/[id]/letters/route";
import * as letterPdf from "@/app/(api)/v1/domestic-contracts/[id]/letters/[letterId]/pdf/route";
import * as signed from "@/app/(api)/v1/domestic-contracts/[id]/letters/[letterId]/signed/route";
import * as terms from "@/app/(api)/v1/domestic-contracts/[id]/terms/route";
import { getDb } from "@/lib/db/client";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_API_KEY, TEST_OTHER_API_KEY } from "../support/constants";

const ORG = DEMO_ORGANIZATION_ID;
const RUN = Date.now().toString(36);
const lastName = `Lettere${RUN}`;

async function download(contractId: string, letterId: string, key = TEST_API_KEY) {
  const url = new URL(`/v1/domestic-contracts/${contractId}/letters/${letterId}/pdf`, "http://localhost:3000");
  const req = new NextRequest(url, { method: "GET", headers: { authorization: `Bearer ${key}` } });
  const res = await letterPdf.GET(req, { params: Promise.resolve({ id: contractId, letterId }) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return (text as string).replace(/\s+/g, " ");
}

describe("letters of a non-live-in colf, level B, 25 h a week at 9.50 an hour", () => {
  let contractId = "";
  let hiringId = "";

  beforeAll(async () => {
    const db = getDb();
    const employer = await buildEmployer(db, ORG, {
      type: "domestic",
      personalInfo: {
        firstName: "Giulia",
        lastName: `Bianchi${RUN}`,
        fiscalCode: "BNCGLI70A41H501X",
        address: "Via Appia 12",
        zipCode: "00179",
        locality: "Roma",
        province: "RM",
      },
    });
    const contract = await buildContract(db, ORG, employer.id, {
      worker: {
        firstName: "Maria",
        lastName,
        fiscalCode: "RSSMRA85C41Z129S",
        birthDate: "1985-03-01",
        birthPlace: "Bucarest (Romania)",
        nationality: "rumena",
      },
      startDate: "2026-03-02",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.50", weeklySchedule: ["5", "5", "5", "5", "5", "0", "0"] },
    });
    contractId = contract.id;
  });

  it("lists nothing yet and says the hiring letter is due", async () => {
    const res = await call(letters.GET, "GET", `/v1/domestic-contracts/${contractId}/letters`, { params: { id: contractId } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.due).toEqual([expect.objectContaining({ kind: "hiring", effectiveFrom: "2026-03-02", reason: "missing" })]);
  });

  it("generates the hiring letter with the D.Lgs. 104/2022 and CCNL art. 6 contents", async () => {
    const res = await call(letters.POST, "POST", `/v1/domestic-contracts/${contractId}/letters`, {
      params: { id: contractId },
      body: { details: { schedule: { monday: "08:00-13:00", tuesday: "08:00-13:00" }, paymentMethod: "bank_transfer", payDay: 5 } },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ kind: "hiring", version: 1, effectiveFrom: "2026-03-02", superseded: false, outdated: false, signedOn: null });
    expect(res.body.filename).toBe(`lettera-assunzione-${lastName.toLowerCase()}-2026-03-02.pdf`);
    hiringId = res.body.id;
    expect(res.headers.get("location")).toBe(`/v1/domestic-contracts/${contractId}/letters/${hiringId}/pdf`);

    const file = await download(contractId, hiringId);
    expect(file.status).toBe(200);
    // LETTER_PDF_OUT=<file> keeps the letter, to look at it rendered (pdftoppm -png)
    if (process.env.LETTER_PDF_OUT) writeFileSync(process.env.LETTER_PDF_OUT, file.bytes);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="lettera-assunzione-${lastName.toLowerCase()}-2026-03-02.pdf"`);
    expect(Buffer.from(file.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(createHash("sha256").update(file.bytes).digest("hex")).toBe(res.body.sha256);
    const text = await pdfText(file.bytes);
    for (const expected of [
      "Lettera di assunzione",
      `Giulia Bianchi${RUN}`,
      "BNCGLI70A41H501X",
      "Via Appia 12, 00179 Roma (RM)",
      `Maria ${lastName}`,
      "RSSMRA85C41Z129S",
      "LAVORATRICE",
      "codice CNEL H501",
      "2 marzo 2026",
      "tempo indeterminato",
      "8 giorni di effettivo lavoro",
      "Livello B",
      "senza convivenza",
      "25 ore settimanali",
      "08:00 – 13:00",
      "9,50 € orari",
      "entro il giorno 5 del mese successivo",
      "26 giorni lavorativi",
      "15 giorni di calendario fino a 5 anni",
      "8 giorni di calendario fino a 5 anni",
      "CAS.SA.COLF",
      "D.Lgs. 27 giugno 2022, n. 104",
      "per ricevuta e accettazione",
    ])
      expect(text, expected).toContain(expected);
  });

  it("answers the current version when nothing changed, and a new version when the data did", async () => {
    const again = await call(letters.POST, "POST", `/v1/domestic-contracts/${contractId}/letters`, { params: { id: contractId }, body: {} });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: hiringId, version: 1 });

    await getDb().domesticContract.update({
      where: { id: contractId },
      data: { workerAddress: "Via Tuscolana 5", workerZipCode: "00181", workerLocality: "Roma" },
    });
    const listed = await call(letters.GET, "GET", `/v1/domestic-contracts/${contractId}/letters`, { params: { id: contractId } });
    expect(listed.body.data[0]).toMatchObject({ id: hiringId, outdated: true });
    expect(listed.body.due).toEqual([expect.objectContaining({ kind: "hiring", reason: "outdated" })]);

    const v2 = await call(letters.POST, "POST", `/v1/domestic-contracts/${contractId}/letters`, { params: { id: contractId }, body: {} });
    expect(v2.status).toBe(201);
    expect(v2.body).toMatchObject({ kind: "hiring", version: 2, filename: `lettera-assunzione-${lastName.toLowerCase()}-2026-03-02-v2.pdf` });
    const text = await pdfText((await download(contractId, v2.body.id)).bytes);
    expect(text).toContain("Via Tuscolana 5");
    // the details of the previous version are kept
    expect(text).toContain("08:00 – 13:00");
    const after = await call(letters.GET, "GET", `/v1/domestic-contracts/${contractId}/letters`, { params: { id: contractId } });
    expect(after.body.data.map((l: { version: number; superseded: boolean; outdated: boolean }) => [l.version, l.superseded, l.outdated])).toEqual([
      [1, true, false],
      [2, false, false],
    ]);
    expect(after.body.due).toEqual([]);
    expect(after.body.data[1].details).toEqual({ schedule: { monday: "08:00-13:00", tuesday: "08:00-13:00" }, paymentMethod: "bank_transfer", payDay: 5 });
    // version 1 is still served as it was stored
    expect((await pdfText((await download(contractId, hiringId)).bytes)).includes("Via Tuscolana")).toBe(false);
    hiringId = v2.body.id;
  });

  it("a change letter after new terms lists old → new", async () => {
    const added = await call(terms.POST, "POST", `/v1/domestic-contracts/${contractId}/terms`, {
      params: { id: contractId },
      body: {
        effectiveFrom: "2026-06-01",
        level: "BS",
        jobType: "carer_self_sufficient",
        cohabiting: false,
        payBasis: "hourly",
        wage: "10.20",
        weeklySchedule: { monday: "6", tuesday: "6", wednesday: "6", thursday: "6", friday: "6", saturday: "0", sunday: "0" },
      },
    });
    expect(added.status, added.text).toBe(201);
    const listed = await call(letters.GET, "GET", `/v1/domestic-contracts/${contractId}/letters`, { params: { id: contractId } });
    expect(listed.body.due).toEqual([expect.objectContaining({ kind: "change", effectiveFrom: "2026-06-01", reason: "missing" })]);

    const wrong = await call(letters.POST, "POST", `/v1/domestic-contracts/${contractId}/letters`, {
      params: { id: contractId },
      body: { kind: "hiring", termsId: listed.body.due[0].termsId },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe("letter_terms_mismatch");

    const res = await call(letters.POST, "POST", `/v1/domestic-contracts/${contractId}/letters`, { params: { id: contractId }, body: { kind: "change" } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ kind: "change", version: 1, effectiveFrom: "2026-06-01", termsId: listed.body.due[0].termsId });
    expect(res.body.filename).toBe(`lettera-variazione-${lastName.toLowerCase()}-2026-06-01.pdf`);
    const text = await pdfText((await download(contractId, res.body.id)).bytes);
    for (const expected of [
      "Comunicazione di variazione delle condizioni di lavoro",
      "1 giugno 2026",
      "codice CNEL H501",
      "Livello B → BS",
      "Ore settimanali 25 → 30",
      "9,50 € orari → 10,20 € orari",
      "assistente a persona autosufficiente",
    ])
      expect(text.replace(/ +→ +/g, " → "), expected).toContain(expected);
  });

  it("records the paper signature; a date in the future is refused", async () => {
    const future = await call(signed.POST, "POST", `/v1/domestic-contracts/${contractId}/letters/${hiringId}/signed`, {
      params: { id: contractId, letterId: hiringId },
      body: { signedOn: "2999-01-01" },
    });
    expect(future.status).toBe(422);
    const res = await call(signed.POST, "POST", `/v1/domestic-contracts/${contractId}/letters/${hiringId}/signed`, {
      params: { id: contractId, letterId: hiringId },
      body: { signedOn: "2026-03-02" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: hiringId, signedOn: "2026-03-02", signatureMethod: "paper" });
    const audit = await getDb().auditLog.findFirst({ where: { entityId: hiringId, action: "contract.letter_signed" } });
    expect(audit?.after).toMatchObject({ signedOn: "2026-03-02" });
  });

  it("another organization's contract and letters answer 404, like unknown ones", async () => {
    const list = await call(letters.GET, "GET", `/v1/domestic-contracts/${contractId}/letters`, { key: TEST_OTHER_API_KEY, params: { id: contractId } });
    expect(list.status).toBe(404);
    const create = await call(letters.POST, "POST", `/v1/domestic-contracts/${contractId}/letters`, {
      key: TEST_OTHER_API_KEY,
      params: { id: contractId },
      body: {},
    });
    expect(create.status).toBe(404);
    expect((await download(contractId, hiringId, TEST_OTHER_API_KEY)).status).toBe(404);
    const sign = await call(signed.POST, "POST", `/v1/domestic-contracts/${contractId}/letters/${hiringId}/signed`, {
      key: TEST_OTHER_API_KEY,
      params: { id: contractId, letterId: hiringId },
      body: { signedOn: "2026-03-03" },
    });
    expect(sign.status).toBe(404);
    // a letter id under another contract of the same organization is unknown too
    const other = await getDb().domesticContract.findFirst({ where: { organizationId: ORG, id: { not: contractId } }, select: { id: true } });
    expect((await download(other!.id, hiringId)).status).toBe(404);
  });
});
