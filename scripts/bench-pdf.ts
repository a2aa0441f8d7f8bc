/**
 * Benchmark (not a test): a payslip's PDF as the app renders it (lib/pdf/payslip-pdf.ts) against a
 * floor measured in the same run: pdfkit writing the same text, with the same font parsed once,
 * one document each. Prints both per document, the ratio and the machine's load.
 *   npx tsx scripts/bench-pdf.ts   (BENCH_PDF_DOCS=200)
 */
import os from "node:os";
import path from "node:path";
import { readFileSync } from "node:fs";
import { create as createFont } from "fontkit";
import PDFDocument from "pdfkit";
import { extractText, getDocumentProxy } from "unpdf";
import { calculatePayslip, type PayslipResult } from "@/lib/payroll";
import { renderPayslipPdf } from "@/lib/pdf/payslip-pdf";
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
const sample = await renderPayslipPdf(d, AT);
const { text } = await extractText(await getDocumentProxy(new Uint8Array(sample)), { mergePages: true });
const font = createFont(readFileSync(path.join(process.cwd(), "node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf")));
const floorOne = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    doc.on("data", (b: Buffer) => chunks.push(b));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc
      .font(font as never)
      .fontSize(8.5)
      .text(text as string);
    doc.end();
  });
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
  `payslip PDF, ${N} documents alternated: app ${(app / N).toFixed(2)} ms, pdfkit floor ${(floor / N).toFixed(2)} ms, ratio ${(app / floor).toFixed(2)}×; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
