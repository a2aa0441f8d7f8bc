const it = {
  signIn: {
    title: "Accedi",
    subtitle: "Area riservata agli operatori paghe",
    email: "E-mail",
    password: "Password",
    submit: "Accedi",
    submitting: "Accesso in corso…",
    invalid: "E-mail o password non corretti.",
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
  },
};

export const auth = { it, en };
