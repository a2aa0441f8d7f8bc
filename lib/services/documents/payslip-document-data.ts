import "server-only";
/** Everything the payslip document prints: the payslip detail, the parties and the terms in force. */
import type { ServiceContext } from "@/lib/services/context";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { thirteenthPaidLines } from "@/lib/format/payslip-lines";
import { notFound } from "@/lib/errors";
import { dateString } from "@/lib/db/serialize";
import { ccnlMinimum, payTableFor, RatesMissingError, type Level, type RateRegistry } from "@/lib/payroll";
import { organizationRateTables } from "@/lib/services/rate-tables/organization-rate-source";
import { dec, fmt2, sum } from "@/lib/payroll";
import { termsInForceOn } from "@/lib/services/contracts/contract-with-terms";
import { payslipDetailInclude, serializePayslipDetail, type PayslipDetail } from "@/lib/services/payslips/serialize-payslip";

export interface PayslipDocumentData {
  payslip: PayslipDetail;
  employer: { name: string; taxCode: string | null; address: string | null };
  worker: { name: string; fiscalCode: string | null; iban: string | null; address: string | null };
  contract: {
    startDate: string;
    endDate: string | null;
    fixedTerm: boolean;
    inpsRelationshipCode: string | null;
    /** the person assisted (prestazione universale, rules-update-3 B3) and the workplace, when recorded */
    assistedPerson?: { name: string; fiscalCode: string | null; birthDate: string | null } | null;
    workplaceAddress?: string | null;
  };
  terms: {
    level: string;
    jobType: string;
    cohabiting: boolean;
    payBasis: "hourly" | "monthly";
    wage: string;
    weeklyHours: string;
    payTable: string;
    ccnlMinimum: string | null;
    minimumUnit: "month" | "hour" | null;
    superminimo: string | null;
    board: string[];
  } | null;
  /** Σ contributory hours of the weeks paid by this payslip */
  contributoryHours: string;
  /** the year's months in which the thirteenth accrued up to this period ("2025-01"…), for a payslip that pays it */
  thirteenthMonths: string[];
}

/** "Via Roma 1, 00100 Roma (RM)" from an address's parts (employer details JSON, a contract's worker); null when none is given. */
export function postalAddress(parts: { address?: unknown; zipCode?: unknown; locality?: unknown; province?: unknown } | null | undefined): string | null {
  if (!parts) return null;
  const s = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  const province = s(parts.province);
  const town = [s(parts.zipCode), s(parts.locality), province ? `(${province})` : null].filter(Boolean).join(" ");
  const all = [s(parts.address), town].filter(Boolean);
  return all.length ? all.join(", ") : null;
}

/** For the print page: the months in which the thirteenth a payslip pays accrued (none when it pays no thirteenth). */
export async function getThirteenthMonths(
  ctx: ServiceContext,
  payslip: { domesticContractId: string; period: string; earningElements: readonly { code: string }[] },
): Promise<string[]> {
  if (thirteenthPaidLines(payslip.earningElements).length === 0) return [];
  return thirteenthMonths(getDb(), ctx.scope.organizationId, payslip.domesticContractId, payslip.period);
}

/** The months of the payslip's year, up to its period, whose payslips accrued a thirteenth (read from their stored states). */
async function thirteenthMonths(db: Db | Tx, organizationId: string, contractId: string, period: string): Promise<string[]> {
  const rows = await db.payslip.findMany({
    where: { organizationId, contractId, period: { gte: `${period.slice(0, 4)}-01`, lte: period }, kind: { in: ["ordinary", "thirteenth"] } },
    select: { period: true, thirteenthState: true },
  });
  const months = new Set<string>();
  for (const r of rows) {
    const accrued = (r.thirteenthState as { accrued?: unknown } | null)?.accrued;
    if (typeof accrued === "string" && !dec(accrued).isZero()) months.add(r.period);
  }
  return [...months].sort();
}

/** What the document reads of a payslip: its detail, its contract's parties and terms. */
const DOCUMENT_INCLUDE = {
  ...payslipDetailInclude,
  contract: {
    select: {
      workerFirstName: true,
      workerLastName: true,
      workerFiscalCode: true,
      workerIban: true,
      workerAddress: true,
      workerZipCode: true,
      workerLocality: true,
      workerProvince: true,
      startDate: true,
      endDate: true,
      fixedTerm: true,
      inpsRelationshipCode: true,
      assistedPersonName: true,
      assistedPersonFiscalCode: true,
      assistedPersonBirthDate: true,
      workplaceAddress: true,
      employer: { select: { displayName: true, displayTaxId: true, personalInfo: true, businessDetails: true } },
      terms: { orderBy: { effectiveFrom: "asc" } },
    },
  },
} satisfies Prisma.PayslipInclude;

type DocumentRow = Prisma.PayslipGetPayload<{ include: typeof DOCUMENT_INCLUDE }>;

/**
 * The organization's tables, for the CCNL minimum the document prints: `rates` when the caller has
 * them (ratesOf(ctx)), else read for the organization (a job, a sender: its overrides stamp, one statement).
 */
async function tablesOf(organizationId: string, rates: RateRegistry | undefined): Promise<RateRegistry> {
  return rates ?? (await organizationRateTables.registryFor(organizationId));
}

/** `rates`: the organization's tables (ratesOf(ctx)); read for the organization when not given. */
export async function loadPayslipDocumentData(db: Db | Tx, organizationId: string, payslipId: string, rates?: RateRegistry): Promise<PayslipDocumentData> {
  const p = await db.payslip.findFirst({ where: { id: payslipId, organizationId }, include: DOCUMENT_INCLUDE });
  if (!p) throw notFound("Payslip");
  return documentData(db, organizationId, p, await tablesOf(organizationId, rates));
}

/** loadPayslipDocumentData of many payslips in one read, in the order of `payslipIds` (those not found are left out). */
export async function loadPayslipDocumentDataMany(
  db: Db | Tx,
  organizationId: string,
  payslipIds: readonly string[],
  rates?: RateRegistry,
): Promise<PayslipDocumentData[]> {
  const rows = await db.payslip.findMany({ where: { id: { in: [...payslipIds] }, organizationId }, include: DOCUMENT_INCLUDE });
  const tables = rows.length ? await tablesOf(organizationId, rates) : undefined;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: PayslipDocumentData[] = [];
  for (const id of payslipIds) {
    const p = byId.get(id);
    if (p) out.push(await documentData(db, organizationId, p, tables!));
  }
  return out;
}

/** `rates`: the organization's tables (its overrides included): the CCNL minimum printed is the one its payslips are computed on. */
async function documentData(db: Db | Tx, organizationId: string, p: DocumentRow, rates: RateRegistry): Promise<PayslipDocumentData> {
  const detail = serializePayslipDetail(p, { isOutdated: false, outdatedReasons: [] });
  const c = p.contract;
  const end = dateString(p.endDate);
  const t = termsInForceOn(c.terms, end);
  let terms: PayslipDocumentData["terms"] = null;
  if (t) {
    const weekly = sum([t.hoursMon, t.hoursTue, t.hoursWed, t.hoursThu, t.hoursFri, t.hoursSat, t.hoursSun].map((h) => dec(h.toString())));
    const table = payTableFor({ jobType: t.jobType, cohabiting: t.cohabiting, level: t.level as Level, weeklyHours: weekly });
    let minimum: ReturnType<typeof ccnlMinimum> = null;
    try {
      minimum = ccnlMinimum(t.level as Level, table, end, rates);
    } catch (e) {
      if (!(e instanceof RatesMissingError)) throw e;
    }
    const unitMatches = minimum && (minimum.unit === "hour") === (t.payBasis === "hourly");
    terms = {
      level: t.level,
      jobType: t.jobType,
      cohabiting: t.cohabiting,
      payBasis: t.payBasis,
      wage: t.wage.toFixed(2),
      weeklyHours: fmt2(weekly),
      payTable: table,
      ccnlMinimum: minimum?.amount ?? null,
      minimumUnit: minimum?.unit ?? null,
      superminimo: minimum && unitMatches ? fmt2(dec(t.wage.toFixed(2)).minus(dec(minimum.amount))) : null,
      board: [t.boardBreakfastLunch ? "colazione e pranzo" : null, t.boardDinner ? "cena" : null, t.boardLodging ? "alloggio" : null]
        .filter((x): x is string => x !== null)
        .concat(t.boardBreakfastLunch || t.boardDinner || t.boardLodging ? [t.boardInCash ? "(indennità in denaro)" : "(in natura)"] : []),
    };
  }
  return {
    payslip: detail,
    employer: {
      name: c.employer.displayName,
      taxCode: c.employer.displayTaxId,
      address: postalAddress((c.employer.personalInfo ?? c.employer.businessDetails) as Record<string, unknown> | null),
    },
    worker: {
      name: `${c.workerFirstName} ${c.workerLastName}`,
      fiscalCode: c.workerFiscalCode,
      iban: c.workerIban,
      address: postalAddress({ address: c.workerAddress, zipCode: c.workerZipCode, locality: c.workerLocality, province: c.workerProvince }),
    },
    contract: {
      startDate: dateString(c.startDate),
      endDate: c.endDate ? dateString(c.endDate) : null,
      fixedTerm: c.fixedTerm,
      inpsRelationshipCode: c.inpsRelationshipCode,
      assistedPerson: c.assistedPersonName
        ? {
            name: c.assistedPersonName,
            fiscalCode: c.assistedPersonFiscalCode,
            birthDate: c.assistedPersonBirthDate ? dateString(c.assistedPersonBirthDate) : null,
          }
        : null,
      workplaceAddress: c.workplaceAddress,
    },
    terms,
    contributoryHours: fmt2(sum(detail.inpsContributions.filter((w) => !w.isFromNextPeriod).map((w) => dec(w.hours)))),
    thirteenthMonths: thirteenthPaidLines(detail.earningElements).length ? await thirteenthMonths(db, organizationId, p.contractId, detail.period) : [],
  };
}
