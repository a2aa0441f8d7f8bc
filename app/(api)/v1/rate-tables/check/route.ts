import { route } from "@/lib/api/handler";
import { checkRateTables } from "@/lib/services/rate-tables/rate-table-versions";
import { checkRateTablesSchema } from "@/lib/validation/rate-table";

/** The payslips computed on rate-table versions that no longer cover their period: drafts to run again, finals to correct (estimated difference). Reads only. */
export const POST = route({ access: "read", body: checkRateTablesSchema, handler: ({ service, body }) => checkRateTables(service, body) });
