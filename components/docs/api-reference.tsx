"use client";
import Script from "next/script";

declare global {
  interface Window {
    Scalar?: { createApiReference: (target: string, configuration: Record<string, unknown>) => unknown };
  }
}

/**
 * The OpenAPI document rendered by Scalar (bundled, served by /docs/reference.js). Nothing leaves
 * the origin: no web fonts from Scalar's servers, no AI agent, MCP or hosted tools; "Try it" calls this API.
 */
const CONFIGURATION = {
  url: "/v1/openapi.json",
  withDefaultFonts: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  hideDarkModeToggle: true,
  defaultOpenAllTags: false,
  persistAuth: false,
  metaData: { title: "Paghe Domestiche API" },
};

export function ApiReference({ nonce }: { nonce?: string }) {
  return (
    <>
      <div id="paghe-api-reference" data-testid="api-reference" />
      <Script src="/docs/reference.js" nonce={nonce} strategy="afterInteractive" onReady={() => {
          window.Scalar?.createApiReference("#paghe-api-reference", CONFIGURATION);
        }}
      />
    </>
  );
}
