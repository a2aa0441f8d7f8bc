import "server-only";
import { makeDeadline, type Deadline, type DeadlineRange } from "./deadline";

/**
 * A mandatory communication's deadline as the INPS communications service lists it
 * (`listCommunicationDeadlines` in lib/services/inps-communications): typed here by its shape, so
 * this file does not depend on that module.
 */
export interface CommunicationDeadlineItem {
  date: string;
  title: { communicationKind: string; workerName: string; employerName: string };
  communicationId: string;
  contractId: string | null;
  employerId: string;
  /** that service's own reading: still to file and past its due date */
  overdue: boolean;
}

/** One communication as a deadline of the calendar: its due date, worded by its kind, linked to its contract's page (where its section is). */
export function communicationDeadline(c: CommunicationDeadlineItem, range: DeadlineRange): Deadline {
  const deadline = makeDeadline(
    {
      kind: "inps_communication",
      subject: c.communicationId,
      date: c.date,
      code: "inps_communication",
      params: { communicationKind: c.title.communicationKind, workerName: c.title.workerName, employerName: c.title.employerName },
      link: c.contractId ? `/contracts/${c.contractId}` : "/contracts",
      employerId: c.employerId,
      contractId: c.contractId,
    },
    range,
  );
  // a communication already filed is not overdue, whatever its date
  return { ...deadline, overdue: c.overdue };
}
