/**
 * Issue 27 point 6: the app on two machines over one Postgres. Proven at the level of the secret
 * resolution and the session check, across two processes (a production build per instance would
 * cost the suite minutes): each process resolves its session secret as a server does at start
 * (instrumentation.ts → resolveSessionSecret: NEXTAUTH_SECRET unset, so the installation's, created
 * once in the database under a lock); a session made by one is accepted by the other's own session
 * check (resolvePrincipal). And a month-end started by one instance is processed by a separate
 * worker process (`npm run worker`'s script).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, describe, expect, inject, it } from "vitest";
import { encode } from "next-auth/jwt";
import * as runs from "@/app/(api)/v1/payroll-runs/route";
import * as oneRun from "@/app/(api)/v1/payroll-runs/[id]/route";
import { getDb } from "@/lib/db/client";
import { SESSION_SECRET_NAME } from "@/lib/db/installation-secret";
import { stopBoss } from "@/lib/queue/boss";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_ADMIN_EMAIL } from "../support/constants";

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  await stopBoss();
});

/** An instance process: its environment has DATABASE_URL and no session secret. */
function instance(args: string[]): { child: ChildProcess; output: Promise<string> } {
  const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL!, DATABASE_POOL_MAX: "2" };
  delete env.NEXTAUTH_SECRET;
  delete env.AUTH_SECRET;
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/instance.ts", ...args], { env, stdio: ["pipe", "pipe", "pipe"] });
  children.push(child);
  let out = "";
  let err = "";
  child.stdout!.on("data", (b: Buffer) => (out += b.toString()));
  child.stderr!.on("data", (b: Buffer) => (err += b.toString()));
  const output = new Promise<string>((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve(out.trim().split("\n").at(-1)!) : reject(new Error(`instance exited ${code}: ${err}`)))),
  );
  return { child, output };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(inject("databaseKind") !== "postgres")("two instances on one database (needs a real Postgres: the embedded one serves one process)", () => {
  it("resolve one session secret, created once; a session made on one is valid on the other", async () => {
    await getDb().installationSecret.deleteMany({ where: { name: SESSION_SECRET_NAME } });
    // both start at once: one creates the secret, the other waits on the lock and reads it
    const a = instance(["make", TEST_ADMIN_EMAIL]);
    const b = instance(["check"]);
    const made = JSON.parse(await a.output) as { secretHash: string; cookie: string };
    const forged = `next-auth.session-token=${await encode({
      token: { sub: "00000000-0000-4000-8000-00000000dead", organizationId: DEMO_ORGANIZATION_ID },
      secret: "a-secret-of-another-installation",
    })}`;
    b.child.stdin!.end(`${JSON.stringify([made.cookie, forged])}\n`);
    const checked = JSON.parse(await b.output) as { secretHash: string; results: (string | null)[] };
    expect(checked.secretHash).toBe(made.secretHash);
    expect(checked.results).toEqual([DEMO_ORGANIZATION_ID, null]);
    const stored = await getDb().installationSecret.findMany({ where: { name: SESSION_SECRET_NAME } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.value.length).toBeGreaterThanOrEqual(40);
  });

  it("a month-end started on one instance is processed by a separate worker process", async () => {
    const db = getDb();
    const employer = await buildEmployer(db, DEMO_ORGANIZATION_ID, { type: "domestic", personalInfo: { firstName: "Due", lastName: `Istanze ${Date.now()}` } });
    await buildContract(db, DEMO_ORGANIZATION_ID, employer.id, {
      worker: { firstName: "W", lastName: "Separato", fiscalCode: "RSSMRA80A01H501U" },
      // hired in August: outside the months the other payroll-run tests (same database) run
      startDate: "2025-08-01",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    });
    const created = await call(runs.POST, "POST", "/v1/payroll-runs", {
      body: { period: "2025-08", scope: { employerIds: [employer.id] }, autoFillEmptyMonths: true },
    });
    expect(created.status, created.text).toBe(202);
    const runId = created.body.id as string;
    // this process runs no worker: the run waits for one
    await sleep(500);
    expect((await db.payrollRun.findUniqueOrThrow({ where: { id: runId }, select: { status: true } })).status).toBe("running");
    const worker = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL!, DATABASE_POOL_MAX: "3" },
      stdio: ["ignore", "ignore", "ignore"],
    });
    children.push(worker);
    let run: any;
    const deadline = Date.now() + 90_000;
    do {
      await sleep(250);
      run = (await call(oneRun.GET, "GET", `/v1/payroll-runs/${runId}`, { params: { id: runId } })).body;
    } while (run.status === "running" && Date.now() < deadline);
    expect(run.status).toBe("completed");
    expect(run.counts.ok + run.counts.warnings).toBe(1);
    worker.kill("SIGTERM");
  }, 120_000);
});
