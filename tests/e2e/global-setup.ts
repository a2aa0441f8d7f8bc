/**
 * The run's mail server: a real SMTP server (tests/support/smtp.ts) on E2E_SMTP_PORT, which the app
 * server sends to (scripts/e2e-server.ts sets SMTP_URL from that port). Each message that arrives is
 * appended as one JSON line to E2E_MAIL_FILE, where the specs read it (tests/e2e/mailbox.ts): the
 * specs run in other processes than this one. Every app server of the run shares it; a spec finds
 * its messages by their recipients, unique to the spec.
 */
import { appendFileSync, rmSync, writeFileSync } from "node:fs";
import { startTestSmtp } from "../support/smtp";
import type { StoredMail } from "./mailbox";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const file = process.env.E2E_MAIL_FILE;
  if (!port || !file) throw new Error("E2E_SMTP_PORT and E2E_MAIL_FILE are set by playwright.config.ts");
  writeFileSync(file, "");
  const smtp = await startTestSmtp({
    port,
    onMessage: (mail) => {
      const language = mail.headers.get("content-language");
      const stored: StoredMail = {
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        contentLanguage: typeof language === "string" ? language : null,
        hasAttachment: /^Content-Disposition: attachment/im.test(mail.raw),
      };
      appendFileSync(file, `${JSON.stringify(stored)}\n`);
    },
  });
  return async () => {
    await smtp.stop();
    rmSync(file, { force: true });
  };
}
