import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_API_KEY } from "../support/constants";

export { expect };
export const DEMO_ORGANIZATION_ID = "00000000-0000-4000-8000-000000000001";
export const API_KEY = TEST_API_KEY;

/** Signs in through the real form, as a clerk would. */
export async function signIn(page: Page, email = TEST_ADMIN_EMAIL, password = TEST_ADMIN_PASSWORD) {
  await page.goto("/sign-in");
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole("button", { name: /accedi|sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
}

/**
 * Each worker talks to its own server and database (playwright.config.ts starts one per worker),
 * so tests of different files running side by side never meet each other's data.
 * `signedIn` gives a page already signed in as the seeded admin clerk (Italian UI).
 */
export const test = base.extend<{ signedIn: Page }>({
  baseURL: async ({ baseURL }, provide, testInfo) => {
    const ports = process.env.E2E_PORTS?.split(",") ?? [];
    const port = ports[testInfo.parallelIndex % Math.max(1, ports.length)];
    await provide(port ? `http://127.0.0.1:${port}` : baseURL);
  },
  signedIn: async ({ page }, provide) => {
    await signIn(page);
    await provide(page);
  },
});

type ApiResponse = Awaited<ReturnType<APIRequestContext["get"]>>;

/** The JSON of a successful API answer, or a failure naming the call and the answer. */
export async function apiOk<T>(response: ApiResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A household employer and an hourly colf contract (level B, Monday–Friday) made through the API,
 * as the setup of a test that then works in the browser; `fillMonth` auto-fills that month.
 */
export async function createHourlyContract(
  request: APIRequestContext,
  options: {
    employer: { firstName: string; lastName: string };
    worker: { firstName: string; lastName: string };
    startDate: string;
    hoursPerDay?: string;
    wage?: string;
    fillMonth?: string;
    contract?: Record<string, unknown>;
  },
): Promise<{ employerId: string; contractId: string }> {
  const headers = { authorization: `Bearer ${API_KEY}` };
  const h = options.hoursPerDay ?? "4";
  const employer = await apiOk<{ id: string }>(
    await request.post("/v1/employers", { headers, data: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: options.employer } }),
    "employer",
  );
  const contract = await apiOk<{ id: string }>(
    await request.post("/v1/domestic-contracts", {
      headers,
      data: {
        employerId: employer.id,
        worker: options.worker,
        startDate: options.startDate,
        terms: {
          level: "B",
          jobType: "domestic_help",
          cohabiting: false,
          payBasis: "hourly",
          wage: options.wage ?? "10.00",
          weeklySchedule: { monday: h, tuesday: h, wednesday: h, thursday: h, friday: h, saturday: "0", sunday: "0" },
        },
        ...options.contract,
      },
    }),
    "contract",
  );
  if (options.fillMonth) {
    const [y, m] = options.fillMonth.split("-").map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    await apiOk(
      await request.post("/v1/work-events/auto-fill", {
        headers,
        data: { domesticContractId: contract.id, startDate: `${options.fillMonth}-01`, endDate: last },
      }),
      "auto-fill",
    );
  }
  return { employerId: employer.id, contractId: contract.id };
}

/** The weeks and a draft payslip of a month, through the API as an integrator runs them. */
export async function runMonth(request: APIRequestContext, contractId: string, period: string): Promise<{ id: string }> {
  const headers = { authorization: `Bearer ${API_KEY}` };
  const [y, m] = period.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const weeks = await apiOk<unknown[]>(
    await request.post("/v1/domestic-payslips/contribution-weeks", {
      headers,
      data: { domesticContractId: contractId, startDate: `${period}-01`, endDate: last },
    }),
    "weeks",
  );
  return apiOk<{ id: string }>(
    await request.post("/v1/domestic-payslips/run-payroll", {
      headers,
      data: { domesticContractId: contractId, organizationId: DEMO_ORGANIZATION_ID, period, contributionWeeks: weeks },
    }),
    "run",
  );
}
