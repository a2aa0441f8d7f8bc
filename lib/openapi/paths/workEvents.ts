import type { ZodOpenApiPathsObject } from "zod-openapi";

/** OpenAPI paths of the workEvents resource (filled in by that feature). */
export const workEventsPaths: ZodOpenApiPathsObject = {};
