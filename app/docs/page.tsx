import type { Metadata } from "next";
import { ERROR_CODES } from "@/lib/errors";
import { STATUS_BY_CODE } from "@/lib/api/problem";
import { getOpenApiDocument } from "@/lib/openapi/document";

export const metadata: Metadata = { title: "API reference" };

type Json = Record<string, unknown>;
const METHODS = ["get", "post", "patch", "put", "delete"] as const;
const METHOD_TONES: Record<string, string> = {
  get: "bg-sky-100 text-sky-800",
  post: "bg-emerald-100 text-emerald-800",
  patch: "bg-amber-100 text-amber-800",
  put: "bg-amber-100 text-amber-800",
  delete: "bg-red-100 text-red-800",
};

function resolveRef(doc: Json, schema: unknown): unknown {
  if (schema && typeof schema === "object" && "$ref" in schema) {
    const name = String((schema as { $ref: string }).$ref).split("/").pop() ?? "";
    return { [`(${name})`]: ((doc.components as Json)?.schemas as Json)?.[name] };
  }
  return schema;
}

function SchemaBlock({ doc, schema }: { doc: Json; schema: unknown }) {
  return <pre className="mt-1 max-h-80 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">{JSON.stringify(resolveRef(doc, schema), null, 2)}</pre>;
}

/** A readable reference rendered from /v1/openapi.json (no external assets). */
export default function DocsPage() {
  const doc = getOpenApiDocument() as unknown as Json;
  const info = doc.info as { title: string; version: string; description: string };
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const intro = info.description.split("| code | status |")[0] ?? "";
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-semibold">{info.title}</h1>
      <p className="mt-1 text-sm text-slate-500">
        v{info.version} · OpenAPI 3.1 · <a className="text-brand-700 underline" href="/v1/openapi.json">/v1/openapi.json</a>
      </p>
      <div className="mt-6 space-y-3 whitespace-pre-line text-sm leading-6 text-slate-700">{intro.replace(/\*\*/g, "").replace(/`/g, "")}</div>

      <h2 className="mt-10 text-xl font-semibold">Endpoints</h2>
      <div className="mt-4 space-y-4">
        {Object.entries(paths).flatMap(([path, operations]) =>
          METHODS.filter((m) => operations[m]).map((method) => {
            const op = operations[method] as Json;
            const params = (op.parameters as Json[] | undefined) ?? [];
            const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.["application/json"] as Json | undefined;
            const responses = (op.responses as Record<string, Json>) ?? {};
            return (
              <details key={`${method} ${path}`} id={`${method}-${path}`} className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
                <summary className="flex cursor-pointer items-center gap-3 px-4 py-3">
                  <span className={`rounded px-2 py-0.5 font-mono text-xs font-semibold uppercase ${METHOD_TONES[method]}`}>{method}</span>
                  <code className="text-sm font-semibold">{path}</code>
                  <span className="text-sm text-slate-600">{String(op.summary ?? "")}</span>
                </summary>
                <div className="space-y-3 border-t border-slate-100 px-4 py-3 text-sm">
                  {typeof op.description === "string" && <p className="whitespace-pre-line text-slate-700">{op.description}</p>}
                  {params.length > 0 && (
                    <div>
                      <h3 className="font-semibold">Parameters</h3>
                      <ul className="mt-1 list-disc pl-5">
                        {params.map((p) => (
                          <li key={`${p.in}-${p.name}`}>
                            <code>{String(p.name)}</code> ({String(p.in)}
                            {p.required ? ", required" : ""}) {typeof p.description === "string" ? `— ${p.description}` : ""}
                            <span className="text-slate-500"> {JSON.stringify((p.schema as Json | undefined) ?? {})}</span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {body && (
                    <div>
                      <h3 className="font-semibold">Request body</h3>
                      <SchemaBlock doc={doc} schema={body.schema} />
                    </div>
                  )}
                  <div>
                    <h3 className="font-semibold">Responses</h3>
                    <ul className="mt-1 space-y-1">
                      {Object.entries(responses).map(([status, r]) => (
                        <li key={status}>
                          <code className="font-semibold">{status}</code> {String(r.description ?? "")}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </details>
            );
          }),
        )}
      </div>

      <h2 className="mt-10 text-xl font-semibold">Error codes</h2>
      <table className="mt-4 min-w-full text-sm">
        <thead>
          <tr className="text-left text-slate-500">
            <th className="py-1 pr-6">code</th>
            <th className="py-1">HTTP status</th>
          </tr>
        </thead>
        <tbody>
          {ERROR_CODES.map((code) => (
            <tr key={code} id={`error-${code}`} className="border-t border-slate-100">
              <td className="py-1 pr-6 font-mono">{code}</td>
              <td className="py-1">{STATUS_BY_CODE[code]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
