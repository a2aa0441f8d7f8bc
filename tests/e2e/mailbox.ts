/**
 * What the app server sent during this run, read from the run's SMTP server (tests/e2e/global-setup.ts
 * writes each message it accepts to E2E_MAIL_FILE as a JSON line). A real SMTP exchange, never a
 * mocked transport.
 */
import { existsSync, readFileSync } from "node:fs";

export interface StoredMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** the Content-Language header */
  contentLanguage: string | null;
  /** whether a part came as an attachment */
  hasAttachment: boolean;
}

function mailFile(): string {
  const file = process.env.E2E_MAIL_FILE;
  if (!file || !existsSync(file)) throw new Error("No mail file: the run's SMTP server starts in tests/e2e/global-setup.ts (playwright.config.ts)");
  return file;
}

/** Every message received so far, in order. */
export function receivedMail(): StoredMail[] {
  return readFileSync(mailFile(), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as StoredMail);
}

/** The first message sent to `to` (and matching `predicate`), waiting until it arrives. */
export async function waitForMail(to: string, predicate: (mail: StoredMail) => boolean = () => true, timeoutMs = 20_000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = receivedMail();
    const hit = all.find((m) => m.to.includes(to) && predicate(m));
    if (hit) return hit;
    if (Date.now() > deadline) {
      throw new Error(`No e-mail to ${to} within ${timeoutMs} ms (${all.length} received: ${all.map((m) => `${m.to.join(",")} "${m.subject}"`).join("; ")})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
