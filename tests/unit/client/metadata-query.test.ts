/**
 * The typed client sends a list's metadata filter as the API reads it: `metadata[key]=value`
 * (the document declares `metadata` a deepObject query parameter; docs/api-metadata.md).
 */
import { describe, expect, it } from "vitest";
import { createClient } from "@/packages/client/src";

describe("metadata filters through the typed client", () => {
  it("serializes metadata as metadata[key]=value and externalId as is", async () => {
    const urls: string[] = [];
    const api = createClient("https://paghe.example.it", "dp_live_x", {
      fetch: async (request: Request) => {
        urls.push(request.url);
        return new Response(JSON.stringify({ data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      },
    });
    await api.GET("/v1/workers", { params: { query: { metadata: { crmId: "c-1", plan: "gold" }, externalId: "w-42" } } });
    const url = new URL(urls[0]!);
    expect(url.pathname).toBe("/v1/workers");
    expect([...url.searchParams.entries()]).toEqual([
      ["metadata[crmId]", "c-1"],
      ["metadata[plan]", "gold"],
      ["externalId", "w-42"],
    ]);
  });
});
