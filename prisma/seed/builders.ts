/**
 * Builders for seed data, reused by tests as factories. They write through Prisma directly
 * (no audit entries): seed and fixtures are not user actions.
 */
import { generateApiKey, hashApiKey, displayPrefixOf } from "@/lib/auth/api-keys";
import { hashPassword } from "@/lib/auth/password";
import type { Db, Tx } from "@/lib/db/client";
import { deriveEmployerFields, type BusinessDetailsLike, type PersonalInfoLike } from "@/lib/services/employers/employer-fields";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The builders write through a client or inside a transaction (the sandbox's seed, lib/services/sandbox). */
type SeedDb = Db | Tx;

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

export async function buildOrganization(db: SeedDb, data: { id?: string; name: string }) {
  return db.organization.create({ data: { id: data.id, name: data.name }, select: { id: true, name: true } });
}

export async function buildUser(
  db: SeedDb,
  data: { organizationId: string; email: string; password: string; name: string; role?: "admin" | "clerk" | "approver" },
) {
  return db.user.create({
    data: {
      organizationId: data.organizationId,
      email: data.email.toLowerCase(),
      name: data.name,
      role: data.role ?? "clerk",
      passwordHash: await hashPassword(data.password),
    },
    select: { id: true, email: true },
  });
}

/** Creates an API key; pass `key` to use a known one (SEED_API_KEY), otherwise one is generated. */
export async function buildApiKey(
  db: SeedDb,
  data: { organizationId: string; name: string; key?: string; readOnly?: boolean; scope?: "read" | "write" | "admin" },
) {
  const scope = data.scope ?? (data.readOnly ? "read" : "write");
  const generated = data.key ? { key: data.key, keyHash: hashApiKey(data.key), displayPrefix: displayPrefixOf(data.key) } : generateApiKey();
  const row = await db.apiKey.create({
    data: {
      organizationId: data.organizationId,
      name: data.name,
      keyHash: generated.keyHash,
      displayPrefix: generated.displayPrefix,
      readOnly: scope === "read",
      scope,
    },
    select: { id: true },
  });
  return { id: row.id, key: generated.key };
}

export type EmployerSeed =
  | { type: "domestic"; personalInfo: PersonalInfoLike & Record<string, unknown>; archived?: boolean; patronSaintDay?: string }
  | { type: "business"; businessDetails: BusinessDetailsLike & Record<string, unknown>; archived?: boolean; patronSaintDay?: string };

export async function buildEmployer(db: SeedDb, organizationId: string, seed: EmployerSeed) {
  const personalInfo = seed.type === "domestic" ? seed.personalInfo : null;
  const businessDetails = seed.type === "business" ? seed.businessDetails : null;
  return db.employer.create({
    data: {
      organizationId,
      type: seed.type,
      personalInfo: (personalInfo ?? undefined) as Prisma.InputJsonValue | undefined,
      businessDetails: (businessDetails ?? undefined) as Prisma.InputJsonValue | undefined,
      ...deriveEmployerFields(seed.type, personalInfo, businessDetails),
      patronSaintDay: seed.patronSaintDay ?? null,
      archivedAt: seed.archived ? new Date() : null,
    },
    select: { id: true },
  });
}

export interface ContractSeed {
  worker: { firstName: string; lastName: string; fiscalCode?: string; birthDate?: string; nationality?: string; birthPlace?: string };
  startDate: string;
  endDate?: string;
  fixedTerm?: boolean;
  fixedTermEndDate?: string;
  cuafDue?: boolean;
  terms: {
    level: "A" | "AS" | "B" | "BS" | "C" | "CS" | "D" | "DS";
    jobType:
      | "domestic_help"
      | "carer_self_sufficient"
      | "carer_non_self_sufficient"
      | "babysitter"
      | "night_assistance"
      | "night_presence"
      | "rest_day_substitute"
      | "cook"
      | "other";
    cohabiting: boolean;
    payBasis: "hourly" | "monthly";
    wage: string;
    /** Monday..Sunday */
    weeklySchedule: [string, string, string, string, string, string, string];
    board?: { breakfastLunch: boolean; dinner: boolean; lodging: boolean; inCash: boolean };
    babysitterChildUnderSix?: boolean;
    multipleAssisted?: boolean;
    functionAllowance?: boolean;
  };
}

export async function buildContract(db: SeedDb, organizationId: string, employerId: string, seed: ContractSeed) {
  const t = seed.terms;
  const [mon, tue, wed, thu, fri, sat, sun] = t.weeklySchedule;
  return db.domesticContract.create({
    data: {
      organizationId,
      employerId,
      workerFirstName: seed.worker.firstName,
      workerLastName: seed.worker.lastName,
      workerFiscalCode: seed.worker.fiscalCode ?? null,
      workerBirthDate: seed.worker.birthDate ? day(seed.worker.birthDate) : null,
      workerBirthPlace: seed.worker.birthPlace ?? null,
      workerNationality: seed.worker.nationality ?? null,
      startDate: day(seed.startDate),
      endDate: seed.endDate ? day(seed.endDate) : null,
      fixedTerm: seed.fixedTerm ?? false,
      fixedTermEndDate: seed.fixedTermEndDate ? day(seed.fixedTermEndDate) : null,
      cuafDue: seed.cuafDue ?? true,
      terms: {
        create: {
          effectiveFrom: day(seed.startDate),
          level: t.level,
          jobType: t.jobType,
          cohabiting: t.cohabiting,
          payBasis: t.payBasis,
          wage: t.wage,
          hoursMon: mon,
          hoursTue: tue,
          hoursWed: wed,
          hoursThu: thu,
          hoursFri: fri,
          hoursSat: sat,
          hoursSun: sun,
          boardBreakfastLunch: t.board?.breakfastLunch ?? false,
          boardDinner: t.board?.dinner ?? false,
          boardLodging: t.board?.lodging ?? false,
          boardInCash: t.board?.inCash ?? false,
          babysitterChildUnderSix: t.babysitterChildUnderSix ?? false,
          multipleAssisted: t.multipleAssisted ?? false,
          functionAllowance: t.functionAllowance ?? false,
        },
      },
    },
    select: { id: true },
  });
}

export interface WorkEventSeed {
  date: string;
  hours: string;
  type: "work" | "leave" | "public_holiday" | "vacation" | "sick_leave" | "work_injury" | "leave_of_absence";
  subType: string;
  multiplier?: string;
  flags?: Partial<{ addsToThirteen: boolean; addsToSeverance: boolean; isFromGlobalWage: boolean; affectsContributions: boolean }>;
}

/** Inserts work events as given (tests decide the flags; defaults follow the regular-work row of rules §13). */
export async function buildWorkEvents(db: SeedDb, organizationId: string, contractId: string, events: WorkEventSeed[]) {
  await db.workEvent.createMany({
    data: events.map((e) => ({
      organizationId,
      contractId,
      date: day(e.date),
      hours: e.hours,
      type: e.type,
      subType: e.subType as never,
      multiplier: e.multiplier ?? "1",
      addsToThirteen: e.flags?.addsToThirteen ?? true,
      addsToSeverance: e.flags?.addsToSeverance ?? true,
      isFromGlobalWage: e.flags?.isFromGlobalWage ?? false,
      affectsContributions: e.flags?.affectsContributions ?? true,
    })),
  });
}
