import { route } from "@/lib/api/handler";
import { exportInpsStatementsCsv } from "@/lib/services/statements/export-inps-statements-csv";
import { todayInItaly } from "@/lib/validation/common";
import { inpsStatementsCsvQuery } from "@/lib/validation/statements";

/** The quarter across the book as CSV (one row per payment). */
export const GET = route({
  access: "read",
  query: inpsStatementsCsvQuery,
  handler: async ({ service, query }) => {
    const csv = await exportInpsStatementsCsv(service, query, todayInItaly()); // streamed, a chunk of the book at a time
    return new Response(csv, {
      status: 200,
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="contributi-${query.quarter}.csv"` },
    });
  },
});
