/**
 * The where-builders of lib/db/scope.ts (issue 28): a narrowed scope's conditions survive a
 * caller's own filter spread beside them (`{ id, ...employerWhere(scope) }`), and the
 * organization-level builders refuse a narrowed scope.
 */
import { describe, expect, it } from "vitest";
import type { AccessScope } from "@/lib/auth/scope";
import { AppError } from "@/lib/errors";
import {
  apiKeyWhere,
  contractRowWhere,
  contractWhere,
  employerWhere,
  organizationOnly,
  payrollRunWhere,
  payslipWhere,
  userWhere,
  webhookEndpointWhere,
  workerWhere,
  workEventWhere,
} from "@/lib/db/scope";

const ORG = "00000000-0000-4000-8000-000000000001";
const E1 = "00000000-0000-4000-8000-0000000000e1";
const C1 = "00000000-0000-4000-8000-0000000000c1";
const whole: AccessScope = { organizationId: ORG, employerIds: null, contractIds: null };
const household: AccessScope = { organizationId: ORG, employerIds: [E1], contractIds: null };
const worker: AccessScope = { organizationId: ORG, employerIds: null, contractIds: [C1] };

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe("scope builders", () => {
  it("the whole organization is just its id", () => {
    for (const build of [employerWhere, contractWhere, contractRowWhere, workEventWhere, payslipWhere, workerWhere])
      expect(build(whole)).toEqual({ organizationId: ORG });
  });

  it("a household's scope keeps its employers next to the caller's own id", () => {
    expect({ id: "x", ...employerWhere(household) }).toEqual({ id: "x", organizationId: ORG, AND: [{ id: { in: [E1] } }] });
    expect({ employerId: "e2", ...contractWhere(household) }).toEqual({ employerId: "e2", organizationId: ORG, AND: [{ employerId: { in: [E1] } }] });
    expect({ id: "p", ...payslipWhere(household) }).toEqual({
      id: "p",
      organizationId: ORG,
      AND: [{ contract: { organizationId: ORG, AND: [{ employerId: { in: [E1] } }] } }],
    });
    expect(workerWhere(household)).toEqual({
      organizationId: ORG,
      AND: [{ contracts: { some: { organizationId: ORG, AND: [{ employerId: { in: [E1] } }] } } }],
    });
  });

  it("a worker's scope keeps its contracts, and its employers are those of its contracts", () => {
    expect({ id: "c2", ...contractWhere(worker) }).toEqual({ id: "c2", organizationId: ORG, AND: [{ id: { in: [C1] } }] });
    expect(employerWhere(worker)).toEqual({ organizationId: ORG, AND: [{ contracts: { some: { organizationId: ORG, AND: [{ id: { in: [C1] } }] } } }] });
  });

  it("organization-level resources refuse a narrowed scope with 403 forbidden", () => {
    for (const build of [organizationOnly, userWhere, apiKeyWhere, webhookEndpointWhere, payrollRunWhere]) {
      // the users of the clerk screens are the clerks: households' and workers' portal sign-ins are not listed
      // API keys: the organization's and its sandbox's test keys (issue 33), administered together
      const expected =
        build === userWhere
          ? { organizationId: ORG, role: { not: "portal" } }
          : build === apiKeyWhere
            ? { OR: [{ organizationId: ORG }, { organization: { sandboxOfId: ORG } }] }
            : { organizationId: ORG };
      expect(build(whole)).toEqual(expected);
      for (const narrowed of [household, worker]) expect(codeOf(() => build(narrowed))).toBe("forbidden");
    }
  });
});
