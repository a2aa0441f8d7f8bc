/**
 * The demo's payroll flow as an integrator makes it, request by request (lib/openapi/examples.json,
 * recorded from the app by `npm run docs:examples`): the same examples the reference above shows on
 * each operation, here in the order they are made, each with its anchor (/docs#example-<id>).
 */
export interface FlowExample {
  id: string;
  summary: string;
  method: string;
  url: string;
  request: { body?: unknown };
  response: { status: number; contentType: string; body: unknown };
}

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-sm">{label}</summary>
      {/* focusable: a scrolled region must be reachable from the keyboard */}
      <pre tabIndex={0} aria-label={label} className="max-h-96 overflow-auto bg-gray-50 p-2 text-xs">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}

export function FlowExamples({ examples }: { examples: readonly FlowExample[] }) {
  return (
    <section aria-labelledby="api-flow-examples" className="mx-auto max-w-4xl px-6 py-10">
      <h2 id="api-flow-examples" className="mb-2 text-xl font-semibold">
        The payroll flow, from the demo
      </h2>
      <p className="mb-4 text-sm">
        Real requests and answers of this API, recorded from the demo data (ids and times replaced by stable stand-ins): an employer, a contract, a month of
        work events, the checks, the contribution weeks, the payslip, its finalization and a refusal.
      </p>
      <ol className="space-y-4">
        {examples.map((e) => (
          <li key={e.id} id={`example-${e.id}`} className="scroll-mt-4">
            <p className="text-sm">
              <code>
                {e.method} {e.url}
              </code>{" "}
              → <code>{e.response.status}</code> {e.summary}
            </p>
            {e.request.body !== undefined ? <Json label="Request body" value={e.request.body} /> : null}
            <Json label={`Answer (${e.response.contentType})`} value={e.response.body} />
          </li>
        ))}
      </ol>
    </section>
  );
}
