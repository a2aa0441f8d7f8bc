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

/**
 * A problem's `type` links to /docs#error-<code>: the reference renders above the error codes and
 * pushes them down once it has drawn, so the row is scrolled to again then.
 */
function scrollToErrorCode() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!/^(error|example)-/.test(id)) return;
  const scroll = () => document.getElementById(id)?.scrollIntoView({ block: "start" });
  scroll();
  // Scalar draws asynchronously: once more after its first frames
  window.setTimeout(scroll, 500);
}

export function ApiReference({ nonce }: { nonce?: string }) {
  return (
    <>
      <div id="paghe-api-reference" data-testid="api-reference" />
      <Script src="/docs/reference.js" nonce={nonce} strategy="afterInteractive" onReady={() => {
          window.Scalar?.createApiReference("#paghe-api-reference", CONFIGURATION);
          scrollToErrorCode();
        }}
      />
    </>
  );
}
