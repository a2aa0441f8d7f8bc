/**
 * The typed client's schema (packages/client/src/schema.d.ts): openapi-typescript's rendering of the
 * OpenAPI document the app serves at /v1/openapi.json, formatted with the repository's Prettier
 * settings. `npm run client:generate` writes it; tests/unit/client-schema.test.ts renders it again
 * and fails when the committed file differs, so the client and the API cannot drift apart.
 */
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { format, resolveConfig } from "prettier";

export const CLIENT_SCHEMA_PATH = "packages/client/src/schema.d.ts";

const BANNER = `/**
 * Generated from the API's OpenAPI document (/v1/openapi.json) by \`npm run client:generate\`.
 * Do not edit: regenerate after changing the API.
 */
`;

export async function renderClientSchema(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, { silent: true });
  const text = BANNER + astToString(ast);
  const config = (await resolveConfig(CLIENT_SCHEMA_PATH)) ?? {};
  return format(text, { ...config, filepath: CLIENT_SCHEMA_PATH });
}
