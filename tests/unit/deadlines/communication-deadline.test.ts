/**
 * The INPS communications' deadlines as calendar deadlines (issue 31 point 5): the communication's
 * own id makes a stable deadline id, its service's `overdue` (a filed one never is) is kept, the
 * title is worded by the communication's kind in both languages.
 */
import { describe, expect, it } from "vitest";
import { deadlineSummary } from "@/lib/services/deadlines/deadline";
import { communicationDeadline } from "@/lib/services/deadlines/inps-communications";

const range = { from: "2026-11-01", to: "2026-12-31", today: "2026-11-28" };
const item = {
  date: "2026-11-20",
  title: { communicationKind: "cessation", workerName: "Popescu Ioana", employerName: "Rossi Maria" },
  communicationId: "c1",
  contractId: "00000000-0000-4000-8000-0000000000c1",
  employerId: "00000000-0000-4000-8000-0000000000e1",
  overdue: false,
};

describe("communicationDeadline", () => {
  it("keeps the service's overdue, links the contract and words the kind", () => {
    const d = communicationDeadline(item, range);
    expect(d).toMatchObject({
      kind: "inps_communication",
      date: "2026-11-20",
      overdue: false,
      link: `/contracts/${item.contractId}`,
      contractId: item.contractId,
    });
    expect(d.id).toBe(communicationDeadline(item, { ...range, from: "2026-10-01" }).id);
    expect(d.id).not.toBe(communicationDeadline({ ...item, communicationId: "c2" }, range).id);
    expect(deadlineSummary(d, "it")).toBe("Comunicazione INPS di cessazione: Popescu Ioana (Rossi Maria)");
    expect(deadlineSummary(d, "en")).toBe("INPS communication of cessation: Popescu Ioana (Rossi Maria)");
  });
});
