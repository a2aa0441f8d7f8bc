/**
 * 422 validation of employer bodies: one case per rule, each answered with the JSON pointer
 * of the bad field (decisions §2, §6), through the real POST/PATCH handlers.
 */
import { describe, expect, it } from "vitest";
import * as employers from "@/app/(api)/v1/employers/route";
import * as employer from "@/app/(api)/v1/employers/[id]/route";
import { getDb } from "@/lib/db/client";
import { todayInItaly } from "@/lib/validation/common";
import { buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";

const RUN = Date.now().toString(36);
const ORG = DEMO_ORGANIZATION_ID;
const person = (extra: Record<string, unknown> = {}) => ({ firstName: "Maria", lastName: `Valida${RUN}`, ...extra });
const company = (extra: Record<string, unknown> = {}) => ({ name: `Valida Srl ${RUN}`, ...extra });
const domestic = (info: Record<string, unknown> = {}, top: Record<string, unknown> = {}) => ({
  type: "domestic",
  organizationId: ORG,
  personalInfo: person(info),
  allowDuplicate: true,
  ...top,
});
const business = (details: Record<string, unknown> = {}, top: Record<string, unknown> = {}) => ({
  type: "business",
  organizationId: ORG,
  businessDetails: company(details),
  allowDuplicate: true,
  ...top,
});

function tomorrow(): string {
  const d = new Date(`${todayInItaly()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function post(body: unknown) {
  return call(employers.POST, "POST", "/v1/employers", { body });
}

async function expectPointers(body: unknown, pointers: string[]) {
  const before = await getDb().employer.count({ where: { organizationId: ORG } });
  const res = await post(body);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  expect(res.body.code).toBe("validation_failed");
  expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([...pointers].sort());
  for (const e of res.body.errors) {
    expect(e.message).toEqual(expect.any(String));
    expect(e.message.length).toBeGreaterThan(3);
    expect(e.code).toEqual(expect.any(String));
  }
  expect(await getDb().employer.count({ where: { organizationId: ORG } })).toBe(before);
  return res;
}

describe("type and the object it requires", () => {
  it.each([
    ["type missing", { organizationId: ORG, personalInfo: person() }, ["/type"]],
    ["type unknown", { type: "person", organizationId: ORG, personalInfo: person() }, ["/type"]],
    ["domestic without personalInfo", { type: "domestic", organizationId: ORG }, ["/personalInfo"]],
    ["domestic with businessDetails too", domestic({}, { businessDetails: company() }), ["/businessDetails"]],
    ["business without businessDetails", { type: "business", organizationId: ORG }, ["/businessDetails"]],
    ["business with personalInfo too", business({}, { personalInfo: person() }), ["/personalInfo"]],
    ["personalInfo not an object", { type: "domestic", organizationId: ORG, personalInfo: "Maria" }, ["/personalInfo"]],
    ["businessDetails null", { type: "business", organizationId: ORG, businessDetails: null }, ["/businessDetails"]],
  ])("%s", async (_label, body, pointers) => {
    await expectPointers(body, pointers);
  });

  it("says which object is missing", async () => {
    const res = await expectPointers({ type: "domestic", organizationId: ORG }, ["/personalInfo"]);
    expect(res.body.errors[0].message).toMatch(/personalInfo/);
  });
});

describe("organizationId and unknown fields", () => {
  it.each([
    ["organizationId missing", { type: "domestic", personalInfo: person() }, ["/organizationId"]],
    ["organizationId not a UUID", domestic({}, { organizationId: "demo" }), ["/organizationId"]],
    ["unknown top-level field", domestic({}, { archived: false, notes: "x" }), ["/archived", "/notes"]],
    ["unknown personalInfo field", domestic({ nickname: "Mari" }), ["/personalInfo/nickname"]],
    ["unknown businessDetails field", business({ iban: "IT60X0542811101000000123456" }), ["/businessDetails/iban"]],
  ])("%s", async (_label, body, pointers) => {
    await expectPointers(body, pointers);
  });

  it("marks unknown fields with the unknown_field code", async () => {
    const res = await expectPointers(domestic({ nickname: "Mari" }), ["/personalInfo/nickname"]);
    expect(res.body.errors[0].code).toBe("unknown_field");
  });
});

describe("personalInfo rules", () => {
  it.each([
    ["firstName missing", { type: "domestic", organizationId: ORG, personalInfo: { lastName: "Rossi" } }, ["/personalInfo/firstName"]],
    ["lastName blank", domestic({ lastName: "   " }), ["/personalInfo/lastName"]],
    ["firstName not a string", domestic({ firstName: 42 }), ["/personalInfo/firstName"]],
    ["firstName over 100 characters", domestic({ firstName: "A".repeat(101) }), ["/personalInfo/firstName"]],
    ["address over 200 characters", domestic({ address: "V".repeat(201) }), ["/personalInfo/address"]],
    ["fiscal code with a wrong check character", domestic({ fiscalCode: "RSSMRA80A01H501X" }), ["/personalInfo/fiscalCode"]],
    ["fiscal code too short", domestic({ fiscalCode: "RSSMRA80A01H501" }), ["/personalInfo/fiscalCode"]],
    ["fiscal code with a bad month letter", domestic({ fiscalCode: "RSSMRA80Z01H501U" }), ["/personalInfo/fiscalCode"]],
    ["temporary 11-digit code with a wrong check digit", domestic({ fiscalCode: "12345678901" }), ["/personalInfo/fiscalCode"]],
    ["province of three letters", domestic({ province: "ROM" }), ["/personalInfo/province"]],
    ["birth province with a digit", domestic({ birthProvince: "R1" }), ["/personalInfo/birthProvince"]],
    ["postal code of four digits", domestic({ zipCode: "0018" }), ["/personalInfo/zipCode"]],
    ["postal code with a letter", domestic({ zipCode: "0018A" }), ["/personalInfo/zipCode"]],
    ["e-mail without a domain", domestic({ email: "maria@" }), ["/personalInfo/email"]],
    ["PEC that is not an address", domestic({ pec: "pec di maria" }), ["/personalInfo/pec"]],
    ["phone with letters", domestic({ phone: "chiamare dopo le 18" }), ["/personalInfo/phone"]],
    ["birth date that does not exist", domestic({ birthDate: "1980-02-30" }), ["/personalInfo/birthDate"]],
    ["birth date written the Italian way", domestic({ birthDate: "01/02/1980" }), ["/personalInfo/birthDate"]],
    ["birth date in the future", domestic({ birthDate: tomorrow() }), ["/personalInfo/birthDate"]],
    ["birth date before 1900", domestic({ birthDate: "1899-12-31" }), ["/personalInfo/birthDate"]],
  ])("%s", async (_label, body, pointers) => {
    await expectPointers(body, pointers);
  });

  it("reports every bad field of one request at once", async () => {
    await expectPointers(
      {
        type: "domestic",
        organizationId: "x",
        personalInfo: { firstName: "", lastName: "Rossi", fiscalCode: "XYZ", zipCode: "1", province: "Roma", email: "no", extra: 1 },
        patronSaintDay: "13-01",
      },
      [
        "/organizationId",
        "/personalInfo/firstName",
        "/personalInfo/fiscalCode",
        "/personalInfo/zipCode",
        "/personalInfo/province",
        "/personalInfo/email",
        "/personalInfo/extra",
        "/patronSaintDay",
      ],
    );
  });

  it("accepts the temporary 11-digit fiscal code, 02-29 as patron saint day and today as birth date", async () => {
    const res = await post(domestic({ fiscalCode: "12345678903", birthDate: todayInItaly() }, { patronSaintDay: "02-29" }));
    expect(res.status).toBe(201);
    expect(res.body.displayTaxId).toBe("12345678903");
  });

  it("normalises: trims, upper-cases fiscal code and provinces, drops spaces inside the code", async () => {
    const res = await post(
      domestic({ firstName: "  Maria  ", fiscalCode: " rss mra 80a01 h501u ", province: " mi ", birthProvince: "ee", locality: " Milano " }),
    );
    expect(res.status).toBe(201);
    expect(res.body.personalInfo).toMatchObject({
      firstName: "Maria",
      fiscalCode: "RSSMRA80A01H501U",
      province: "MI",
      birthProvince: "EE",
      locality: "Milano",
    });
  });
});

describe("businessDetails rules", () => {
  it.each([
    ["name missing", { type: "business", organizationId: ORG, businessDetails: { vatNumber: "12345678903" } }, ["/businessDetails/name"]],
    ["name over 200 characters", business({ name: "S".repeat(201) }), ["/businessDetails/name"]],
    ["VAT number with a wrong check digit", business({ vatNumber: "12345678900" }), ["/businessDetails/vatNumber"]],
    ["VAT number of ten digits", business({ vatNumber: "1234567890" }), ["/businessDetails/vatNumber"]],
    ["company fiscal code with a wrong check digit", business({ fiscalCode: "97012345671" }), ["/businessDetails/fiscalCode"]],
    ["personal fiscal code for an srl", business({ corporationType: "srl", fiscalCode: "RSSMRA80A01H501U" }), ["/businessDetails/fiscalCode"]],
    ["unknown corporationType", business({ corporationType: "gmbh" }), ["/businessDetails/corporationType"]],
    ["unknown businessServiceType", business({ businessServiceType: "bank" }), ["/businessDetails/businessServiceType"]],
    ["province in full", business({ province: "Bologna" }), ["/businessDetails/province"]],
    ["postal code of six digits", business({ zipCode: "401210" }), ["/businessDetails/zipCode"]],
    ["bad PEC and e-mail", business({ pec: "x@y", email: "@example.it" }), ["/businessDetails/pec", "/businessDetails/email"]],
  ])("%s", async (_label, body, pointers) => {
    await expectPointers(body, pointers);
  });

  it.each([
    "ss",
    "snc",
    "sas",
    "srl",
    "srls",
    "spa",
    "sapa",
    "srl_u",
    "coop",
    "consorzio",
    "ditta_individuale",
    "prof",
    "associazione",
    "fondazione",
    "ente_pubblico",
    "other",
  ])("accepts corporationType %s", async (corporationType) => {
    expect((await post(business({ corporationType }))).status).toBe(201);
  });

  it.each(["studio", "caf", "private", "patronato", "agenzia_lavoro", "other"])("accepts businessServiceType %s", async (businessServiceType) => {
    expect((await post(business({ businessServiceType }))).status).toBe(201);
  });

  it("accepts a sole trader's personal fiscal code and a VAT number written with IT and spaces", async () => {
    const res = await post(business({ corporationType: "ditta_individuale", fiscalCode: "rssmra80a01h501u", vatNumber: "IT 123 456 789 03" }));
    expect(res.status).toBe(201);
    expect(res.body.businessDetails).toMatchObject({ fiscalCode: "RSSMRA80A01H501U", vatNumber: "12345678903" });
  });
});

describe("patronSaintDay", () => {
  it.each(["13-01", "02-30", "04-31", "6-29", "29-06", "0629", ""])("rejects %j", async (patronSaintDay) => {
    if (patronSaintDay === "") {
      // blank means "not set"
      const res = await post(domestic({}, { patronSaintDay }));
      expect(res.status).toBe(201);
      expect(res.body.patronSaintDay).toBeNull();
      return;
    }
    await expectPointers(domestic({}, { patronSaintDay }), ["/patronSaintDay"]);
  });
});

describe("PATCH validation", () => {
  async function patch(body: unknown, type: "domestic" | "business" = "domestic") {
    const seed =
      type === "domestic"
        ? await buildEmployer(getDb(), ORG, { type: "domestic", personalInfo: { firstName: "Pia", lastName: `Patch${RUN}` } })
        : await buildEmployer(getDb(), ORG, { type: "business", businessDetails: { name: `Patch Srl ${RUN}` } });
    const res = await call(employer.PATCH, "PATCH", `/v1/employers/${seed.id}`, { params: { id: seed.id }, body });
    return { res, id: seed.id };
  }

  it.each([
    ["archived not a boolean", { archived: "yes" }, ["/archived"]],
    ["unknown field", { displayName: "X" }, ["/displayName"]],
    ["required name cleared", { personalInfo: { firstName: null } }, ["/personalInfo/firstName"]],
    ["required name blanked", { personalInfo: { lastName: "" } }, ["/personalInfo/lastName"]],
    ["bad fiscal code", { personalInfo: { fiscalCode: "RSSMRA80A01H501X" } }, ["/personalInfo/fiscalCode"]],
    ["unknown nested field", { personalInfo: { middleName: "Anna" } }, ["/personalInfo/middleName"]],
    ["bad patron saint day", { patronSaintDay: "02-31" }, ["/patronSaintDay"]],
    ["type of another value", { type: "company" }, ["/type"]],
  ])("%s", async (_label, body, pointers) => {
    const { res, id } = await patch(body);
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(pointers.sort());
    const row = await getDb().employer.findUniqueOrThrow({ where: { id }, select: { personalInfo: true, archivedAt: true } });
    expect(row.personalInfo).toEqual({ firstName: "Pia", lastName: `Patch${RUN}` });
  });

  it("rejects businessDetails rules on a business employer", async () => {
    const { res } = await patch({ businessDetails: { vatNumber: "12345678900", name: "" } }, "business");
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["/businessDetails/name", "/businessDetails/vatNumber"]);
  });

  it("rejects personalInfo on a business employer", async () => {
    const { res } = await patch({ personalInfo: { firstName: "X" } }, "business");
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(["/personalInfo"]);
  });
});
