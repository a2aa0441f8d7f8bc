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

export { it };
