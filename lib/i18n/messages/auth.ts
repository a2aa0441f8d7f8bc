const it = {
  signIn: {
    title: "Accedi",
    subtitle: "Area riservata agli operatori paghe",
    email: "E-mail",
    password: "Password",
    submit: "Accedi",
    submitting: "Accesso in corso…",
    invalid: "E-mail o password non corretti.",
    tooMany: (seconds: number) => `Troppi tentativi falliti: riprova tra ${seconds < 60 ? `${seconds} secondi` : `${Math.ceil(seconds / 60)} minuti`}.`,
  },
};

export type AuthMessages = typeof it;

const en: AuthMessages = {
  signIn: {
    title: "Sign in",
    subtitle: "For payroll clerks",
    email: "E-mail",
    password: "Password",
    submit: "Sign in",
    submitting: "Signing in…",
    invalid: "Wrong e-mail or password.",
    tooMany: (seconds: number) => `Too many failed attempts: try again in ${seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
  },
};

export const auth = { it, en };
