import type { ZodOpenApiPathsObject } from "zod-openapi";

/** OpenAPI paths of the payslips resource (filled in by that feature). */
export const payslipsPaths: ZodOpenApiPathsObject = {};
