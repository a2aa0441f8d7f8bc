import type { Metadata } from "next";
import { headers } from "next/headers";
import { ApiReference } from "@/components/docs/api-reference";

export const metadata: Metadata = { title: "API reference" };

/** /docs: the OpenAPI document (/v1/openapi.json) in Scalar's reference renderer, with the error-code table of its description. */
export default async function DocsPage() {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <main>
      <ApiReference nonce={nonce} />
    </main>
  );
}
