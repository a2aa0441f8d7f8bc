import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { hashApiKey } from "@/lib/auth/api-keys";
import { buildApiKey, buildContract, buildEmployer, buildOrganization, buildUser } from "./builders";

export const DEMO_ORGANIZATION_ID = "00000000-0000-4000-8000-000000000001";
export const OTHER_ORGANIZATION_ID = "00000000-0000-4000-8000-000000000002";

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  apiKey?: string;
  otherApiKey?: string;
}

export interface SeedResult {
  created: boolean;
  organizationId: string;
  otherOrganizationId: string;
  adminEmail: string;
  /** only when this run created it (a stored password cannot be read back) */
  adminPassword: string | null;
  apiKey: string | null;
  otherApiKey: string | null;
}

const generatedPassword = () => randomBytes(9).toString("base64url");

/**
 * Idempotent: creates the demo organization (admin clerk, read-write API key, demo employers
 * and contracts) and a second organization with its own key, unless they already exist.
 * Keys given in the options are ensured to exist even on a seeded database.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const adminEmail = (options.adminEmail ?? "admin@demo.paghe.local").toLowerCase();
  const existing = await db.organization.findUnique({ where: { id: DEMO_ORGANIZATION_ID }, select: { id: true } });
  if (existing) {
    await ensureKey(db, DEMO_ORGANIZATION_ID, "Demo key (SEED_API_KEY)", options.apiKey);
    await ensureKey(db, OTHER_ORGANIZATION_ID, "Other org key (SEED_OTHER_API_KEY)", options.otherApiKey);
    return {
      created: false,
      organizationId: DEMO_ORGANIZATION_ID,
      otherOrganizationId: OTHER_ORGANIZATION_ID,
      adminEmail,
      adminPassword: null,
      apiKey: options.apiKey ?? null,
      otherApiKey: options.otherApiKey ?? null,
    };
  }

  const adminPassword = options.adminPassword ?? generatedPassword();
  const org = await buildOrganization(db, { id: DEMO_ORGANIZATION_ID, name: "CAF Demo Paghe" });
  await buildUser(db, { organizationId: org.id, email: adminEmail, password: adminPassword, name: "Amministratore Demo", role: "admin" });
  // the demo integration's key may do everything an integration may, deleting a final payslip included
  const key = await buildApiKey(db, { organizationId: org.id, name: "Demo key", key: options.apiKey, scope: "admin" });

  const other = await buildOrganization(db, { id: OTHER_ORGANIZATION_ID, name: "Studio Altro (isolation)" });
  const otherKey = await buildApiKey(db, { organizationId: other.id, name: "Other org key", key: options.otherApiKey });
  const otherEmployer = await buildEmployer(db, other.id, {
    type: "domestic",
    personalInfo: { firstName: "Rosa", lastName: "Gallo", fiscalCode: "RSSMRA80A01H501U" },
  });
  await buildContract(db, other.id, otherEmployer.id, {
    worker: { firstName: "Elena", lastName: "Marin" },
    startDate: "2024-06-03",
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "8.00", weeklySchedule: ["3", "0", "3", "0", "3", "0", "0"] },
  });

  await seedDemoPayrollData(db, org.id);

  return {
    created: true,
    organizationId: org.id,
    otherOrganizationId: other.id,
    adminEmail,
    adminPassword,
    apiKey: key.key,
    otherApiKey: otherKey.key,
  };
}

async function ensureKey(db: Db, organizationId: string, name: string, key: string | undefined) {
  if (!key) return;
  const found = await db.apiKey.findUnique({ where: { keyHash: hashApiKey(key) }, select: { id: true, organizationId: true } });
  if (found && found.organizationId !== organizationId) throw new Error(`Seed key for ${name} belongs to another organization`);
  if (!found) await buildApiKey(db, { organizationId, name, key, scope: organizationId === DEMO_ORGANIZATION_ID ? "admin" : "write" });
}

async function seedDemoPayrollData(db: Db, organizationId: string) {
  const anna = await buildEmployer(db, organizationId, {
    type: "domestic",
    personalInfo: {
      firstName: "Anna",
      lastName: "Conti",
      fiscalCode: "CNTNNA70A41H501D",
      birthDate: "1970-01-01",
      birthLocality: "Roma",
      birthProvince: "RM",
      birthCountry: "Italia",
      address: "Via Appia Nuova 120",
      locality: "Roma",
      province: "RM",
      zipCode: "00183",
      email: "anna.conti@example.it",
      phone: "+39 06 5550123",
    },
  });
  await buildContract(db, organizationId, anna.id, {
    worker: {
      firstName: "Giulia",
      lastName: "Bianchi",
      fiscalCode: "BNCGLI85M52F205H",
      birthDate: "1985-08-12",
      birthPlace: "Milano",
      nationality: "Italiana",
    },
    startDate: "2024-01-08",
    cuafDue: true,
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
  });

  const paolo = await buildEmployer(db, organizationId, {
    type: "domestic",
    personalInfo: {
      firstName: "Paolo",
      lastName: "Ferri",
      fiscalCode: "FRRPLA55C10L219Q",
      address: "Corso Vittorio Emanuele II 45",
      locality: "Torino",
      province: "TO",
      zipCode: "10123",
      email: "paolo.ferri@example.it",
    },
  });
  await buildContract(db, organizationId, paolo.id, {
    worker: {
      firstName: "Ioana",
      lastName: "Popescu",
      fiscalCode: "PPSNIO78E61Z129I",
      birthDate: "1978-05-21",
      birthPlace: "Bucarest (Romania)",
      nationality: "Rumena",
    },
    startDate: "2023-03-01",
    cuafDue: true,
    terms: {
      level: "CS",
      jobType: "carer_non_self_sufficient",
      cohabiting: true,
      payBasis: "monthly",
      wage: "1250.00",
      weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
      board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
    },
  });

  const melograno = await buildEmployer(db, organizationId, {
    type: "business",
    businessDetails: {
      name: "Associazione Il Melograno",
      corporationType: "associazione",
      businessServiceType: "private",
      fiscalCode: "97012345670",
      address: "Via dei Mille 8",
      locality: "Bologna",
      province: "BO",
      zipCode: "40121",
      pec: "ilmelograno@pec.example.it",
      email: "info@ilmelograno.example.it",
    },
    patronSaintDay: "10-04",
  });
  await buildContract(db, organizationId, melograno.id, {
    worker: { firstName: "Sara", lastName: "Greco", fiscalCode: "GRCSRA95T41A944L" },
    startDate: "2025-09-01",
    cuafDue: true,
    terms: {
      level: "BS",
      jobType: "babysitter",
      cohabiting: false,
      payBasis: "hourly",
      wage: "8.50",
      weeklySchedule: ["5", "5", "5", "5", "5", "0", "0"],
      babysitterChildUnderSix: true,
    },
  });

  await buildEmployer(db, organizationId, {
    type: "business",
    businessDetails: {
      name: "Studio Ricci srl",
      corporationType: "srl",
      businessServiceType: "studio",
      vatNumber: "12345678903",
      address: "Piazza Duomo 3",
      locality: "Milano",
      province: "MI",
      zipCode: "20121",
      pec: "studioricci@pec.example.it",
    },
  });
  await buildEmployer(db, organizationId, {
    type: "domestic",
    personalInfo: {
      firstName: "Lucia",
      lastName: "Romano",
      fiscalCode: "RMNLCU80D45F839L",
      locality: "Napoli",
      province: "NA",
      email: "lucia.romano@example.it",
    },
  });
  await buildEmployer(db, organizationId, {
    type: "domestic",
    archived: true,
    personalInfo: { firstName: "Marco", lastName: "Esposito", fiscalCode: "ESPMRC62P12A662A", locality: "Bari", province: "BA" },
  });
  await buildEmployer(db, organizationId, {
    type: "business",
    archived: true,
    businessDetails: {
      name: "Fondazione Aurora",
      corporationType: "fondazione",
      businessServiceType: "other",
      vatNumber: "07654321012",
      locality: "Firenze",
      province: "FI",
    },
  });
}
