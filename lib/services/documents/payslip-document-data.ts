import "server-only";
/** Everything the payslip document prints: the payslip detail, the parties and the terms in force. */
import type { Db, Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { dateString } from "@/lib/db/serialize";
import { ccnlMinimum, payTableFor, RatesMissingError, type Level } from "@/lib/payroll";
import { dec, fmt2, sum } from "@/lib/payroll";
import { termsInForceOn } from "@/lib/services/contracts/contract-with-terms";
import { payslipDetailInclude, serializePayslipDetail, type PayslipDetail } from "@/lib/services/payslips/serialize-payslip";

export interface PayslipDocumentData {
  payslip: PayslipDetail;
  employer: { name: string; taxCode: string | null };
  worker: { name: string; fiscalCode: string | null; iban: string | null };
  contract: { startDate: string; endDate: string | null; fixedTerm: boolean; inpsRelationshipCode: string | null };
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
  paidHours: string;
}

export async function loadPayslipDocumentData(db: Db | Tx, organizationId: string, payslipId: string): Promise<PayslipDocumentData> {
  const p = await db.payslip.findFirst({
    where: { id: payslipId, organizationId },
    include: {
      ...payslipDetailInclude,
      contract: {
        select: {
          workerFirstName: true,
          workerLastName: true,
          workerFiscalCode: true,
          workerIban: true,
          startDate: true,
          endDate: true,
          fixedTerm: true,
          inpsRelationshipCode: true,
          employer: { select: { displayName: true, displayTaxId: true } },
          terms: { orderBy: { effectiveFrom: "asc" } },
        },
      },
    },
  });
  if (!p) throw notFound("Payslip");
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
      minimum = ccnlMinimum(t.level as Level, table, end);
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
    employer: { name: c.employer.displayName, taxCode: c.employer.displayTaxId },
    worker: { name: `${c.workerFirstName} ${c.workerLastName}`, fiscalCode: c.workerFiscalCode, iban: c.workerIban },
    contract: {
      startDate: dateString(c.startDate),
      endDate: c.endDate ? dateString(c.endDate) : null,
      fixedTerm: c.fixedTerm,
      inpsRelationshipCode: c.inpsRelationshipCode,
    },
    terms,
    paidHours: fmt2(sum(detail.inpsContributions.filter((w) => !w.isFromNextPeriod).map((w) => dec(w.hours)))),
  };
}
