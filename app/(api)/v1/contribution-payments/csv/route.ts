import { route } from "@/lib/api/handler";
import { exportContributionPaymentsCsv } from "@/lib/services/contribution-payments/export-contribution-payments-csv";
import { todayInItaly } from "@/lib/validation/common";
import { contributionPaymentsCsvQuery } from "@/lib/validation/contribution-payment";

/** The notice data per employment as CSV (one row per pagoPA notice; our layout). */
export const GET = route({
  access: "read",
  query: contributionPaymentsCsvQuery,
  handler: async ({ service, query }) => {
    const csv = await exportContributionPaymentsCsv(service, query, todayInItaly());
    const name = query.quarter ? `versamenti-${query.quarter}.csv` : "versamenti.csv";
    return new Response(csv, { status: 200, headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"` } });
  },
});
