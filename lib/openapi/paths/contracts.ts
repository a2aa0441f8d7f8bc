import type { ZodOpenApiPathsObject } from "zod-openapi";

/** OpenAPI paths of the contracts resource (filled in by that feature). */
export const contractsPaths: ZodOpenApiPathsObject = {};
