/** `npm run client:generate`: rewrites packages/client/src/schema.d.ts from the app's OpenAPI document (no server needed). */
import { writeFileSync } from "node:fs";
import { getOpenApiDocument } from "@/lib/openapi/document";
import { CLIENT_SCHEMA_PATH, renderClientSchema } from "./client-schema";

writeFileSync(CLIENT_SCHEMA_PATH, await renderClientSchema(getOpenApiDocument()));
console.log(`wrote ${CLIENT_SCHEMA_PATH}`);
