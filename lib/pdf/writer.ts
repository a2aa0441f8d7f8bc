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
type FontName = "regular" | "bold";
/**
 * Parsed once per process: fontkit keeps its glyph and layout caches on the font object. Beside each
 * font, what every document would otherwise work out again: the laid-out words (pdfkit's per-font
 * layout cache, shared by every document of the process) and the heights of measured strings.
 */
interface SharedFont {
  font: Font;
  /** pdfkit's layout cache (word → glyph run, in the font's scale): the same for every document */
  layouts: Record<string, unknown>;
}
let fontCache: Record<FontName, SharedFont> | null = null;
function fonts() {
  fontCache ??= {
    regular: { font: createFont(readFileSync(path.join(FONT_DIR, "DejaVuSans.ttf"))) as Font, layouts: Object.create(null) as Record<string, unknown> },
    bold: { font: createFont(readFileSync(path.join(FONT_DIR, "DejaVuSans-Bold.ttf"))) as Font, layouts: Object.create(null) as Record<string, unknown> },
  };
  return fontCache;
}
/** Heights of strings already measured (font, size, width, text): labels and headings repeat across documents. */
let heights = new Map<string, number>();
/** Bounds of the shared caches: past them they start again empty (a month of payslips holds a few thousand distinct words). */
const MAX_HEIGHTS = 50_000;
const MAX_LAYOUTS = 50_000;
let documentsSinceCheck = 0;
function trimSharedCaches(): void {
  if (++documentsSinceCheck < 200) return;
  documentsSinceCheck = 0;
  if (heights.size > MAX_HEIGHTS) heights = new Map();
  for (const f of Object.values(fonts())) if (Object.keys(f.layouts).length > MAX_LAYOUTS) f.layouts = Object.create(null) as Record<string, unknown>;
}

/** pdfkit accepts a parsed fontkit font wherever its types say a path or the font's bytes. */
function fontSource(font: Font): string {
  return font as Font & string;
}

/** The pdfkit font object a document made of a fontkit font (not in pdfkit's types). */
interface EmbeddedFontInternals {
  layoutCache?: Record<string, unknown>;
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
  /** a document of an organization's sandbox: "PROVA" across every page and a banner above the content (docs/api-sandbox.md) */
  testMode?: boolean;
}

/** How a renderer marks its document: a sandbox's documents say PROVA on every page. */
export interface DocumentMode {
  testMode?: boolean;
}

export const TEST_MODE_BANNER = "PROVA — documento dell'ambiente di prova, senza valore legale";

export class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private y = PAGE.margin;
  /** documents inside this file (a month's payslips): first page index and footer, numbered separately */
  private readonly sections: { start: number; footer: string }[];
  /** keepTogether's first pass: heights are measured and `y` moves as when writing, nothing is drawn and no page is added */
  private measuring = false;
  /** the fill colour the current page's content last set (null after a new page: not set yet) */
  private fill: string | null = null;

  constructor(private readonly options: WriterOptions) {
    const f = fonts();
    trimSharedCaches();
    this.sections = [{ start: 0, footer: options.footer }];
    this.doc = new PDFDocument({
      size: "A4",
      margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
      bufferPages: true,
      autoFirstPage: true,
      // no default font: the two below are the document's only fonts, each opened once
      font: null as unknown as string,
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
    for (const name of ["regular", "bold"] as const) {
      this.doc.registerFont(name, fontSource(f[name].font));
      // opened once under its registered name (cached by pdfkit from then on); its word layouts are the process's
      this.doc.font(name);
      (this.doc as unknown as { _font: EmbeddedFontInternals })._font.layoutCache = f[name].layouts;
    }
    this.doc.font("regular");
    // pdfkit writes its output through the stream's push, synchronously: kept here as written, so
    // that take() answers every byte written so far (the stream's own events come a tick later)
    // what the constructor wrote (the header) is in the stream's buffer
    for (let early = this.doc.read() as Buffer | null; early; early = this.doc.read() as Buffer | null) this.chunks.push(early);
    this.done = new Promise((resolve, reject) => {
      (this.doc as unknown as { push(chunk: Uint8Array | null): boolean }).push = (chunk) => {
        if (chunk === null) resolve(this.take());
        else this.chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        return true;
      };
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
    if (!this.measuring) {
      this.doc.addPage();
      this.fill = null;
    }
    this.y = PAGE.margin;
  }

  /** Start another document in the same file, on a new page, with its own footer and page numbers. */
  startSection(footer: string): void {
    // the sections before are complete: their footers are written and their pages leave memory
    // (into the output: a month's file of a thousand payslips holds one payslip's pages at a time)
    this.writeFooters();
    this.doc.flushPages();
    this.newPage();
    const range = this.doc.bufferedPageRange();
    this.sections.push({ start: range.start + range.count - 1, footer });
  }

  /**
   * The bytes written so far and not yet taken: a long file (a month's payslips) is sent as it is
   * written; `finish` then answers the rest.
   */
  take(): Buffer {
    const out = Buffer.concat(this.chunks);
    this.chunks.length = 0;
    return out;
  }

  gap(height = 6): void {
    this.y += height;
  }

  /** Sets font and size for measuring or writing. */
  private use(bold: boolean | undefined, size: number): void {
    this.doc.font(bold ? "bold" : "regular").fontSize(size);
  }

  /** Sets the fill colour unless the page's content already has it. */
  private fillColor(color: string): void {
    if (this.fill === color) return;
    this.doc.fillColor(color);
    this.fill = color;
  }

  /** The height of `value` in the current font and size within `width` (measured once per process for a given string). */
  private heightOf(value: string, bold: boolean | undefined, size: number, width: number): number {
    const key = `${bold ? "b" : "r"}${size}|${width}|${value}`;
    let h = heights.get(key);
    if (h === undefined) {
      h = this.doc.heightOfString(value, { width });
      heights.set(key, h);
    }
    return h;
  }

  text(value: string, opts: { size?: number; bold?: boolean; align?: "left" | "right" | "center"; color?: string } = {}): void {
    const size = opts.size ?? 9;
    this.use(opts.bold, size);
    const h = this.heightOf(value, opts.bold, size, CONTENT_WIDTH);
    this.ensure(h);
    if (!this.measuring) {
      this.fillColor(opts.color ?? "#000000");
      this.doc.text(value, PAGE.margin, this.y, { width: CONTENT_WIDTH, align: opts.align ?? "left" });
    }
    this.y += h + 2;
  }

  heading(value: string, size = 11): void {
    this.ensure(size + 30); // a heading never ends a page alone
    this.gap(4);
    this.text(value, { size, bold: true });
    this.rule();
  }

  rule(): void {
    if (!this.measuring)
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
    let tallest = 0;
    for (const c of columns) {
      this.use(c.bold, size);
      tallest = Math.max(tallest, this.heightOf(c.text || " ", c.bold, size, c.width * CONTENT_WIDTH - 4));
    }
    const h = tallest + 1.5;
    this.ensure(h);
    if (!this.measuring) {
      if (opts.shade) {
        this.doc.rect(PAGE.margin, this.y - 1, CONTENT_WIDTH, h).fill("#eeeeee");
        this.fill = "#eeeeee";
      }
      let x = PAGE.margin;
      for (const c of columns) {
        this.use(c.bold, size);
        this.fillColor("#000000");
        this.doc.text(c.text, x + 2, this.y + 0.5, { width: c.width * CONTENT_WIDTH - 4, align: c.align ?? "left", lineBreak: true });
        x += c.width * CONTENT_WIDTH;
      }
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
   * Writes a block on one page: it is written once without drawing, from the top of a page, to
   * measure its height, and a new page starts when it does not fit in what is left (totals and
   * signatures never part); then it is written.
   */
  keepTogether(write: (w: PdfWriter) => void): void {
    const { y, measuring } = this;
    this.measuring = true;
    this.y = PAGE.margin;
    let height: number;
    try {
      write(this);
      height = this.y - PAGE.margin;
    } finally {
      this.measuring = measuring;
      this.y = y;
    }
    this.ensure(height);
    write(this);
  }

  /** Remaining vertical space on the current page. */
  get spaceLeft(): number {
    return this.bottom - this.y;
  }

  /** Writes the footer on every page and returns the bytes. */
  async finish(): Promise<Buffer> {
    this.writeFooters();
    this.doc.end();
    return this.done;
  }

  /** The footer of every page still in memory: its section's text and "pagina x di y" within the section. */
  private writeFooters(): void {
    const range = this.doc.bufferedPageRange();
    const last = range.start + range.count;
    for (let i = range.start; i < last; i++) {
      this.doc.switchToPage(i);
      const index = this.sections.findLastIndex((x) => x.start <= i);
      const section = this.sections[index]!;
      const end = index + 1 < this.sections.length ? this.sections[index + 1]!.start : last;
      const footer = `${section.footer} · pagina ${i - section.start + 1} di ${end - section.start}`;
      this.doc.font("regular").fontSize(7).fillColor("#444444");
      // writing below the bottom margin must not add a page
      const saved = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc.text(footer, PAGE.margin, PAGE.height - PAGE.margin, { width: CONTENT_WIDTH, align: "center", lineBreak: false });
      if (this.options.testMode) this.markTestMode();
      this.doc.page.margins.bottom = saved;
    }
  }

  /** The sandbox's mark on the current page: a banner in the top margin and a large pale "PROVA" across the page. */
  private markTestMode(): void {
    const doc = this.doc;
    doc.font("bold").fontSize(8).fillColor("#b00000");
    doc.text(TEST_MODE_BANNER, PAGE.margin, PAGE.margin / 2 - 4, { width: CONTENT_WIDTH, align: "center", lineBreak: false });
    doc.save();
    doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
    doc.font("bold").fontSize(120).fillColor("#b00000").fillOpacity(0.08);
    doc.text("PROVA", 0, PAGE.height / 2 - 60, { width: PAGE.width, align: "center", lineBreak: false });
    doc.restore();
    doc.fillOpacity(1);
  }
}
