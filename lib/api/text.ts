import "server-only";
import { AppError, type FieldError } from "@/lib/errors";

/**
 * Text the database and the documents we produce cannot hold: NUL (Postgres rejects it in text)
 * and lone UTF-16 surrogates (not Unicode; JSON escapes such as "\ud800" produce them).
 */
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isBadText(value: string): boolean {
  return BAD_TEXT.test(value);
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** JSON pointers of every string (value or key) in `value` holding bad text. */
export function badTextPointers(value: unknown, pointer = "", out: string[] = [], depth = 0): string[] {
  if (out.length >= 20 || depth > 64) return out;
  if (typeof value === "string") {
    if (isBadText(value)) out.push(pointer || "/");
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => badTextPointers(item, `${pointer}/${i}`, out, depth + 1));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const child = `${pointer}/${escapePointer(key)}`;
      if (isBadText(key)) out.push(child);
      else badTextPointers(item, child, out, depth + 1);
    }
  }
  return out;
}

const MESSAGE = "Text must not contain NUL characters or unpaired surrogates";

/** 422 invalid_text naming every bad field of a JSON body. */
export function assertCleanBody(body: unknown): void {
  const pointers = badTextPointers(body);
  if (pointers.length > 0) {
    const errors: FieldError[] = pointers.map((path) => ({ path, message: MESSAGE, code: "invalid_text" }));
    throw new AppError("invalid_text", "The request contains text that cannot be stored", { errors });
  }
}

/** 422 invalid_text naming every bad query parameter (pointer `/<name>`, as for query schemas). */
export function assertCleanQuery(params: URLSearchParams): void {
  const errors: FieldError[] = [];
  for (const [key, value] of params) {
    if (isBadText(key) || isBadText(value)) errors.push({ path: `/${escapePointer(isBadText(key) ? "" : key)}`, message: MESSAGE, code: "invalid_text" });
  }
  if (errors.length > 0) throw new AppError("invalid_text", "The query string contains text that cannot be stored", { errors });
}
