"use client";
import Link from "next/link";
import { it as common } from "@/lib/i18n/messages/common";

/** The root layout itself failed: no providers, so the Italian sentences straight from the dictionary. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const p = common.pages;
  return (
    <html lang="it">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "3rem", textAlign: "center" }}>
        <main>
          <h1>{p.errorTitle}</h1>
          <p>{p.errorText}</p>
          {error.digest && <p>{p.requestId(error.digest)}</p>}
          <button type="button" onClick={reset}>
            {p.retry}
          </button>{" "}
          <Link href="/">{p.home}</Link>
        </main>
      </body>
    </html>
  );
}
