/** Liveness for a load balancer: the process is up and serving. No database, no credentials. */
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
