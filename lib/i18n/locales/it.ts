import type { Dictionary } from "../dictionary";
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

/**
 * The Italian dictionary alone: the browser loads this chunk only on pages shown in Italian
 * (lib/i18n/client.tsx); the server's getDictionary (lib/i18n/dictionary.ts) holds both languages.
 */
export const dictionary: Dictionary = { common, auth, settings, employers, contracts, workEvents, payroll, statements, worklist, workers };
