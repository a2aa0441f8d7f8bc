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
    out.push({ path: toPointer([...prefix, ...issue.path]), ...issueProblem(issue) });
  }
  return out;
}

/** One zod issue as the API names it: a stable code, its params and the English message. */
export function issueProblem(issue: z.core.$ZodIssue): Omit<FieldError, "path"> {
  // A custom check may name its own stable code in params.code (e.g. subtype_not_under_type).
  const custom = issue.code === "custom" ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
  const params = issueParams(issue);
  return { message: issue.message, code: typeof custom === "string" ? custom : issue.code, ...(params ? { params } : {}) };
}

/**
 * What a client needs to word the problem in its own language without reading the English message:
 * the bound of a size check, the expected type or format, the values a custom check names.
 */
function issueParams(issue: z.core.$ZodIssue): Record<string, string> | undefined {
  switch (issue.code) {
    case "too_small":
      return { minimum: String(issue.minimum), origin: String(issue.origin) };
    case "too_big":
      return { maximum: String(issue.maximum), origin: String(issue.origin) };
    case "invalid_type":
      return { expected: String(issue.expected) };
    case "invalid_format":
      return { format: String(issue.format) };
    case "invalid_value":
      return { values: issue.values.map(String).join(", ") };
    case "custom": {
      const entries = Object.entries(issue.params ?? {}).filter(([key, value]) => key !== "code" && ["string", "number"].includes(typeof value));
      return entries.length > 0 ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
    }
    default:
      return undefined;
  }
}
