/**
 * The app's in-process workers start even when the database does not answer at first (a
 * connection timeout on a loaded machine, a server still starting): the start is retried until it
 * succeeds, and a job queued afterwards is done. Before, one failed start left the app without
 * workers for its whole life — month-end runs stuck at "running", e-mails never sent.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { disconnectDb } from "@/lib/db/client";
import { getBoss, QUEUES, stopBoss } from "@/lib/queue/boss";
import { keepStartingWorkers, workersStarted } from "@/lib/queue/workers";

const realUrl = process.env.DATABASE_URL!;

afterAll(async () => {
  process.env.DATABASE_URL = realUrl;
  await stopBoss();
  await disconnectDb();
});

describe("in-process workers", () => {
  it("are started again after a start that could not reach the database", async () => {
    await stopBoss();
    await disconnectDb();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // nothing listens on port 1: the first start fails at once
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/unreachable";
    keepStartingWorkers();
    await vi.waitFor(() => expect(errors).toHaveBeenCalled(), { timeout: 15_000, interval: 50 });
    const logged = JSON.parse(String(errors.mock.calls[0]![0])) as { source: string; step: string; attempt: number };
    expect(logged).toMatchObject({ source: "worker", step: "start", attempt: 1 });
    expect(workersStarted()).toBe(false);

    // the database answers again: the next attempt (1 s later) starts the workers on it
    await disconnectDb();
    process.env.DATABASE_URL = realUrl;
    await vi.waitFor(() => expect(workersStarted()).toBe(true), { timeout: 20_000, interval: 100 });
    errors.mockRestore();

    // and they work: a job sent now is taken and completed
    const boss = await getBoss();
    const jobId = await boss.send(QUEUES.emailSend, {});
    expect(jobId).toBeTruthy();
    await vi.waitFor(
      async () => {
        const job = await boss.getJobById(QUEUES.emailSend, jobId!);
        expect(job?.state).toBe("completed");
      },
      { timeout: 20_000, interval: 200 },
    );
  });
});
