/**
 * The error codes of the API, one anchor each: a problem's `type` is `/docs#error-<code>`
 * (lib/api/problem.ts), so every link a client follows from a refusal lands on its row.
 */
export interface ErrorCodeRow {
  code: string;
  status: number;
}

export function ErrorCodes({ rows }: { rows: readonly ErrorCodeRow[] }) {
  return (
    <section aria-labelledby="api-error-codes" className="mx-auto max-w-4xl px-6 py-10">
      <h2 id="api-error-codes" className="mb-2 text-xl font-semibold">
        Error codes
      </h2>
      <p className="mb-4 text-sm">
        Every refusal is <code>application/problem+json</code> (RFC 9457) with a stable <code>code</code>, its <code>type</code> a link to its row here, a{" "}
        <code>requestId</code> and, for invalid input, <code>errors</code> with a JSON pointer per field. Each operation lists the codes it can answer.
      </p>
      <table className="text-sm">
        <thead>
          <tr>
            <th className="pr-6 text-left">code</th>
            <th className="text-left">HTTP status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} id={`error-${row.code}`} className="scroll-mt-4 target:bg-yellow-100">
              <td className="pr-6">
                <a href={`#error-${row.code}`}>
                  <code>{row.code}</code>
                </a>
              </td>
              <td>{row.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
