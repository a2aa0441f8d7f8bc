import { route } from "@/lib/api/handler";
import { createTfrCoefficient, listTfrCoefficients } from "@/lib/services/rate-tables/tfr-coefficients";
import { createTfrCoefficientSchema, listTfrCoefficientsQuery } from "@/lib/validation/tfr-coefficient";

/** TFR revaluation coefficients (organization-independent reference data). */
export const GET = route({ access: "read", query: listTfrCoefficientsQuery, handler: ({ principal, query }) => listTfrCoefficients(principal, query) });

/** Adds a month's coefficient (or its FOI): administrators only. */
export const POST = route({
  access: "admin",
  body: createTfrCoefficientSchema,
  status: 201,
  // coefficients are listed, not addressed one by one
  location: () => "/v1/rate-tables/tfr-coefficients",
  handler: ({ principal, body, requestId }) => createTfrCoefficient(principal, body, requestId),
});
