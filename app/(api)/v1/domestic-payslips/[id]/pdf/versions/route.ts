import { route } from "@/lib/api/handler";
import { listPayslipDocumentVersions } from "@/lib/services/documents/list-payslip-document-versions";
import { idParams } from "@/lib/validation/common";

/** The stored versions of a final payslip's document, oldest first. */
export const GET = route({
  access: "read",
  params: idParams,
  handler: ({ service, params }) => listPayslipDocumentVersions(service, params.id),
});
