/**
 * Benchmark (not a test): a payslip's PDF as the app renders it (lib/pdf/payslip-pdf.ts) against a
 * floor measured in the same run: pdfkit drawing the same page — every line of text the app's
 * document draws, at the same place, in the same font, size and colour, and the same shaded rows and
 * rules — with no layout work at all (no wrapping, measuring or page decisions: the positions are
 * taken from one rendering of the app's). The floor gets what the app shares too: both fonts parsed
 * once and their word layouts kept across documents. One document each, alternated. Prints both per
 * document, the ratio and the machine's load; checks the floor's text is the app's.
 *   npx tsx scripts/bench-pdf.ts   (BENCH_PDF_DOCS=200)
 */
import os from "node:os";
import path from "node:path";
import { readFileSync } from "node:fs";
import { create as createFont } from "fontkit";
import PDFDocument from "pdfkit";
import { extractText, getDocumentProxy } from "unpdf";
import { calculatePayslip, type PayslipResult } from "@/lib/payroll";
import { renderPayslipPdf, renderPayslipsPdf, streamPayslipsPdf } from "@/lib/pdf/payslip-pdf";
import type { PayslipDocumentData } from "@/lib/services/documents/payslip-document-data";
import { autoFill, contract, terms } from "../tests/unit/payroll/fixtures";

const N = Number(process.env.BENCH_PDF_DOCS ?? 200);
const AT = new Date("2026-11-23T10:00:00Z");

function docData(r: PayslipResult, over: Partial<PayslipDocumentData> = {}): PayslipDocumentData {
  return {
    payslip: {
      ...r,
      id: "p1",
      status: "final",
      kind: r.isThirteenth ? "thirteenth" : "ordinary",
      organizationId: "o1",
      finalizedAt: null,
      createdAt: "",
      updatedAt: "",
      note1: null,
      note2: null,
      isOutdated: false,
      outdatedReasons: [],
    } as unknown as PayslipDocumentData["payslip"],
    employer: { name: "Rossi Anna", taxCode: "RSSNNA60A41H501X", address: "Via Roma 1, 00184 Roma (RM)" },
    worker: { name: "Elena Bianchi", fiscalCode: "BNCLNE80A41H501Y", iban: "IT60X0542811101000000123456", address: "Via Po 2, 00198 Roma (RM)" },
    contract: { startDate: "2024-01-08", endDate: null, fixedTerm: false, inpsRelationshipCode: "1234567890" },
    terms: {
      level: "B",
      jobType: "domestic_help",
      cohabiting: false,
      payBasis: "hourly",
      wage: "9.00",
      weeklyHours: "20.00",
      payTable: "C",
      ccnlMinimum: "7.12",
      minimumUnit: "hour",
      superminimo: "1.88",
      board: [],
    },
    contributoryHours: "80.00",
    thirteenthMonths: [],
    ...over,
  };
}

const t = terms();
const r = calculatePayslip({ contract: contract(), terms: [t], events: autoFill(t, "2024-12-29", "2025-02-01"), state: null, options: { period: "2025-01" } });
const d = docData(r);
type Op =
  | { page: number; kind: "text"; font: string; size: number; fill: unknown; text: string; x: number; y: number; options: Record<string, unknown> }
  | { page: number; kind: "rect"; x: number; y: number; w: number; h: number; fill: string }
  | { page: number; kind: "line"; x1: number; y1: number; x2: number; y2: number };
interface DocInternals {
  _font: { name: string; layoutCache?: Record<string, unknown> };
  _fontSize: number;
  _fillColor?: [unknown, unknown];
  page: unknown;
  _pageBuffer: unknown[];
  _pageBufferStart: number;
  _fragment(text: string, x: number, y: number, options: Record<string, unknown>): void;
}
/** Records what one rendering of the app's document draws (text lines after wrapping, rects, rules), page by page; only the document that is finished counts. */
async function capture(render: () => Promise<Buffer>): Promise<Op[]> {
  const proto = (PDFDocument as unknown as { prototype: Record<string, (...a: unknown[]) => unknown> }).prototype;
  const saved = { _fragment: proto._fragment!, rect: proto.rect!, moveTo: proto.moveTo!, lineTo: proto.lineTo!, fill: proto.fill!, end: proto.end! };
  const byDoc = new Map<unknown, Op[]>();
  let finished: Op[] = [];
  const ops = {
    push(this: void, o: Op & { doc?: unknown }) {
      const list = byDoc.get(o.doc) ?? [];
      byDoc.set(o.doc, list);
      delete o.doc;
      list.push(o);
    },
  };
  proto.end = function (this: DocInternals, ...a: unknown[]) {
    finished = byDoc.get(this) ?? [];
    return saved.end.apply(this, a);
  };
  const pageOf = (doc: DocInternals) => doc._pageBufferStart + doc._pageBuffer.indexOf(doc.page);
  let rect: { x: number; y: number; w: number; h: number } | null = null;
  let from: [number, number] | null = null;
  proto._fragment = function (this: DocInternals, ...a: unknown[]) {
    const [text, x, y, o] = a as [string, number, number, Record<string, unknown>];
    const options = { align: o.align, width: o.width, lineWidth: o.lineWidth, textWidth: o.textWidth };
    ops.push({ doc: this, page: pageOf(this), kind: "text", font: this._font.name, size: this._fontSize, fill: this._fillColor?.[0], text, x, y, options });
    return saved._fragment.apply(this, a);
  };
  proto.rect = function (this: DocInternals, ...a: unknown[]) {
    const [x, y, w, h] = a as number[];
    rect = { x: x!, y: y!, w: w!, h: h! };
    return saved.rect.apply(this, a);
  };
  proto.fill = function (this: DocInternals, ...a: unknown[]) {
    if (rect) ops.push({ doc: this, page: pageOf(this), kind: "rect", ...rect, fill: a[0] as string });
    rect = null;
    return saved.fill.apply(this, a);
  };
  proto.moveTo = function (this: DocInternals, ...a: unknown[]) {
    from = a as [number, number];
    return saved.moveTo.apply(this, a);
  };
  proto.lineTo = function (this: DocInternals, ...a: unknown[]) {
    const [x2, y2] = a as number[];
    if (from) ops.push({ doc: this, page: pageOf(this), kind: "line", x1: from[0], y1: from[1], x2: x2!, y2: y2! });
    return saved.lineTo.apply(this, a);
  };
  try {
    await render();
  } finally {
    Object.assign(proto, saved);
  }
  return finished.sort((p, q) => p.page - q.page); // stable: each page's ops in drawing order
}

const ops = await capture(() => renderPayslipPdf(d, AT));
const pageCount = Math.max(...ops.map((o) => o.page)) + 1;
const fontDir = path.join(process.cwd(), "node_modules/dejavu-fonts-ttf/ttf");
const floorFonts = {
  regular: createFont(readFileSync(path.join(fontDir, "DejaVuSans.ttf"))),
  bold: createFont(readFileSync(path.join(fontDir, "DejaVuSans-Bold.ttf"))),
};
const floorLayouts: Record<string, Record<string, unknown>> = { regular: Object.create(null), bold: Object.create(null) };
const FONT_OF: Record<string, "regular" | "bold"> = { DejaVuSans: "regular", "DejaVuSans-Bold": "bold" };
/** pdfkit drawing recorded operations, page after page (pages leave memory as the next one starts). */
const replay = (ops: Op[]) =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: "A4", margin: 40, font: null as unknown as string, info: { Title: "t", CreationDate: AT, ModDate: AT } });
    const raw = doc as unknown as DocInternals;
    for (const name of ["regular", "bold"] as const) {
      doc.registerFont(name, floorFonts[name] as never);
      doc.font(name);
      raw._font.layoutCache = floorLayouts[name];
    }
    const chunks: Buffer[] = [];
    doc.on("data", (b: Buffer) => chunks.push(b));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    let page = 0;
    for (const o of ops) {
      while (o.page > page) {
        doc.addPage();
        page++;
      }
      if (o.kind === "text") {
        doc
          .font(FONT_OF[o.font]!)
          .fontSize(o.size)
          .fillColor(o.fill as string);
        raw._fragment(o.text, o.x, o.y, o.options);
      } else if (o.kind === "rect") doc.rect(o.x, o.y, o.w, o.h).fill(o.fill);
      else doc.moveTo(o.x1, o.y1).lineTo(o.x2, o.y2).lineWidth(0.5).strokeColor("#888888").stroke();
    }
    doc.end();
  });
const floorOne = () => replay(ops);
// the floor draws the same text on the same number of pages
const textOf = async (b: Buffer) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(b)), { mergePages: false });
  return (text as string[]).map((t) => t.replace(/\s+/g, " "));
};
const [appText, floorText] = [await textOf(await renderPayslipPdf(d, AT)), await textOf(await floorOne())];
if (appText.length !== pageCount || JSON.stringify(appText) !== JSON.stringify(floorText)) {
  console.error("the floor does not draw the app's text", { appText, floorText });
  process.exit(1);
}
const appOne = () => renderPayslipPdf(d, AT);
for (let i = 0; i < 20; i++) await Promise.all([appOne(), floorOne()]);
let app = 0;
let floor = 0;
// alternated, so both see the same load
for (let i = 0; i < N; i++) {
  let t0 = performance.now();
  await appOne();
  app += performance.now() - t0;
  t0 = performance.now();
  await floorOne();
  floor += performance.now() - t0;
}
console.log(
  `payslip PDF (${pageCount} page, ${ops.length} drawing operations), ${N} documents alternated: app ${(app / N).toFixed(2)} ms, pdfkit floor ${(floor / N).toFixed(2)} ms, ratio ${(app / floor).toFixed(2)}×; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);

// The month's file: BUNDLE payslips of a page each (each its own worker) in one document, streamed
// by the app a batch of 50 at a time, against pdfkit drawing the same pages (recorded from the
// app's file) in one document. Alternated; the app's peak heap above where it started is printed.
const BUNDLE = Number(process.env.BENCH_PDF_BUNDLE ?? 1000);
if (BUNDLE > 0) {
  const list = Array.from({ length: BUNDLE }, (_, i) =>
    docData(r, {
      worker: { name: `Lavoratrice ${i} Rossi`, fiscalCode: "BNCLNE80A41H501Y", iban: null, address: `Via Po ${i}, 00198 Roma (RM)` },
      employer: { name: `Famiglia ${i} Bianchi`, taxCode: null, address: null },
    }),
  );
  const title = "Buste paga gennaio 2025";
  const bundleOps = await capture(() => renderPayslipsPdf(list, title, AT));
  const pages = bundleOps.reduce((m, o) => Math.max(m, o.page), 0) + 1;
  async function* batchesOf(size: number) {
    for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
  }
  let peakHeap = 0;
  const appBundle = async () => {
    const base = process.memoryUsage().heapUsed;
    let bytes = 0;
    let firstByteMs = 0;
    const t0 = performance.now();
    for await (const part of streamPayslipsPdf(batchesOf(50), title, AT)) {
      if (!firstByteMs) firstByteMs = performance.now() - t0;
      bytes += part.length;
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed - base);
    }
    return { bytes, firstByteMs };
  };
  const streamed: Buffer[] = [];
  for await (const part of streamPayslipsPdf(batchesOf(50), title, AT)) streamed.push(part);
  const sample = await textOf(Buffer.concat(streamed));
  const floorSample = await textOf(await replay(bundleOps));
  if (sample.length !== pages || JSON.stringify(sample) !== JSON.stringify(floorSample)) {
    console.error("the bundle's floor does not draw the app's text");
    process.exit(1);
  }
  const ROUNDS = Number(process.env.BENCH_PDF_BUNDLE_ROUNDS ?? 3);
  let appMs = 0;
  let floorMs = 0;
  let first = 0;
  let size = 0;
  for (let i = 0; i < ROUNDS; i++) {
    let t0 = performance.now();
    const out = await appBundle();
    appMs += performance.now() - t0;
    first += out.firstByteMs;
    size = out.bytes;
    t0 = performance.now();
    await replay(bundleOps);
    floorMs += performance.now() - t0;
  }
  console.log(
    `month's file, ${pages} pages (${(size / 2 ** 20).toFixed(1)} MiB), ${ROUNDS} rounds alternated: app streamed ${((pages * ROUNDS * 1000) / appMs).toFixed(0)} pages/s (first bytes after ${(first / ROUNDS).toFixed(0)} ms, peak heap +${(peakHeap / 2 ** 20).toFixed(1)} MiB), pdfkit floor ${((pages * ROUNDS * 1000) / floorMs).toFixed(0)} pages/s, ratio ${(appMs / floorMs).toFixed(2)}×; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
}
