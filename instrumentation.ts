/**
 * Next.js calls register() once when the server starts: the app runs its own queue workers
 * unless PAGHE_WORKERS=off (e.g. when dedicated `npm run worker` processes do the work).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.PAGHE_WORKERS === "off") return;
  const { startWorkers } = await import("@/lib/queue/workers");
  startWorkers().catch((error) =>
    console.error(JSON.stringify({ level: "error", source: "worker", error: error instanceof Error ? error.message : String(error) })),
  );
}
