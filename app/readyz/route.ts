import { readiness } from "@/lib/services/health/readiness";

/** Readiness for a load balancer: 200 when the database answers and the migrations are applied, else 503. */
export const dynamic = "force-dynamic";

export async function GET() {
  const state = await readiness();
  return Response.json(
    { status: state.ready ? "ready" : "not_ready", database: state.database, pendingMigrations: state.pendingMigrations },
    { status: state.ready ? 200 : 503, headers: { "cache-control": "no-store", ...(state.ready ? {} : { "retry-after": "5" }) } },
  );
}
