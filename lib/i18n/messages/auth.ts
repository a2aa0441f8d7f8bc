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
  expired: {
    title: "Sessione scaduta",
    message: "La sessione è scaduta e l'ultima operazione non è stata salvata. Accedi di nuovo qui: la pagina e i dati inseriti restano come sono.",
    signedInAgain: "Accesso effettuato: ripeti l'operazione.",
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
  expired: {
    title: "Session expired",
    message: "Your session has expired and the last action was not saved. Sign in again here: the page and what you typed stay as they are.",
    signedInAgain: "Signed in: repeat the action.",
  },
};

export const auth = { it, en };
// each language alone too: a page loads only its own (lib/i18n/locales)
export { it, en };
