import { route } from "@/lib/api/handler";
import { reissuePayslipDocument } from "@/lib/services/documents/reissue-payslip-document";
import { idParams } from "@/lib/validation/common";
import { reissuePayslipDocumentBody } from "@/lib/validation/payslip-document";

/** An administrator reissues a final payslip's document: a new stored version, the earlier ones kept. */
export const POST = route({
  access: "admin",
  params: idParams,
  body: reissuePayslipDocumentBody,
  status: 201,
  handler: ({ service, params, body }) => reissuePayslipDocument(service, params.id, body, new Date()),
  location: (result, ctx) => `/v1/domestic-payslips/${ctx.params.id}/pdf?version=${(result as { version: number }).version}`,
});
