import type { Dictionary } from "./it";
import { en as common } from "../messages/en/common";
import { en as auth } from "../messages/en/auth";
import { en as settings } from "../messages/en/settings";
import { en as employers } from "../messages/en/employers";
import { en as contracts } from "../messages/en/contracts";
import { en as workEvents } from "../messages/en/workEvents";
import { en as payroll } from "../messages/en/payroll";
import { en as statements } from "../messages/en/statements";
import { en as worklist } from "../messages/en/worklist";
import { en as workers } from "../messages/en/workers";
import { en as inpsCommunications } from "../messages/en/inpsCommunications";
import { en as letters } from "../messages/en/letters";
import { en as deadlines } from "../messages/en/deadlines";
import { en as delivery } from "../messages/en/delivery";
import { en as portal } from "../messages/en/portal";
import { en as payments } from "../messages/en/payments";
import { en as contributionPayments } from "../messages/en/contributionPayments";
import { en as months } from "../messages/en/months";
import { en as corrections } from "../messages/en/corrections";
import { en as rateTables } from "../messages/en/rateTables";

/** The English dictionary (lib/i18n/messages/en/<feature>.ts): its own chunk, loaded only on pages shown in English. */
export const dictionary: Dictionary = {
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
