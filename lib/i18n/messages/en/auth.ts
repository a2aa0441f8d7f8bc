// The English of lib/i18n/messages/auth.ts (its own module: a page loads only its language).
import type { AuthMessages } from "../auth";

export const en: AuthMessages = {
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
