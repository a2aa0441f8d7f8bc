"use client";
import { ErrorContent } from "@/components/layout/error-pages";

/** An unexpected error of a clerk's screen, inside the app shell; the digest is the id of the server's log line. */
export default function AppError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorContent digest={error.digest} onRetry={reset} />;
}
