import { createServer } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message the test SMTP server accepted, parsed by mailparser (not by the sender's own idea of the format). */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: Map<string, unknown>;
  /** the raw message as it arrived */
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> (no TLS, no authentication): set it as SMTP_URL */
  url: string;
  port: number;
  /** what arrived so far, in order */
  messages(): ReceivedMail[];
  /** the first message (arrived or arriving within timeoutMs) for which predicate holds */
  waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** the next n messages are refused with a temporary error (451) at the end of DATA */
  refuseNext(n: number): void;
  /** how many messages were refused so far */
  refusedCount(): number;
  /** forgets the messages received so far */
  clear(): void;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real SMTP server in this process (the `smtp-server` package) on a free port of 127.0.0.1 (or
 * `options.port`): tests point SMTP_URL at it and read what the app sent; `options.onMessage` sees
 * each message as it arrives (the end-to-end run writes them to a file its specs read). Never a
 * mocked transport.
 *
 *   const smtp = await startTestSmtp();
 *   process.env.SMTP_URL = smtp.url;
 *   … const mail = await smtp.waitFor((m) => m.to.includes("anna@example.com"));
 *   await smtp.stop();
 */
export async function startTestSmtp(options: { port?: number; onMessage?: (mail: ReceivedMail) => void } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let toRefuse = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (toRefuse > 0) {
          toRefuse--;
          refused++;
          callback(Object.assign(new Error("Try again later (test server)"), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            const mail: ReceivedMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : null,
              headers: parsed.headers as Map<string, unknown>,
              raw,
            };
            received.push(mail);
            options.onMessage?.(mail);
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages: () => [...received],
    refuseNext(n) {
      toRefuse = n;
    },
    refusedCount: () => refused,
    clear() {
      received.length = 0;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = received.find(predicate);
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The same as startTestSmtp: `const smtp = await start();` */
export const start = startTestSmtp;
