import { it as common } from "../messages/common";
import { it as auth } from "../messages/auth";
import { it as settings } from "../messages/settings";
import { it as employers } from "../messages/employers";
import { it as contracts } from "../messages/contracts";
import { it as workEvents } from "../messages/workEvents";
import { it as payroll } from "../messages/payroll";
import { it as statements } from "../messages/statements";
import { it as worklist } from "../messages/worklist";
import { it as workers } from "../messages/workers";
import { it as inpsCommunications } from "../messages/inpsCommunications";
import { it as letters } from "../messages/letters";
import { it as deadlines } from "../messages/deadlines";
import { it as delivery } from "../messages/delivery";
import { it as portal } from "../messages/portal";
import { it as payments } from "../messages/payments";
import { it as contributionPayments } from "../messages/contributionPayments";
import { it as months } from "../messages/months";
import { it as corrections } from "../messages/corrections";
import { it as rateTables } from "../messages/rateTables";

/**
 * The Italian dictionary: every feature's Italian messages (lib/i18n/messages/<feature>.ts). The
 * browser loads this chunk only on pages shown in Italian (lib/i18n/client.tsx); the English is
 * typed by it, so a missing translation is a type error.
 */
export const dictionary = {
  common,
  auth,
  settings,
  employers,
  contracts,
  workEvents,
  payroll,
  statements,
  worklist,
  workers,
  inpsCommunications,
  letters,
  deadlines,
  delivery,
  portal,
  payments,
  contributionPayments,
  months,
  corrections,
  rateTables,
};

export type Dictionary = typeof dictionary;
