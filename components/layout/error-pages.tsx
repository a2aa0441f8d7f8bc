"use client";
import Link from "next/link";
import { useT } from "@/lib/i18n/client";

/** The Italian (or English) 404 of the clerk's screens, with the request id the server logged. */
export function NotFoundContent({ requestId }: { requestId: string }) {
  const t = useT();
  const p = t.common.pages;
  return (
    <section className="mx-auto max-w-xl space-y-4 py-12 text-center" data-testid="not-found">
      <h1 className="text-2xl font-semibold text-slate-900">{p.notFoundTitle}</h1>
      <p className="text-slate-600">{p.notFoundText}</p>
      <p className="text-sm text-slate-600" data-testid="request-id">
        {p.requestId(requestId)}
      </p>
      <Link href="/" className="inline-block font-medium text-brand-700 underline underline-offset-2">
        {p.home}
      </Link>
    </section>
  );
}

/** An unexpected error of a screen: the sentence in the user's language, the id of the server log line, a retry. */
export function ErrorContent({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  const t = useT();
  const p = t.common.pages;
  return (
    <section className="mx-auto max-w-xl space-y-4 py-12 text-center" role="alert" data-testid="error-page">
      <h1 className="text-2xl font-semibold text-slate-900">{p.errorTitle}</h1>
      <p className="text-slate-600">{p.errorText}</p>
      {digest && (
        <p className="text-sm text-slate-600" data-testid="request-id">
          {p.requestId(digest)}
        </p>
      )}
      <div className="flex justify-center gap-4">
        <button type="button" onClick={onRetry} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
          {p.retry}
        </button>
        <Link href="/" className="px-4 py-2 text-sm font-medium text-brand-700 underline underline-offset-2">
          {p.home}
        </Link>
      </div>
    </section>
  );
}
