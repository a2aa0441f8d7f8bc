import { route } from "@/lib/api/handler";
import { listRateTables } from "@/lib/services/rate-tables/rate-table-versions";
import { listRateTablesQuery } from "@/lib/validation/rate-table";

/** The dated versions of the rate tables (CCNL minimums, allowances, board and lodging, INPS, CAS.SA.COLF, holidays, TFR revaluation), with status and source. */
export const GET = route({ access: "read", query: listRateTablesQuery, handler: ({ service, query }) => listRateTables(service, query) });
