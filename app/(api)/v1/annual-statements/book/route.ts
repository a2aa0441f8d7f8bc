import { route } from "@/lib/api/handler";
import { getAnnualStatementBook } from "@/lib/services/statements/annual-statement-book";
import { todayInItaly } from "@/lib/validation/common";
import { annualStatementBookQuery } from "@/lib/validation/statements";

/** The year's annual statements of the whole book: figures, status, due date and each one's own PDF. */
export const GET = route({
  access: "read",
  query: annualStatementBookQuery,
  handler: ({ service, query }) => getAnnualStatementBook(service, query, todayInItaly()),
});
