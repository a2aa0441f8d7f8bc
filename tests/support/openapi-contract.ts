/**
 * Checks a response against the OpenAPI document the app serves (`/v1/openapi.json`): the
 * operation must be documented for the path and method, the status must be one of its documented
 * responses, the content type one of that response's, and a JSON body must match its schema.
 * The shared test client runs it on every integration-test response, so the document cannot
 * drift from behaviour.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { getOpenApiDocument } from "@/lib/openapi/document";

type JsonObject = Record<string, unknown>;

interface ResponseObject {
  content?: Record<string, { schema?: JsonObject }>;
}

interface Operation {
  responses?: Record<string, ResponseObject>;
}

export interface ContractResponse {
  status: number;
  contentType: string | null;
  body: unknown;
}

interface PathMatcher {
  template: string;
  regex: RegExp;
  parameterCount: number;
}

export interface OpenApiContract {
  /** Every way the response departs from the document; empty when it conforms. */
  check(method: string, path: string, response: ContractResponse): string[];
}

/** Builds a checker for a document (the app's own by default; tests of the checker pass their own). */
export function createOpenApiContract(document: JsonObject): OpenApiContract {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const matchers: PathMatcher[] = Object.keys(paths)
    .map((template) => ({
      template,
      regex: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}/]+\}/g, "[^/]+")}$`),
      parameterCount: (template.match(/\{/g) ?? []).length,
    }))
    // a literal segment wins over a parameter (/payslips/run-payroll before /payslips/{id})
    .sort((a, b) => a.parameterCount - b.parameterCount);
  const validators = new Map<string, ValidateFunction>();

  const validatorFor = (key: string, schema: JsonObject): ValidateFunction => {
    let validate = validators.get(key);
    if (!validate) {
      // components travel with the schema so its "#/components/schemas/…" references resolve
      validate = ajv.compile({ ...schema, components: document.components ?? {} });
      validators.set(key, validate);
    }
    return validate;
  };

  return {
    check(method, path, response) {
      const pathname = path.split("?")[0]!;
      const matcher = matchers.find((m) => m.regex.test(pathname));
      if (!matcher) return [`${method} ${pathname}: the path is not in the OpenAPI document`];
      const operation = paths[matcher.template]![method.toLowerCase()];
      if (!operation) return [`${method} ${matcher.template}: the method is not in the OpenAPI document`];
      const where = `${method} ${matcher.template} → ${response.status}`;
      const documented = operation.responses?.[String(response.status)] ?? operation.responses?.default;
      if (!documented) return [`${where}: status not documented (documented: ${Object.keys(operation.responses ?? {}).join(", ")})`];
      const content = documented.content;
      if (!content || Object.keys(content).length === 0) {
        return response.body === undefined || response.body === "" ? [] : [`${where}: a body was sent where the document says none`];
      }
      const mediaType = (response.contentType ?? "").split(";")[0]!.trim().toLowerCase();
      const media = content[mediaType];
      if (!media) return [`${where}: content type "${mediaType}" not documented (documented: ${Object.keys(content).join(", ")})`];
      if (!mediaType.endsWith("json") || !media.schema) return [];
      const validate = validatorFor(`${method} ${matcher.template} ${response.status} ${mediaType}`, media.schema);
      if (validate(response.body)) return [];
      return (validate.errors ?? [])
        .slice(0, 10)
        .map((e) => `${where}: body${e.instancePath || "/"} ${e.message ?? "is invalid"}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`);
    },
  };
}

let appContract: OpenApiContract | null = null;

/** The checker for the app's own document, built once per test process. */
export function appOpenApiContract(): OpenApiContract {
  appContract ??= createOpenApiContract(JSON.parse(JSON.stringify(getOpenApiDocument())) as JsonObject);
  return appContract;
}
