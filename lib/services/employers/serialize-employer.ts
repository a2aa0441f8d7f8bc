import "server-only";
import { metadataView } from "@/lib/services/metadata/metadata-fields";
import { businessDetailsResponseSchema, personalInfoResponseSchema, type EmployerView } from "@/lib/validation/employer";
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
  metadata: true,
  externalId: true,
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
  metadata: unknown;
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type { EmployerView };

export function serializeEmployer(row: EmployerRow): EmployerView {
  return {
    id: row.id,
    type: row.type,
    displayTaxId: row.displayTaxId,
    displayName: row.displayName,
    // the JSON columns are parsed into the answer's shape (unknown keys dropped, a wrong one fails)
    ...(row.type === "domestic" ? { personalInfo: personalInfoResponseSchema.parse(row.personalInfo ?? {}) } : {}),
    ...(row.type === "business" ? { businessDetails: businessDetailsResponseSchema.parse(row.businessDetails ?? {}) } : {}),
    patronSaintDay: row.patronSaintDay,
    organizationId: row.organizationId,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    ...metadataView(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
