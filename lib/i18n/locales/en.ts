import type { Dictionary } from "../dictionary";
import { en as common } from "../messages/common";
import { en as auth } from "../messages/auth";
import { en as settings } from "../messages/settings";
import { en as employers } from "../messages/employers";
import { en as contracts } from "../messages/contracts";
import { en as workEvents } from "../messages/workEvents";
import { en as payroll } from "../messages/payroll";
import { en as statements } from "../messages/statements";
import { en as worklist } from "../messages/worklist";
import { en as workers } from "../messages/workers";

/**
 * The English dictionary alone: the browser loads this chunk only on pages shown in English
 * (lib/i18n/client.tsx); the server's getDictionary (lib/i18n/dictionary.ts) holds both languages.
 */
export const dictionary: Dictionary = { common, auth, settings, employers, contracts, workEvents, payroll, statements, worklist, workers };
