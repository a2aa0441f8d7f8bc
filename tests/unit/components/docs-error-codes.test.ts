/**
 * Every problem links to `/docs#error-<code>` (lib/api/problem.ts): the /docs page renders one
 * anchor per code of lib/errors.ts, with its HTTP status, so each link resolves (issue 33 point 2).
 */
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorCodes } from "@/components/docs/error-codes";
import { problemBody, STATUS_BY_CODE } from "@/lib/api/problem";
import { AppError, ERROR_CODES } from "@/lib/errors";

const rows = ERROR_CODES.map((code) => ({ code, status: STATUS_BY_CODE[code] }));
const html = renderToStaticMarkup(createElement(ErrorCodes, { rows }));

describe("/docs error anchors", () => {
  it("renders exactly one anchor per error code, with its status", () => {
    for (const code of ERROR_CODES) {
      const anchor = `id="error-${code}"`;
      expect(html.split(anchor).length - 1, code).toBe(1);
      expect(html, code).toMatch(new RegExp(`id="error-${code}"[^]*?<code>${code}</code>[^]*?<td>${STATUS_BY_CODE[code]}</td>`));
    }
    // nothing else: no anchor for a code that does not exist
    expect(html.match(/id="error-[a-z_]+"/g)).toHaveLength(ERROR_CODES.length);
  });

  it("is where every problem's type leads", () => {
    for (const code of ERROR_CODES) {
      const type = problemBody(new AppError(code), "/v1/x", "r").type;
      expect(type).toBe(`/docs#error-${code}`);
      expect(html).toContain(`id="${type.split("#")[1]}"`);
    }
  });

  it("is mounted by the /docs page with every code of lib/errors.ts", () => {
    const page = readFileSync("app/docs/page.tsx", "utf8");
    expect(page).toContain("<ErrorCodes rows={ERROR_CODES.map((code) => ({ code, status: STATUS_BY_CODE[code] }))} />");
  });
});

describe("/docs flow examples", () => {
  it("renders every recorded example with its anchor, request and answer, mounted by the page", async () => {
    const { FlowExamples } = await import("@/components/docs/flow-examples");
    const { API_EXAMPLES } = await import("@/lib/openapi/examples");
    const flow = renderToStaticMarkup(createElement(FlowExamples, { examples: API_EXAMPLES }));
    expect(API_EXAMPLES.length).toBeGreaterThan(10);
    for (const e of API_EXAMPLES) {
      expect(flow, e.id).toContain(`id="example-${e.id}"`);
      expect(flow, e.id).toContain(`${e.method} ${e.url}`.replace(/&/g, "&amp;"));
    }
    expect(readFileSync("app/docs/page.tsx", "utf8")).toContain("<FlowExamples examples={API_EXAMPLES} />");
  });
});
