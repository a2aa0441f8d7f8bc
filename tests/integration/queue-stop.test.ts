/**
 * A job still running when the queue stopped finishes after its pool was ended (a graceful stop
 * that timed out, then the database disconnected): pg-boss records the failure without awaiting it,
 * and that write must not become an unhandled rejection, which ends a Node process (lib/queue/boss.ts).
 */
import { describe, expect, it, vi } from "vitest";
import { disconnectDb } from "@/lib/db/client";
import { getBoss, stopBoss } from "@/lib/queue/boss";

describe("the queue stopping under a running job", () => {
  it("gives up the job's late failure on the ended pool, logged, without an unhandled rejection", async () => {
    const boss = await getBoss();
    const queue = `late-job-${process.pid}`;
    await boss.createQueue(queue);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    await boss.work(queue, async () => {
      started = true;
      await gate;
      throw new Error("failed after the stop");
    });
    await boss.send(queue, {});
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 15_000, interval: 50 });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      // the stop gives up waiting for the job, then the pool ends under it
      await stopBoss(200);
      await disconnectDb();
      release();
      await vi.waitFor(() => expect(errors.mock.calls.some(([line]) => String(line).includes('"step":"after-stop"'))).toBe(true), {
        timeout: 5_000,
        interval: 50,
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
      errors.mockRestore();
    }
  });
});
