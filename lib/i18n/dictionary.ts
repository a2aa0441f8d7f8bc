import type { Locale } from "./config";
import { auth } from "./messages/auth";
import { common } from "./messages/common";
import { contracts } from "./messages/contracts";
import { deadlines } from "./messages/deadlines";
import { employers } from "./messages/employers";
import { payroll } from "./messages/payroll";
import { settings } from "./messages/settings";
import { statements } from "./messages/statements";
import { workEvents } from "./messages/workEvents";
import { worklist } from "./messages/worklist";
import { workers } from "./messages/workers";
import { inpsCommunications } from "./messages/inpsCommunications";
import { letters } from "./messages/letters";

/**
 * Every UI string lives in lib/i18n/messages/<feature>.ts, Italian first; the English object
 * is typed by the Italian one, so a missing translation is a type error.
 */
const dictionaries = {
  it: {
    common: common.it,
    auth: auth.it,
    settings: settings.it,
    employers: employers.it,
    contracts: contracts.it,
    workEvents: workEvents.it,
    payroll: payroll.it,
    statements: statements.it,
    worklist: worklist.it,
    workers: workers.it,
    inpsCommunications: inpsCommunications.it,
    letters: letters.it,
    deadlines: deadlines.it,
  },
  en: {
    common: common.en,
    auth: auth.en,
    settings: settings.en,
    employers: employers.en,
    contracts: contracts.en,
    workEvents: workEvents.en,
    payroll: payroll.en,
    statements: statements.en,
    worklist: worklist.en,
    workers: workers.en,
    inpsCommunications: inpsCommunications.en,
    letters: letters.en,
    deadlines: deadlines.en,
  },
} as const;

export type Dictionary = (typeof dictionaries)["it"];

export function getDictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
