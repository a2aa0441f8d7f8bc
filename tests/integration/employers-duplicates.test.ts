/**
 * POST /v1/employers refuses a second employer with the same codice fiscale or partita IVA
 * (409 duplicate_tax_id naming the existing one) unless allowDuplicate is set; another
 * organization's employers never count.
 */
import { describe, expect, it } from "vitest";
import * as employers from "@/app/(api)/v1/employers/route";
import { getDb } from "@/lib/db/client";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_OTHER_API_KEY } from "../support/constants";

const RUN = Date.now().toString(36);
// valid check characters: NSCNAI79B50Z129P (person), 12345678903 / 97012345670 (business)
const household = (overrides: Record<string, unknown> = {}) => ({
  type: "domestic",
  organizationId: DEMO_ORGANIZATION_ID,
  personalInfo: { firstName: "Anna", lastName: `Doppia${RUN}`, fiscalCode: "nscnai79b50z129p" },
  ...overrides,
});

describe("POST /v1/employers with a tax id already in use", () => {
  it("409 duplicate_tax_id with the existing employer's id, nothing written; allowDuplicate creates it", async () => {
    const first = await call(employers.POST, "POST", "/v1/employers", { body: household() });
    expect(first.status).toBe(201);

    const before = await getDb().employer.count({ where: { organizationId: DEMO_ORGANIZATION_ID, displayTaxId: "NSCNAI79B50Z129P" } });
    const again = await call(employers.POST, "POST", "/v1/employers", {
      body: household({ personalInfo: { firstName: "Anna", lastName: `Altra${RUN}`, fiscalCode: "NSCNAI79B50Z129P" } }),
    });
    expect(again.status).toBe(409);
    expect(again.headers.get("content-type")).toContain("application/problem+json");
    expect(again.body).toMatchObject({ status: 409, code: "duplicate_tax_id", existingEmployerId: first.body.id });
    expect(await getDb().employer.count({ where: { organizationId: DEMO_ORGANIZATION_ID, displayTaxId: "NSCNAI79B50Z129P" } })).toBe(before);

    const forced = await call(employers.POST, "POST", "/v1/employers", { body: household({ allowDuplicate: true }) });
    expect(forced.status).toBe(201);
    expect(forced.body.id).not.toBe(first.body.id);
    expect(forced.body).not.toHaveProperty("allowDuplicate");
    expect(forced.body.displayTaxId).toBe("NSCNAI79B50Z129P");

    const bad = await call(employers.POST, "POST", "/v1/employers", { body: household({ allowDuplicate: "yes" }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: "/allowDuplicate" })]);
  });

  it("a business is matched by its VAT number or by its fiscal code against what other employers show", async () => {
    const business = (details: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      type: "business",
      organizationId: DEMO_ORGANIZATION_ID,
      businessDetails: { name: `Coop Doppia${RUN}`, ...details },
      ...extra,
    });
    // the demo seed has a business whose VAT/fiscal code is 97012345670 → displayTaxId 97012345670
    const vat = await call(employers.POST, "POST", "/v1/employers", { body: business({ vatNumber: "IT12345678903" }, { allowDuplicate: true }) });
    expect(vat.status).toBe(201);
    const sameVat = await call(employers.POST, "POST", "/v1/employers", { body: business({ vatNumber: "12345678903" }) });
    expect(sameVat.status).toBe(409);
    expect(sameVat.body.code).toBe("duplicate_tax_id");

    // a business whose own fiscal code is another employer's displayed VAT number
    const byFiscalCode = await call(employers.POST, "POST", "/v1/employers", { body: business({ fiscalCode: "12345678903" }) });
    expect(byFiscalCode.status).toBe(409);
  });

  it("organization B's employers do not count for organization A", async () => {
    const other = await call(employers.POST, "POST", "/v1/employers", {
      key: TEST_OTHER_API_KEY,
      body: household({ organizationId: OTHER_ORGANIZATION_ID, personalInfo: { firstName: "Bea", lastName: `Altrove${RUN}`, fiscalCode: "BNCGLI85M52F205H" } }),
    });
    expect(other.status).toBe(201);
    const mine = await call(employers.POST, "POST", "/v1/employers", {
      body: household({ personalInfo: { firstName: "Giulia", lastName: `Qui${RUN}`, fiscalCode: "BNCGLI85M52F205H" } }),
    });
    expect(mine.status).toBe(201);
  });
});
