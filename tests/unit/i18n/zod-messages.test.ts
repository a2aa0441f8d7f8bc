import { describe, expect, it } from "vitest";
import { zodErrorMap } from "@/lib/i18n/zod-messages";
import { createUserSchema, resetPasswordSchema } from "@/lib/validation/settings";

const messages = (
  schema: { safeParse: (v: unknown, o: object) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
  locale: "it" | "en",
) => Object.fromEntries((schema.safeParse(value, { error: zodErrorMap(locale) }).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("form messages in the clerk's language", () => {
  it("speak Italian on Italian screens and English on English ones", () => {
    expect(messages(createUserSchema, { name: "", email: "x", password: "corta" }, "it")).toEqual({
      name: "Campo obbligatorio",
      email: "Indirizzo e-mail non valido",
      password: "Almeno 10 caratteri",
    });
    expect(messages(createUserSchema, { name: "", email: "x", password: "corta" }, "en")).toEqual({
      name: "Required",
      email: "Not a valid e-mail address",
      password: "At least 10 characters",
    });
    expect(messages(resetPasswordSchema, {}, "it")).toEqual({ password: "Campo obbligatorio" });
  });
});
