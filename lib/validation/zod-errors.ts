import type { z } from "zod";
import type { FieldError } from "@/lib/errors";

/** RFC 6901 JSON pointer for a zod issue path. */
export function toPointer(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "";
  return "/" + path.map((p) => String(p).replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
}

export function zodIssuesToFieldErrors(error: z.ZodError, prefix: readonly PropertyKey[] = []): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        out.push({ path: toPointer([...prefix, ...issue.path, key]), message: `Unknown field '${key}'`, code: "unknown_field" });
      }
      continue;
    }
    // A custom check may name its own stable code in params.code (e.g. subtype_not_under_type).
    const custom = issue.code === "custom" ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
    out.push({ path: toPointer([...prefix, ...issue.path]), message: issue.message, code: typeof custom === "string" ? custom : issue.code });
  }
  return out;
}
