/**
 * A field's problem worded from its code and params (lib/client/field-problem.ts), for the API's
 * field errors and the forms' own zod checks alike: never the API's English message (issue 15 point 16).
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { applyProblemToForm, fieldProblemResolver, fieldProblemText, zodIssueText } from "@/lib/client/field-problem";
import { createUserSchema, resetPasswordSchema } from "@/lib/validation/settings";
import { createTfrCoefficientSchema } from "@/lib/validation/tfr-coefficient";
import { getDictionary } from "@/lib/i18n/dictionary";
import { zodIssuesToFieldErrors } from "@/lib/validation/zod-errors";
import { hoursSchema, multiplierSchema, workEventItemSchema } from "@/lib/validation/work-event";
import { runPayrollBody } from "@/lib/validation/payslip";

const it_ = getDictionary("it");
const en = getDictionary("en");

describe("the API's field errors carry what a screen needs to word them", () => {
  it("a decimal with too many decimals, below the minimum, above the maximum: a code and its bound", () => {
    const problems = (schema: z.ZodType, value: unknown) => zodIssuesToFieldErrors(schema.safeParse(value).error!);
    expect(problems(hoursSchema, "4.123")).toEqual([
      { path: "", code: "invalid_decimal", params: { scale: "2" }, message: expect.stringContaining("at most 2 decimals") },
    ]);
    expect(problems(multiplierSchema, "1.00001")).toMatchObject([{ code: "invalid_decimal", params: { scale: "4" } }]);
    expect(problems(multiplierSchema, "0")).toMatchObject([{ code: "below_minimum", params: { minimum: "0.01" } }]);
    expect(problems(hoursSchema, "24.5")).toMatchObject([{ code: "above_maximum", params: { maximum: "24" } }]);
    expect(problems(z.string().max(120), "x".repeat(121))).toMatchObject([{ code: "too_big", params: { maximum: "120", origin: "string" } }]);
  });

  it("a check of the shared schema names its own code (the range of a work-event batch, a notice without its end)", () => {
    const batch = workEventItemSchema.safeParse({
      domesticContractId: "c",
      date: "2025-13-01",
      type: "worked",
      subType: "worked_regular",
      hours: "4",
      multiplier: "1",
    });
    expect(zodIssuesToFieldErrors(batch.error!).map((p) => p.code)).toContain("invalid_date");
    const id = "3f0c8a52-5d0e-4b8e-9a53-0f1c2d3e4f50";
    const run = runPayrollBody.safeParse({
      domesticContractId: id,
      organizationId: id,
      period: "2025-11",
      contributionWeeks: [],
      missingNoticeType: "EMPLOYER",
    });
    expect(zodIssuesToFieldErrors(run.error!)).toContainEqual(expect.objectContaining({ path: "/missingNoticeType", code: "notice_needs_end_date" }));
  });
});

describe("fieldProblemText", () => {
  it.each([
    [
      { code: "invalid_decimal", params: { scale: "2" } },
      "Inserisci un numero con al massimo 2 decimali (es. 12,50).",
      "Enter a number with at most 2 decimals (e.g. 12.50).",
    ],
    [{ code: "below_minimum", params: { minimum: "0.01" } }, "Deve essere almeno 0,01.", "Must be at least 0.01."],
    [{ code: "too_big", params: { maximum: "2000", origin: "string" } }, "Al massimo 2000 caratteri.", "At most 2000 characters."],
    [{ code: "too_small", params: { minimum: "1", origin: "string" } }, "Campo obbligatorio.", "Required."],
    [{ code: "too_small", params: { minimum: "3", origin: "number" } }, "Deve essere almeno 3.", "Must be at least 3."],
    [
      { code: "day_hours_exceeded", params: { date: "2026-03-02", existingHours: "20.00", addedHours: "6.00", totalHours: "26.00", max: "24" } },
      "Il 2 marzo 2026 contiene già 20,00 h: con altre 6,00 h arriverebbe a 26,00 h, oltre le 24 h di un giorno.",
      "2 March 2026 already holds 20.00 h: 6.00 h more would make 26.00 h, over the 24 h of a day.",
    ],
    [{ code: "notice_needs_end_date" }, "Il preavviso richiede la data di cessazione.", "The notice needs the termination date."],
    [
      { code: "level_not_allowed_for_job", params: { allowed: "A, AS" } },
      "Livello non adatto alla mansione: ammessi A, AS",
      "The level does not fit the job: allowed A, AS",
    ],
  ])("%j", (problem, italian, english) => {
    expect(fieldProblemText(problem, it_, "it")).toBe(italian);
    expect(fieldProblemText(problem, en, "en")).toBe(english);
  });

  it("an unknown code reads as 'not a valid value' in the screen's language, never as the API's English", () => {
    const problem = { code: "something_new", message: "The API's English sentence" };
    expect(fieldProblemText(problem, it_, "it")).toBe("Valore non valido.");
    expect(fieldProblemText(problem, en, "en")).toBe("Not a valid value.");
  });

  it("a form's own zod check reads like the API's refusal of the same field", () => {
    const issue = hoursSchema.safeParse("25").error!.issues[0]!;
    expect(zodIssueText(issue, it_, "it")).toBe("Deve essere al massimo 24.");
  });
});

describe("applyProblemToForm", () => {
  it("puts each problem on the field its pointer names, worded by code, and returns what no field shows", () => {
    const set: Record<string, string> = {};
    const unplaced = applyProblemToForm(
      [
        { path: "/contributionWeeks/0/hours", code: "invalid_decimal", message: "Must be a decimal…", params: { scale: "2" } },
        { path: "/a~1b", code: "notice_needs_end_date", message: "Notice indemnity needs employmentEndDate" },
        { path: "", code: "something_new", message: "English" },
      ],
      {
        fieldOf: (segments) => (segments.length > 0 ? segments.join(".") : null),
        text: (problem) => fieldProblemText(problem, it_, "it"),
        setError: (field, message) => {
          set[field] = message;
        },
      },
    );
    expect(set).toEqual({
      "contributionWeeks.0.hours": "Inserisci un numero con al massimo 2 decimali (es. 12,50).",
      "a/b": "Il preavviso richiede la data di cessazione.",
    });
    expect(unplaced).toEqual(["Valore non valido."]);
  });
});

describe("fieldProblemResolver (the forms' one resolver)", () => {
  const resolve = async (schema: z.ZodType, values: Record<string, unknown>, locale: "it" | "en") => {
    const resolver = fieldProblemResolver(schema, { t: locale === "it" ? it_ : en, locale });
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));
  };

  it("words each field's first problem in the screen's language, from its code and params, never the schema's English", async () => {
    expect(await resolve(createUserSchema, { name: "", email: "x", password: "corta", role: "clerk" }, "it")).toEqual({
      name: "Campo obbligatorio.",
      email: "Indirizzo e-mail non valido.",
      password: "Almeno 10 caratteri.",
    });
    expect(await resolve(createUserSchema, { name: "", email: "x", password: "corta", role: "clerk" }, "en")).toEqual({
      name: "Required.",
      email: "Not a valid e-mail address.",
      password: "At least 10 characters.",
    });
    expect(await resolve(resetPasswordSchema, { password: "" }, "it")).toEqual({ password: "Almeno 10 caratteri." });
    // the schema's own check and a decimal's scale, by their stable codes
    expect(await resolve(createTfrCoefficientSchema, { month: "2026-3", source: "ISTAT" }, "it")).toEqual({
      month: "Indica il mese come AAAA-MM (es. 2026-03).",
      percent: "Indica il coefficiente o l'indice FOI.",
    });
    expect(await resolve(createTfrCoefficientSchema, { month: "2026-03", percent: "2.1234567", source: "ISTAT" }, "it")).toEqual({
      percent: "Inserisci un numero con al massimo 6 decimali (es. 12,50).",
    });
  });

  it("hands the parsed values on when the form is valid", async () => {
    const resolver = fieldProblemResolver(createTfrCoefficientSchema, { t: it_, locale: "it" });
    const result = await resolver({ month: "2026-03", percent: "2.061356", source: " ISTAT " }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result).toEqual({ values: { month: "2026-03", percent: "2.061356", source: "ISTAT" }, errors: {} });
  });
});

describe("the contract's CCNL checks keep their own figures", () => {
  it("a minimum wage reads as money, a weekly limit as hours", () => {
    const problem = { code: "below_ccnl_minimum", params: { minimum: "1137.86", year: "2025", level: "CS", unit: "month" } };
    expect(fieldProblemText(problem, it_, "it")).toBe("Sotto il minimo CCNL 2025 per il livello CS: almeno 1.137,86 € al mese");
    expect(fieldProblemText({ code: "invalid_zip_code" }, it_, "it")).toBe("Il CAP ha cinque cifre.");
  });
});
