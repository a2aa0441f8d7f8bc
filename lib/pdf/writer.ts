/**
 * A small layout layer over pdfkit (ARCHITECTURE.md "PDF documents"): A4 pages, DejaVu Sans embedded
 * (subset) so that "€" and Italian accents print everywhere, table rows, headings, "keep together"
 * blocks, and a footer on every page ("… · pagina x di y"). Output is a Buffer; no browser.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { create as createFont, type Font } from "fontkit";
import PDFDocument from "pdfkit";

const FONT_DIR = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
/** Parsed once per process: fontkit keeps its glyph and layout caches on the font object. */
let fontCache: { regular: Font; bold: Font } | null = null;
function fonts() {
  fontCache ??= {
    regular: createFont(readFileSync(path.join(FONT_DIR, "DejaVuSans.ttf"))) as Font,
    bold: createFont(readFileSync(path.join(FONT_DIR, "DejaVuSans-Bold.ttf"))) as Font,
  };
  return fontCache;
}

/** pdfkit accepts a parsed fontkit font wherever its types say a path or the font's bytes. */
function fontSource(font: Font): string {
  return font as Font & string;
}

export const PAGE = { width: 595.28, height: 841.89, margin: 40, footer: 28 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export interface Column {
  text: string;
  /** fraction of the content width */
  width: number;
  align?: "left" | "right" | "center";
  bold?: boolean;
}

export interface WriterOptions {
  title: string;
  /** footer text before "pagina x di y" (employer, worker, period) */
  footer: string;
  /** fixed creation date, so the document does not depend on the clock */
  createdAt: Date;
  /**
   * Encrypts the file (AES-256, PDF 1.7 extension level 3): opening it asks for `userPassword`; the
   * owner password (never told to anyone) holds the permissions: print and copy allowed, changes not.
   */
  security?: { userPassword: string; ownerPassword: string };
}

export class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private y = PAGE.margin;
  /** documents inside this file (a month's payslips): first page index and footer, numbered separately */
  private readonly sections: { start: number; footer: string }[];
  /** where keepTogether measures its blocks */
  private scratch: PdfWriter | null = null;

  constructor(private readonly options: WriterOptions) {
    const f = fonts();
    this.sections = [{ start: 0, footer: options.footer }];
    this.doc = new PDFDocument({
      size: "A4",
      margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
      bufferPages: true,
      autoFirstPage: true,
      font: fontSource(f.regular),
      lang: "it-IT",
      info: { Title: options.title, Producer: "Paghe Domestiche", Creator: "Paghe Domestiche", CreationDate: options.createdAt, ModDate: options.createdAt },
      ...(options.security
        ? {
            pdfVersion: "1.7ext3" as const,
            userPassword: options.security.userPassword,
            ownerPassword: options.security.ownerPassword,
            permissions: { printing: "highResolution" as const, copying: true, modifying: false, annotating: false, documentAssembly: false },
          }
        : {}),
    });
    this.doc.registerFont("regular", fontSource(f.regular));
    this.doc.registerFont("bold", fontSource(f.bold));
    this.doc.on("data", (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve, reject) => {
      this.doc.on("end", () => resolve(Buffer.concat(this.chunks)));
      this.doc.on("error", reject);
    });
  }

  private get bottom(): number {
    return PAGE.height - PAGE.margin - PAGE.footer;
  }

  /** Start a new page when less than `height` points are left. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  /** Start another document in the same file, on a new page, with its own footer and page numbers. */
  startSection(footer: string): void {
    this.newPage();
    this.sections.push({ start: this.doc.bufferedPageRange().count - 1, footer });
  }

  gap(height = 6): void {
    this.y += height;
  }

  text(value: string, opts: { size?: number; bold?: boolean; align?: "left" | "right" | "center"; color?: string } = {}): void {
    const size = opts.size ?? 9;
    this.doc
      .font(opts.bold ? "bold" : "regular")
      .fontSize(size)
      .fillColor(opts.color ?? "#000000");
    const h = this.doc.heightOfString(value, { width: CONTENT_WIDTH });
    this.ensure(h);
    this.doc.text(value, PAGE.margin, this.y, { width: CONTENT_WIDTH, align: opts.align ?? "left" });
    this.y += h + 2;
  }

  heading(value: string, size = 11): void {
    this.ensure(size + 30); // a heading never ends a page alone
    this.gap(4);
    this.text(value, { size, bold: true });
    this.rule();
  }

  rule(): void {
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .lineWidth(0.5)
      .strokeColor("#888888")
      .stroke();
    this.y += 3;
  }

  /** One table row; cells wrap inside their column. */
  row(columns: Column[], opts: { size?: number; shade?: boolean } = {}): void {
    const size = opts.size ?? 8.5;
    const heights = columns.map((c) => {
      this.doc.font(c.bold ? "bold" : "regular").fontSize(size);
      return this.doc.heightOfString(c.text || " ", { width: c.width * CONTENT_WIDTH - 4 });
    });
    const h = Math.max(...heights) + 1.5;
    this.ensure(h);
    if (opts.shade) this.doc.rect(PAGE.margin, this.y - 1, CONTENT_WIDTH, h).fill("#eeeeee");
    let x = PAGE.margin;
    for (const c of columns) {
      this.doc
        .font(c.bold ? "bold" : "regular")
        .fontSize(size)
        .fillColor("#000000");
      this.doc.text(c.text, x + 2, this.y + 0.5, { width: c.width * CONTENT_WIDTH - 4, align: c.align ?? "left", lineBreak: true });
      x += c.width * CONTENT_WIDTH;
    }
    this.y += h;
  }

  /** Label / value pairs, `perRow` pairs a row (label 45 %, value 55 % of each pair's width). */
  pairs(items: [string, string][], opts: { size?: number; perRow?: number } = {}): void {
    const perRow = opts.perRow ?? 3;
    const pairWidth = 1 / perRow;
    for (let i = 0; i < items.length; i += perRow) {
      const cols: Column[] = [];
      for (let j = 0; j < perRow; j++) {
        const item = items[i + j];
        cols.push({ text: item?.[0] ?? "", width: pairWidth * 0.45, bold: true }, { text: item?.[1] ?? "", width: pairWidth * 0.55 });
      }
      this.row(cols, { size: opts.size ?? 7.5 });
    }
  }

  /**
   * Writes a block on one page: its height is measured first on a scratch document (never finished),
   * and a new page starts when it does not fit in what is left (totals and signatures never part).
   */
  keepTogether(write: (w: PdfWriter) => void): void {
    // one scratch document per writer, a fresh page per block (a document costs more than a page)
    this.scratch ??= new PdfWriter({ ...this.options, security: undefined });
    this.scratch.newPage();
    write(this.scratch);
    this.ensure(this.scratch.y - PAGE.margin);
    write(this);
  }

  /** Remaining vertical space on the current page. */
  get spaceLeft(): number {
    return this.bottom - this.y;
  }

  /** Writes the footer on every page and returns the bytes. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const index = this.sections.findLastIndex((x) => x.start <= i - range.start);
      const section = this.sections[index]!;
      const end = index + 1 < this.sections.length ? this.sections[index + 1]!.start : range.count;
      const footer = `${section.footer} · pagina ${i - range.start - section.start + 1} di ${end - section.start}`;
      this.doc.font("regular").fontSize(7).fillColor("#444444");
      // writing below the bottom margin must not add a page
      const saved = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc.text(footer, PAGE.margin, PAGE.height - PAGE.margin, { width: CONTENT_WIDTH, align: "center", lineBreak: false });
      this.doc.page.margins.bottom = saved;
    }
    this.doc.end();
    return this.done;
  }
}
