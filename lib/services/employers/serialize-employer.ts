import "server-only";
/** The one shape employers leave the service in (interface §2.5 + businessDetails). */
export const employerSelect = {
  id: true,
  organizationId: true,
  type: true,
  personalInfo: true,
  businessDetails: true,
  displayTaxId: true,
  displayName: true,
  patronSaintDay: true,
  archivedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

export interface EmployerRow {
  id: string;
  organizationId: string;
  type: "domestic" | "business";
  personalInfo: unknown;
  businessDetails: unknown;
  displayTaxId: string | null;
  displayName: string;
  patronSaintDay: string | null;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface EmployerView {
  id: string;
  type: "domestic" | "business";
  displayTaxId: string | null;
  displayName: string;
  personalInfo?: Record<string, unknown>;
  businessDetails?: Record<string, unknown>;
  patronSaintDay: string | null;
  organizationId: string;
  archived: boolean;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export function serializeEmployer(row: EmployerRow): EmployerView {
  return {
    id: row.id,
    type: row.type,
    displayTaxId: row.displayTaxId,
    displayName: row.displayName,
    ...(row.type === "domestic" ? { personalInfo: (row.personalInfo ?? {}) as Record<string, unknown> } : {}),
    ...(row.type === "business" ? { businessDetails: (row.businessDetails ?? {}) as Record<string, unknown> } : {}),
    patronSaintDay: row.patronSaintDay,
    organizationId: row.organizationId,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
