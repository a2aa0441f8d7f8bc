import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { queueEmails } from "@/lib/services/email/outbox";
import { sendDueEmails } from "@/lib/services/email/send-outbox";
import { startTestSmtp, type TestSmtpServer } from "../support/smtp";
import * as outbox from "@/app/(api)/v1/email-outbox/route";
import { TEST_ADMIN_EMAIL } from "../support/constants";
import { call } from "../support/http";
import { sessionCookieFor } from "../support/session";

let smtp: TestSmtpServer;
let organizationId: string;

async function queue(to: string, subject: string) {
  await queueEmails(getDb(), [{ organizationId, kind: "test", to, locale: "it", subject, text: `Apri https://app.example/x/${subject}` }]);
  return getDb().emailMessage.findFirstOrThrow({ where: { organizationId, toAddress: to, subject }, select: { id: true } });
}

/** the test controls time: due messages are those whose next attempt is now or earlier */
async function makeDue(id: string) {
  await getDb().emailMessage.update({ where: { id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  organizationId = (await getDb().user.findFirstOrThrow({ where: { email: TEST_ADMIN_EMAIL }, select: { organizationId: true } })).organizationId;
  // earlier tests' messages must not be sent to the test server
  await getDb().emailMessage.updateMany({ where: { status: "queued" }, data: { status: "failed", lastError: "left by an earlier test" } });
});

afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.PAGHE_EMAIL_MAX_ATTEMPTS;
  smtp.clear();
});

afterAll(async () => {
  await smtp.stop();
});

describe("the e-mail outbox sender", () => {
  it("without SMTP_URL leaves the messages queued", async () => {
    const { id } = await queue("nobody@example.com", "stays-queued");
    expect(await sendDueEmails()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await getDb().emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "queued", attempts: 0, sentAt: null });
    await getDb().emailMessage.update({ where: { id }, data: { status: "failed" } });
  });

  it("sends through SMTP, retries with backoff when the server refuses, then records the delivery", async () => {
    process.env.SMTP_URL = smtp.url;
    smtp.refuseNext(2);
    const { id } = await queue("anna.rossi@example.com", "retry-then-sent");
    const before = Date.now();
    expect(await sendDueEmails()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await getDb().emailMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toMatch(/451/);
    // the first retry waits the base delay (30 s by default): not due yet
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);
    expect(await sendDueEmails()).toEqual({ sent: 0, retried: 0, failed: 0 });

    await makeDue(id);
    expect(await sendDueEmails()).toEqual({ sent: 0, retried: 1, failed: 0 });
    row = await getDb().emailMessage.findUniqueOrThrow({ where: { id } });
    expect(row.attempts).toBe(2);
    // the second waits twice as long
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 59_000);

    await makeDue(id);
    expect(await sendDueEmails()).toEqual({ sent: 1, retried: 0, failed: 0 });
    row = await getDb().emailMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.providerMessageId).toMatch(/@/);
    expect(smtp.refusedCount()).toBe(2);

    const mail = await smtp.waitFor((m) => m.to.includes("anna.rossi@example.com"));
    expect(mail.subject).toBe("retry-then-sent");
    expect(mail.text.trim()).toBe("Apri https://app.example/x/retry-then-sent");
    expect(mail.headers.get("x-paghe-message-id")).toBe(id);
    expect(smtp.messages()).toHaveLength(1);
    // sent once: nothing left to send
    expect(await sendDueEmails()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it("marks a message failed after the last attempt and sends it no more", async () => {
    process.env.SMTP_URL = smtp.url;
    process.env.PAGHE_EMAIL_MAX_ATTEMPTS = "2";
    smtp.refuseNext(5);
    const { id } = await queue("marco@example.com", "gives-up");
    expect(await sendDueEmails()).toEqual({ sent: 0, retried: 1, failed: 0 });
    await makeDue(id);
    expect(await sendDueEmails()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const row = await getDb().emailMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "failed", attempts: 2, sentAt: null });
    await makeDue(id);
    expect(await sendDueEmails()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.messages()).toHaveLength(0);
  });

  it("an unreachable server is a failed attempt, not a lost message", async () => {
    const closed = await startTestSmtp();
    await closed.stop();
    process.env.SMTP_URL = closed.url;
    const { id } = await queue("luca@example.com", "unreachable");
    expect(await sendDueEmails()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const row = await getDb().emailMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    await getDb().emailMessage.update({ where: { id }, data: { status: "failed" } });
  });

  it("an administrator reads the outbox with its delivery log; API keys and other roles cannot", async () => {
    const { id } = await queue("giulia@example.com", "read-in-settings");
    const admin = { key: null, headers: { cookie: await sessionCookieFor(TEST_ADMIN_EMAIL) } };
    const res = await call(outbox.GET, "GET", "/v1/email-outbox", { ...admin, query: { status: "queued" } });
    expect(res.status).toBe(200);
    expect(res.body.smtpConfigured).toBe(false);
    expect(res.body.data.find((m: { id: string }) => m.id === id)).toMatchObject({
      to: "giulia@example.com",
      subject: "read-in-settings",
      text: "Apri https://app.example/x/read-in-settings",
      status: "queued",
      attempts: 0,
      sentAt: null,
    });
    const sent = await call(outbox.GET, "GET", "/v1/email-outbox", { ...admin, query: { status: "sent" } });
    expect(sent.body.data.every((m: { status: string }) => m.status === "sent")).toBe(true);
    expect((await call(outbox.GET, "GET", "/v1/email-outbox", {})).status).toBe(403);
    await getDb().emailMessage.update({ where: { id }, data: { status: "failed" } });
  });
});
