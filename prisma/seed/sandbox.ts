/**
 * The sandbox's seed (issue 33 point 1, docs/api-sandbox.md): the domestic cases an integrator
 * meets first, written with the demo's builders into an organization's sandbox. The same rows on
 * every reset: fixed names, fiscal codes and dates (2026), so a test and an integrator can count on them.
 */
import type { Db, Tx } from "@/lib/db/client";
import { buildContract, buildEmployer, buildWorkEvents, type WorkEventSeed } from "./builders";

/** What one seeding writes: a reset answers these counts. */
export const SANDBOX_SEED_COUNTS = { employers: 5, workers: 7, contracts: 8, workEvents: 16 } as const;

const workdays = (dates: string[], hours: string): WorkEventSeed[] => dates.map((date) => ({ date, hours, type: "work", subType: "regular_work" }));

/** Writes the cases into `organizationId` (an empty sandbox) and answers the contracts by case. */
export async function seedSandboxCases(db: Db | Tx, organizationId: string): Promise<Record<string, string>> {
  const contracts: Record<string, string> = {};

  // 1. a live-in carer for an elderly man who is not self-sufficient, and a night-presence worker
  // for the nights the carer rests (CCNL art. 10: table A for the carer, table E for the nights)
  const rossi = await buildEmployer(db, organizationId, {
    type: "domestic",
    personalInfo: {
      firstName: "Giorgio",
      lastName: "Rossi",
      fiscalCode: "RSSGRG40A01H501K",
      locality: "Roma",
      province: "RM",
      zipCode: "00185",
      address: "Via Merulana 20",
    },
  });
  contracts.liveInCarer = (
    await buildContract(db, organizationId, rossi.id, {
      worker: { firstName: "Svetlana", lastName: "Ionescu", fiscalCode: "NSCSTL72D55Z129W", birthDate: "1972-04-15", nationality: "Rumena" },
      startDate: "2025-02-03",
      terms: {
        level: "CS",
        jobType: "carer_non_self_sufficient",
        cohabiting: true,
        payBasis: "monthly",
        wage: "1300.00",
        weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
        board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
      },
    })
  ).id;
  contracts.nightPresence = (
    await buildContract(db, organizationId, rossi.id, {
      worker: { firstName: "Amal", lastName: "Haddad", fiscalCode: "HDDMLA80C50Z330F", birthDate: "1980-03-10", nationality: "Marocchina" },
      startDate: "2025-02-03",
      terms: {
        level: "B",
        jobType: "night_presence",
        cohabiting: false,
        payBasis: "monthly",
        wage: "850.00",
        weeklySchedule: ["0", "0", "0", "0", "0", "0", "10"],
      },
    })
  ).id;

  // 2. a colf with two employers: one worker (the same fiscal code), two contracts, hours counted across both
  const colf = { firstName: "Maria", lastName: "Santos", fiscalCode: "SNTMRA85M41Z216V", birthDate: "1985-08-01", nationality: "Filippina" };
  const bianchi = await buildEmployer(db, organizationId, {
    type: "domestic",
    personalInfo: { firstName: "Carla", lastName: "Bianchi", fiscalCode: "BNCCRL68B50F205N", locality: "Milano", province: "MI", zipCode: "20122" },
  });
  const verdi = await buildEmployer(db, organizationId, {
    type: "domestic",
    personalInfo: { firstName: "Luca", lastName: "Verdi", fiscalCode: "VRDLCU75C12F205W", locality: "Milano", province: "MI", zipCode: "20135" },
  });
  contracts.colfFirstEmployer = (
    await buildContract(db, organizationId, bianchi.id, {
      worker: colf,
      startDate: "2024-09-02",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "0", "4", "0", "4", "0", "0"] },
    })
  ).id;
  contracts.colfSecondEmployer = (
    await buildContract(db, organizationId, verdi.id, {
      worker: colf,
      startDate: "2025-01-07",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.50", weeklySchedule: ["0", "3", "0", "3", "0", "0", "0"] },
    })
  ).id;

  // 3. a hire in the middle of the week (Wednesday 11 November 2026): the open month starts on a Wednesday
  const colombo = await buildEmployer(db, organizationId, {
    type: "domestic",
    personalInfo: { firstName: "Anna", lastName: "Colombo", fiscalCode: "CLMNNA82E45L219W", locality: "Torino", province: "TO", zipCode: "10128" },
  });
  contracts.midWeekHire = (
    await buildContract(db, organizationId, colombo.id, {
      worker: { firstName: "Chiara", lastName: "Moretti", fiscalCode: "MRTCHR99H55L219G", birthDate: "1999-06-15", nationality: "Italiana" },
      startDate: "2026-11-11",
      terms: {
        level: "BS",
        jobType: "babysitter",
        cohabiting: false,
        payBasis: "hourly",
        wage: "8.50",
        weeklySchedule: ["5", "5", "5", "5", "5", "0", "0"],
        babysitterChildUnderSix: true,
      },
    })
  ).id;
  await buildWorkEvents(
    db,
    organizationId,
    contracts.midWeekHire,
    workdays(["2026-11-11", "2026-11-12", "2026-11-13", "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"], "5"),
  );

  // 4. a fixed-term substitute, hired until the end of January 2027 while the family's colf is on maternity leave
  const ferrari = await buildEmployer(db, organizationId, {
    type: "domestic",
    personalInfo: { firstName: "Paola", lastName: "Ferrari", fiscalCode: "FRRPLA77L60A944W", locality: "Bologna", province: "BO", zipCode: "40126" },
  });
  contracts.fixedTermSubstitute = (
    await buildContract(db, organizationId, ferrari.id, {
      worker: { firstName: "Fatima", lastName: "Diallo", fiscalCode: "DLLFTM90A41Z343S", birthDate: "1990-01-01", nationality: "Senegalese" },
      startDate: "2026-09-07",
      fixedTerm: true,
      fixedTermEndDate: "2027-01-31",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.20", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    })
  ).id;

  // 5. a cessation straddling a quarter: the notice ran through September, the last day is Friday 2 October 2026
  contracts.cessationAcrossQuarter = (
    await buildContract(db, organizationId, ferrari.id, {
      worker: { firstName: "Rosa", lastName: "Esposito", fiscalCode: "SPSRSO60S50F839H", birthDate: "1960-11-10", nationality: "Italiana" },
      startDate: "2019-04-01",
      endDate: "2026-10-02",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    })
  ).id;
  await buildWorkEvents(
    db,
    organizationId,
    contracts.cessationAcrossQuarter,
    workdays(["2026-09-28", "2026-09-29", "2026-09-30", "2026-10-01", "2026-10-02"], "4"),
  );

  // the live-in carer's Sunday rest covered by a rest-day substitute (CCNL table G), on the Sundays of the open month
  contracts.restDaySubstitute = (
    await buildContract(db, organizationId, rossi.id, {
      worker: { firstName: "Olena", lastName: "Kovalenko", fiscalCode: "KVLLNO79T60Z138K", birthDate: "1979-12-20", nationality: "Ucraina" },
      startDate: "2025-03-02",
      terms: {
        level: "CS",
        jobType: "rest_day_substitute",
        cohabiting: false,
        payBasis: "hourly",
        wage: "11.00",
        weeklySchedule: ["0", "0", "0", "0", "0", "0", "8"],
      },
    })
  ).id;
  await buildWorkEvents(db, organizationId, contracts.restDaySubstitute, workdays(["2026-11-08", "2026-11-15", "2026-11-22"], "8"));
  return contracts;
}
