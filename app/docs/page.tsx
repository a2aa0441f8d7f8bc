import type { Metadata } from "next";
import { headers } from "next/headers";
import { ApiReference } from "@/components/docs/api-reference";
import { ErrorCodes } from "@/components/docs/error-codes";
import { FlowExamples } from "@/components/docs/flow-examples";
import { API_EXAMPLES } from "@/lib/openapi/examples";
import { ERROR_CODES } from "@/lib/errors";
import { STATUS_BY_CODE } from "@/lib/api/problem";

export const metadata: Metadata = { title: "API reference" };

/**
 * /docs: the OpenAPI document (/v1/openapi.json) in Scalar's reference renderer, then the payroll
 * flow recorded from the demo (lib/openapi/examples.json), then the error codes, one anchor each
 * (where a problem's `type`, /docs#error-<code>, leads).
 */
export default async function DocsPage() {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <main>
      <ApiReference nonce={nonce} />
      <FlowExamples examples={API_EXAMPLES} />
      <ErrorCodes rows={ERROR_CODES.map((code) => ({ code, status: STATUS_BY_CODE[code] }))} />
    </main>
  );
}
