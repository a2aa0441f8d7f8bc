import { NotFoundContent } from "@/components/layout/error-pages";
import { notFoundRequestId } from "@/lib/http/not-found-id";

/** A page of the clerk's screens that called notFound() (unknown or foreign id): inside the app shell. */
export default async function AppNotFound() {
  return <NotFoundContent requestId={await notFoundRequestId()} />;
}
