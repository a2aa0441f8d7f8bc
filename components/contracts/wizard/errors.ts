/** The message of a nested field's error ("worker.firstName"), if any. */
export function getError(errors: unknown, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = node && typeof node === "object" ? (node as { message?: unknown }).message : undefined;
  return typeof message === "string" ? message : undefined;
}
