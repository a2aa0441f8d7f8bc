import "server-only";
/** Fields derived from an employer's details, stored for sorting, display and search. */
export interface PersonalInfoLike {
  firstName: string;
  lastName: string;
  fiscalCode?: string | null;
  email?: string | null;
  pec?: string | null;
}

export interface BusinessDetailsLike {
  name: string;
  vatNumber?: string | null;
  fiscalCode?: string | null;
  email?: string | null;
  pec?: string | null;
}

export function deriveEmployerFields(
  type: "domestic" | "business",
  personalInfo: PersonalInfoLike | null | undefined,
  businessDetails: BusinessDetailsLike | null | undefined,
): { displayName: string; sortName: string; displayTaxId: string | null; searchText: string } {
  if (type === "domestic") {
    const p = personalInfo as PersonalInfoLike;
    const parts = [p.firstName, p.lastName, p.fiscalCode, p.email, p.pec];
    const displayName = `${p.lastName} ${p.firstName}`.trim();
    return {
      displayName,
      sortName: sortKey(displayName),
      displayTaxId: p.fiscalCode ?? null,
      searchText: parts.filter(Boolean).join(" ").toLowerCase(),
    };
  }
  const b = businessDetails as BusinessDetailsLike;
  const parts = [b.name, b.vatNumber, b.fiscalCode, b.email, b.pec];
  return {
    displayName: b.name,
    sortName: sortKey(b.name),
    displayTaxId: b.vatNumber ?? b.fiscalCode ?? null,
    searchText: parts.filter(Boolean).join(" ").toLowerCase(),
  };
}

/** Case- and accent-insensitive sort key ("Èrcole" sorts with "ercole"). */
export function sortKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}
