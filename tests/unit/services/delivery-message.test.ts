/** The payslip e-mail's words (issue 29 point 7): the access's language, a link, never a figure. */
import { describe, expect, it } from "vitest";
import { composePayslipMessage, type PayslipMessageFacts } from "@/lib/services/payslips/delivery-message";

const facts: PayslipMessageFacts = {
  period: "2026-03",
  kind: "ordinary",
  organizationName: "Studio Paghe Verdi",
  link: "https://paghe.example.it/portal/payslips/0b7d6a2e-1f0e-4c1b-9a51-5b7a1d2c3e4f",
  attached: false,
  audience: "worker",
};

describe("composePayslipMessage", () => {
  it("writes the worker's message in Italian: month, link, the ask to confirm, the sender", () => {
    const m = composePayslipMessage("it", facts);
    expect(m.subject).toBe("Busta paga di marzo 2026 disponibile");
    expect(m.text).toBe(
      [
        "Buongiorno,",
        "",
        "La tua busta paga di marzo 2026 è pronta.",
        "Puoi vederla e scaricarla dal portale:",
        facts.link,
        "",
        "Quando hai ricevuto la paga, confermalo dal portale.",
        "",
        "Studio Paghe Verdi",
        "",
        "Questa e-mail non contiene importi né dati personali: li trovi solo nel portale.",
      ].join("\n"),
    );
  });

  it("writes the household's message in English, without the receipt line", () => {
    const m = composePayslipMessage("en", { ...facts, audience: "household", kind: "thirteenth", period: "2026-12" });
    expect(m.subject).toBe("Thirteenth-month payslip for December 2026 available");
    expect(m.text).toContain("The thirteenth-month payslip of your domestic worker for December 2026 is ready.");
    expect(m.text).toContain(facts.link);
    expect(m.text).not.toContain("confirm");
  });

  it("says the attachment is protected by the worker's fiscal code without writing it", () => {
    const it_ = composePayslipMessage("it", { ...facts, attached: true, kind: "severance_liquidation" });
    expect(it_.subject).toBe("Liquidazione del TFR di marzo 2026 disponibile");
    expect(it_.text).toContain("Il PDF è allegato a questa e-mail ed è protetto da una password: il codice fiscale del lavoratore, in lettere maiuscole.");
    const en = composePayslipMessage("en", { ...facts, attached: true });
    expect(en.text).toContain("protected by a password: the worker's fiscal code, in capital letters.");
    expect(composePayslipMessage("en", facts).text).not.toContain("attached");
  });

  it("holds no figure: no digit outside the month's year and the link", () => {
    for (const locale of ["it", "en"] as const) {
      for (const audience of ["worker", "household"] as const) {
        const m = composePayslipMessage(locale, { ...facts, audience, attached: true });
        const digits = m.text.replace(facts.link, "").replace(/2026/g, "");
        expect(digits).not.toMatch(/\d/);
        expect(m.text).not.toContain("€");
      }
    }
  });
});
