import type { ZodOpenApiPathsObject } from "zod-openapi";

/** OpenAPI paths of the employers resource (filled in by that feature). */
export const employersPaths: ZodOpenApiPathsObject = {};
