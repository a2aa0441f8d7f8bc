/**
 * Work-event types and subtypes (interface §2.4) with the default flags per subtype (rules.md §13).
 * The DB layer uses these defaults when a client omits the flags; the engine reads the flags
 * carried by each event.
 */
export const EVENT_TYPES = ["work", "leave", "public_holiday", "vacation", "sick_leave", "work_injury", "leave_of_absence"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_SUBTYPES = [
  "regular_work",
  "holiday_work",
  "sunday_work",
  "night_work",
  "other_work",
  "overtime",
  "daily_overtime",
  "night_overtime",
  "unpaid_absence",
  "unpaid_absence_suspended",
  "paid_permit",
  "unpaid_permit",
  "sick_full",
  "sick_half",
  "sick_none",
  "sick_custom",
  "work_injury_full",
  "work_injury_none",
  "regular_vacation",
  "regular_public_holiday",
  "maternity_leave",
  "paternity_leave",
  "matrimonial_leave",
  // CCNL 2025 (docs/domain/rules-update.md §8)
  "parental_leave",
  "birth_permit",
] as const;
export type EventSubType = (typeof EVENT_SUBTYPES)[number];

/**
 * Where a sick or injured live-in worker spends the day (docs/domain/rules-update.md §1b): at the
 * employer's home (board still given in kind, the default), in hospital (board neither given nor
 * owed) or elsewhere (the board is owed as a cash indemnity on the paid days).
 */
export const ABSENCE_LOCATIONS = ["employer_home", "hospital", "elsewhere"] as const;
export type AbsenceLocation = (typeof ABSENCE_LOCATIONS)[number];
/** The event types a location applies to. */
export const LOCATED_ABSENCE_TYPES: readonly EventType[] = ["sick_leave", "work_injury"];

/** subtype → parent type (interface §2.4). */
export const SUBTYPE_PARENT: Readonly<Record<EventSubType, EventType>> = {
  regular_work: "work",
  holiday_work: "work",
  sunday_work: "work",
  night_work: "work",
  other_work: "work",
  overtime: "work",
  daily_overtime: "work",
  night_overtime: "work",
  unpaid_absence: "leave",
  unpaid_absence_suspended: "leave",
  paid_permit: "leave",
  unpaid_permit: "leave",
  sick_full: "sick_leave",
  sick_half: "sick_leave",
  sick_none: "sick_leave",
  sick_custom: "sick_leave",
  work_injury_full: "work_injury",
  work_injury_none: "work_injury",
  regular_vacation: "vacation",
  regular_public_holiday: "public_holiday",
  maternity_leave: "leave_of_absence",
  paternity_leave: "leave_of_absence",
  matrimonial_leave: "leave_of_absence",
  parental_leave: "leave_of_absence",
  birth_permit: "leave",
};

/** type → its subtypes. */
export const TYPE_SUBTYPES: Readonly<Record<EventType, readonly EventSubType[]>> = EVENT_TYPES.reduce(
  (acc, t) => {
    acc[t] = EVENT_SUBTYPES.filter((s) => SUBTYPE_PARENT[s] === t);
    return acc;
  },
  {} as Record<EventType, EventSubType[]>,
);

export function isSubtypeOf(type: string, subType: string): boolean {
  return (SUBTYPE_PARENT as Record<string, string>)[subType] === type;
}

export interface SubtypeDefaults {
  /** default pay multiplier (decimal string) */
  multiplier: string;
  addsToThirteen: boolean;
  addsToSeverance: boolean;
  /** premium computed on the hourly retribuzione globale (incl. hourly board share) */
  isFromGlobalWage: boolean;
  /** hours count for INPS / CAS.SA.COLF */
  affectsContributions: boolean;
  /** Italian label used on payslip lines */
  label: string;
}

/**
 * Defaults per rules.md §13. Premium items are occasional: no 13th/TFR unless the client flags
 * them (Q5). Unpaid subtypes default to multiplier 1 (the interface's range is 0.01–10): the
 * engine pays nothing for them whatever the multiplier, so 1 only says "no premium". Absence flags are informational: the engine applies the day weights of §6/§7
 * (e.g. maternity 20 % of the thirteenth) regardless of the flags on absence events.
 */
export const SUBTYPE_DEFAULTS: Readonly<Record<EventSubType, SubtypeDefaults>> = {
  regular_work: { multiplier: "1", addsToThirteen: true, addsToSeverance: true, isFromGlobalWage: false, affectsContributions: true, label: "Ore ordinarie" },
  holiday_work: {
    multiplier: "1.6",
    addsToThirteen: false,
    addsToSeverance: false,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Lavoro festivo",
  },
  sunday_work: {
    multiplier: "1.6",
    addsToThirteen: false,
    addsToSeverance: false,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Lavoro domenicale",
  },
  night_work: {
    multiplier: "1.2",
    addsToThirteen: false,
    addsToSeverance: false,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Lavoro notturno",
  },
  other_work: { multiplier: "1", addsToThirteen: false, addsToSeverance: false, isFromGlobalWage: false, affectsContributions: true, label: "Altro lavoro" },
  overtime: {
    multiplier: "1.25",
    addsToThirteen: false,
    addsToSeverance: false,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Lavoro straordinario",
  },
  daily_overtime: {
    multiplier: "1.25",
    addsToThirteen: false,
    addsToSeverance: false,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Straordinario giornaliero",
  },
  night_overtime: {
    multiplier: "1.5",
    addsToThirteen: false,
    addsToSeverance: false,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Straordinario notturno",
  },
  unpaid_absence: {
    multiplier: "1",
    addsToThirteen: false,
    addsToSeverance: false,
    isFromGlobalWage: false,
    affectsContributions: false,
    label: "Assenza non retribuita",
  },
  unpaid_absence_suspended: {
    multiplier: "1",
    addsToThirteen: false,
    addsToSeverance: false,
    isFromGlobalWage: false,
    affectsContributions: false,
    label: "Aspettativa non retribuita",
  },
  paid_permit: {
    multiplier: "1",
    addsToThirteen: true,
    addsToSeverance: true,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Permesso retribuito",
  },
  unpaid_permit: {
    multiplier: "1",
    addsToThirteen: false,
    addsToSeverance: false,
    isFromGlobalWage: false,
    affectsContributions: false,
    label: "Permesso non retribuito",
  },
  sick_full: { multiplier: "1", addsToThirteen: true, addsToSeverance: true, isFromGlobalWage: true, affectsContributions: true, label: "Malattia 100%" },
  sick_half: {
    multiplier: "0.5",
    addsToThirteen: true,
    addsToSeverance: true,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Malattia 50% (giorni 1-3)",
  },
  sick_none: {
    multiplier: "1",
    addsToThirteen: true,
    addsToSeverance: true,
    isFromGlobalWage: true,
    affectsContributions: false,
    label: "Malattia non retribuita",
  },
  sick_custom: {
    multiplier: "1",
    addsToThirteen: true,
    addsToSeverance: true,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Malattia (personalizzata)",
  },
  work_injury_full: {
    multiplier: "1",
    addsToThirteen: true,
    addsToSeverance: true,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Infortunio (carico datore, giorni 1-3)",
  },
  work_injury_none: {
    multiplier: "1",
    addsToThirteen: true,
    addsToSeverance: true,
    isFromGlobalWage: true,
    affectsContributions: false,
    label: "Infortunio (indennità INAIL)",
  },
  regular_vacation: { multiplier: "1", addsToThirteen: true, addsToSeverance: true, isFromGlobalWage: true, affectsContributions: true, label: "Ferie" },
  regular_public_holiday: {
    multiplier: "1",
    addsToThirteen: true,
    addsToSeverance: true,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Festività",
  },
  maternity_leave: {
    multiplier: "1",
    addsToThirteen: true,
    addsToSeverance: true,
    isFromGlobalWage: false,
    affectsContributions: false,
    label: "Maternità (INPS)",
  },
  paternity_leave: {
    multiplier: "1",
    addsToThirteen: false,
    addsToSeverance: true,
    isFromGlobalWage: false,
    affectsContributions: false,
    label: "Paternità (INPS)",
  },
  matrimonial_leave: {
    multiplier: "1",
    addsToThirteen: true,
    addsToSeverance: true,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Congedo matrimoniale",
  },
  // CCNL 2025: up to 4 months, unpaid, "senza maturazione di alcun istituto" (no 13th, TFR, vacation); 0 INPS hours
  parental_leave: {
    multiplier: "1",
    addsToThirteen: false,
    addsToSeverance: false,
    isFromGlobalWage: false,
    affectsContributions: false,
    label: "Congedo parentale CCNL 2025 (non retribuito)",
  },
  // CCNL 2025: 2 days of paid permit for the father at the birth of a child
  birth_permit: {
    multiplier: "1",
    addsToThirteen: true,
    addsToSeverance: true,
    isFromGlobalWage: true,
    affectsContributions: true,
    label: "Permesso retribuito per nascita di un figlio (padre)",
  },
};

/** Build a full event record from a type/subtype with the default flags (handy for tests and auto-fill). */
export function defaultFlags(
  subType: EventSubType,
): Pick<SubtypeDefaults, "multiplier" | "addsToThirteen" | "addsToSeverance" | "isFromGlobalWage" | "affectsContributions"> {
  const d = SUBTYPE_DEFAULTS[subType];
  return {
    multiplier: d.multiplier,
    addsToThirteen: d.addsToThirteen,
    addsToSeverance: d.addsToSeverance,
    isFromGlobalWage: d.isFromGlobalWage,
    affectsContributions: d.affectsContributions,
  };
}
