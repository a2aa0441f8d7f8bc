import { route } from "@/lib/api/handler";
import { createTfrCoefficient, listTfrCoefficients } from "@/lib/services/rate-tables/tfr-coefficients";
import { createTfrCoefficientSchema, listTfrCoefficientsQuery } from "@/lib/validation/tfr-coefficient";

/** TFR revaluation coefficients: the installation's series and the caller's organization's provisional figures. */
export const GET = route({ access: "read", query: listTfrCoefficientsQuery, handler: ({ service, query }) => listTfrCoefficients(service, query) });

/** Adds the organization's provisional coefficient of a month (or its FOI): administrators only; never the installation's series. */
export const POST = route({
  access: "admin",
  body: createTfrCoefficientSchema,
  status: 201,
  // coefficients are listed, not addressed one by one
  location: () => "/v1/rate-tables/tfr-coefficients",
  handler: ({ service, body }) => createTfrCoefficient(service, body),
});
