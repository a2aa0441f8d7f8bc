/**
 * The wording of every payslip element the engine emits: a stable `code` and an Italian template
 * whose `{placeholders}` take the element's `params` (figures as plain strings: decimals '12.50',
 * percents '25', months 'YYYY-MM', the label of an event or a custom item as given). The engine
 * names each line from this table (`elementName`), so an element's `name` is always its template
 * rendered with its params; `elementParams` reads the params back from a stored name (the API
 * answers them beside the wording, for integrators and screens that word the line themselves).
 *
 * A code may have several templates: they differ by their placeholders, or by a `variant` (a
 * param of its own, e.g. `hospital` on the sick deductions computed on the cash pay). Templates
 * are tried in order when reading a name back, the most specific first.
 */

export interface ElementWording {
  readonly code: string;
  readonly template: string;
  /** when two templates of a code have the same placeholders, the `variant` param tells them apart */
  readonly variant?: string;
}

const PREMIUM = (code: string) =>
  [
    { code, template: "{label} (maggiorazione {premiumPercent}%)" },
    { code, template: "{label} ({percent}%)" },
    { code, template: "{label}" },
  ] as const;

const SICK_DEDUCTION = (code: string, base: string) =>
  [
    { code, template: `${base} - trattenuta (ricovero)`, variant: "hospital" },
    { code, template: `${base} - trattenuta` },
  ] as const;

export const ELEMENT_WORDINGS = [
  // hourly and monthly pay (rules/earnings.ts)
  { code: "ORE_ORDINARIE", template: "Retribuzione ore ordinarie" },
  { code: "RETRIBUZIONE_MENSILE", template: "Retribuzione mensile" },
  ...PREMIUM("LAV_FESTIVO"),
  ...PREMIUM("LAV_DOMENICALE"),
  ...PREMIUM("LAV_NOTTURNO"),
  ...PREMIUM("STRAORDINARIO"),
  ...PREMIUM("STRAORDINARIO_GIORN"),
  ...PREMIUM("STRAORDINARIO_NOTT"),
  ...PREMIUM("ALTRO_LAVORO"),
  { code: "PERMESSO_RETR", template: "Permessi retribuiti" },
  { code: "PERMESSO_NASCITA", template: "Permesso retribuito per nascita di un figlio" },
  { code: "FERIE", template: "Ferie godute (1/6 orario settimanale)" },
  { code: "CONGEDO_MATRIMONIALE", template: "Congedo matrimoniale" },
  { code: "MALATTIA_100", template: "Malattia (100%)" },
  { code: "MALATTIA_50", template: "Malattia giorni 1-3 (50%)" },
  { code: "MALATTIA_CUSTOM", template: "Malattia ({percent}%)" },
  { code: "MALATTIA_NR", template: "Malattia non retribuita" },
  ...SICK_DEDUCTION("MALATTIA_NR_TRATT", "Malattia non retribuita"),
  ...SICK_DEDUCTION("MALATTIA_50_TRATT", "Malattia giorni 1-3 (50%)"),
  ...SICK_DEDUCTION("MALATTIA_CUSTOM_TRATT", "Malattia ({percent}%)"),
  ...SICK_DEDUCTION("MALATTIA_100_TRATT", "Malattia (100%)"),
  { code: "INFORTUNIO_DATORE", template: "Infortunio giorni 1-3 (carico datore)" },
  { code: "INFORTUNIO_INAIL_TRATT", template: "Infortunio a carico INAIL - trattenuta" },
  { code: "PERMESSO_NR", template: "Permesso non retribuito" },
  { code: "ASSENZA_NR", template: "Assenza non retribuita (1/26)" },
  { code: "ASPETTATIVA", template: "Aspettativa non retribuita (1/30)" },
  { code: "MATERNITA", template: "Maternità a carico INPS (1/30)" },
  { code: "PATERNITA", template: "Congedo di paternità a carico INPS (1/26)" },
  { code: "CONGEDO_PARENTALE", template: "Congedo parentale CCNL 2025, non retribuito (1/30)" },
  { code: "MESE_NON_RETRIBUITO", template: "Mese interamente non retribuito: resto della retribuzione del mese" },
  { code: "FESTIVITA", template: "Festività (1/6 orario settimanale)" },
  { code: "FESTIVITA_DOMENICA", template: "Festività cadente di domenica (1/26)" },
  { code: "SCATTI_ANZIANITA", template: "Scatti di anzianità ({increments} × 4%)" },
  // allowances (rules/wage.ts)
  { code: "IND_BABYSITTER", template: "Indennità baby-sitter (bambino under 6)" },
  { code: "IND_PLURIASSISTENZA", template: "Indennità assistenza a più persone" },
  { code: "IND_FUNZIONE", template: "Indennità di funzione" },
  { code: "IND_UNI11766", template: "Indennità certificazione UNI 11766" },
  // board (rules/earnings.ts, rules/custom-items.ts)
  { code: "VITTO_ALLOGGIO_INDENNITA", template: "Indennità sostitutiva vitto e alloggio ({days} gg)" },
  { code: "VITTO_ALLOGGIO_INDENNITA", template: "Indennità sostitutiva vitto e alloggio" },
  { code: "VITTO_ALLOGGIO_NATURA", template: "Vitto e alloggio in natura ({days} gg)" },
  { code: "VITTO_ALLOGGIO_NATURA", template: "Vitto e alloggio in natura" },
  { code: "VITTO_ALLOGGIO_ORARIO", template: "Indennità vitto e alloggio (assenze retribuite, quota oraria)", variant: "paid_absence" },
  { code: "VITTO_ALLOGGIO_ORARIO", template: "Indennità sostitutiva vitto e alloggio (quota oraria)" },
  { code: "VITTO_ALLOGGIO_NATURA_ORARIO", template: "Vitto e alloggio in natura (quota oraria)" },
  { code: "VITTO_ALLOGGIO_ASSENZA", template: "Indennità vitto e alloggio (ferie/congedo)" },
  { code: "VITTO_ALLOGGIO_NATURA_NON_GODUTO", template: "Vitto e alloggio non goduto (ferie/congedo)" },
  { code: "VITTO_ALLOGGIO_MALATTIA", template: "Indennità vitto e alloggio (malattia/infortunio fuori casa)" },
  // custom items and run options (rules/custom-items.ts): the item's own name
  { code: "VOCE_AGGIUNTIVA", template: "{name}" },
  { code: "TRATTENUTA_AGGIUNTIVA", template: "{name}" },
  { code: "FIGURATIVO_AGGIUNTIVO", template: "{name}" },
  { code: "ANTICIPO_FERIE", template: "Anticipo ferie" },
  // thirteenth, TFR, termination
  { code: "TREDICESIMA", template: "Tredicesima mensilità" },
  { code: "TREDICESIMA_RATEI", template: "Ratei tredicesima (cessazione)" },
  { code: "ANTICIPO_TFR", template: "Anticipo TFR" },
  { code: "TFR", template: "Trattamento di fine rapporto" },
  { code: "TFR_RIVALUTAZIONE", template: "Rivalutazione TFR (coefficiente {percent}% {month}, provvisorio)", variant: "provisional" },
  { code: "TFR_RIVALUTAZIONE", template: "Rivalutazione TFR (coefficiente {percent}%, provvisorio)", variant: "provisional" },
  { code: "TFR_RIVALUTAZIONE", template: "Rivalutazione TFR (coefficiente {percent}% {month})" },
  { code: "TFR_RIVALUTAZIONE", template: "Rivalutazione TFR (coefficiente {percent}%)" },
  { code: "FERIE_NON_GODUTE", template: "Ferie maturate e non godute (liquidate)" },
  { code: "RECUPERO_FERIE", template: "Recupero ferie godute in anticipo" },
  { code: "INDENNITA_PREAVVISO", template: "Indennità sostitutiva del preavviso ({days} giorni)" },
  { code: "TRATTENUTA_PREAVVISO", template: "Trattenuta per mancato preavviso ({days} giorni)" },
  // deductions carried between payslips (rules/net-carry.ts)
  { code: "TRATTENUTE_RECUPERATE", template: "Trattenute rinviate dal cedolino precedente" },
  { code: "TRATTENUTE_RINVIATE", template: "Trattenute eccedenti la retribuzione, rinviate al prossimo cedolino" },
  // contributions (rules/contribution-elements.ts, rules/quarter-rounding.ts)
  { code: "INPS_LAVORATORE", template: "Contributi INPS a carico lavoratore" },
  { code: "INPS_DATORE", template: "Contributi INPS a carico datore" },
  { code: "CASSACOLF_LAVORATORE", template: "CAS.SA.COLF a carico lavoratore" },
  { code: "CASSACOLF_DATORE", template: "CAS.SA.COLF a carico datore" },
  { code: "INPS_LAVORATORE_CONGUAGLIO", template: "Conguaglio contributi INPS del trimestre (ore intere)" },
  { code: "CASSACOLF_LAVORATORE_CONGUAGLIO", template: "Conguaglio CAS.SA.COLF del trimestre (ore intere)" },
] as const satisfies readonly ElementWording[];

/** Every code a payslip element can carry. */
export type ElementCode = (typeof ELEMENT_WORDINGS)[number]["code"];
export const ELEMENT_CODES: readonly [ElementCode, ...ElementCode[]] = [...new Set(ELEMENT_WORDINGS.map((w) => w.code))] as [ElementCode, ...ElementCode[]];

/** The figures substituted into an element's wording, by placeholder name (plus `variant` where a code needs one). */
export type ElementParams = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** A template with its placeholders replaced by the params (a missing param throws: an engine bug). */
export function renderWording(template: string, params: ElementParams): string {
  return template.replace(PLACEHOLDER, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`element wording "${template}": no param ${key}`);
    return value;
  });
}

interface Compiled {
  wording: ElementWording;
  keys: string;
  pattern: RegExp;
  names: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(w: ElementWording): Compiled {
  const names = placeholders(w.template);
  const source = w.template
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? "(.+)" : escape(part)))
    .join("");
  return { wording: w, keys: [...names].sort().join(","), pattern: new RegExp(`^${source}$`, "s"), names };
}

const BY_CODE = new Map<string, Compiled[]>();
for (const w of ELEMENT_WORDINGS) BY_CODE.set(w.code, [...(BY_CODE.get(w.code) ?? []), compile(w)]);

/** The template of a code for these params: the one with the same variant and exactly these placeholders. */
export function elementTemplate(code: string, params: ElementParams = {}): string | null {
  const { variant, ...figures } = params;
  const keys = Object.keys(figures).sort().join(",");
  return BY_CODE.get(code)?.find((c) => c.wording.variant === variant && c.keys === keys)?.wording.template ?? null;
}

const constantNames = new Map<string, string>();

/** The Italian name of an element from its code and params (the engine names every line with it). */
export function elementName(code: ElementCode, params: ElementParams = {}): string {
  const empty = Object.keys(params).length === 0;
  if (empty) {
    const known = constantNames.get(code);
    if (known !== undefined) return known;
  }
  const template = elementTemplate(code, params);
  if (template === null) throw new Error(`no wording for element ${code} with params ${Object.keys(params).join(",")}`);
  const name = renderWording(template, params);
  if (empty) constantNames.set(code, name);
  return name;
}

/**
 * The params of an element read back from its name: the first template of its code the name
 * matches (null when none does — a code or wording the engine no longer emits).
 */
export function elementParams(code: string, name: string): Record<string, string> | null {
  for (const c of BY_CODE.get(code) ?? []) {
    const m = c.pattern.exec(name);
    if (!m) continue;
    const params: Record<string, string> = {};
    c.names.forEach((n, i) => (params[n] = m[i + 1]!));
    if (c.wording.variant) params.variant = c.wording.variant;
    return params;
  }
  return null;
}

export function isElementCode(code: string): code is ElementCode {
  return BY_CODE.has(code);
}
