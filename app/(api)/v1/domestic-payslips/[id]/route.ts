import { jsonResponse, route } from "@/lib/api/handler";
import { deletePayslip } from "@/lib/services/payslips/delete-payslip";
import { getPayslip } from "@/lib/services/payslips/get-payslip";
import { updatePayslipNotes } from "@/lib/services/payslips/update-payslip-notes";
import { idParams } from "@/lib/validation/common";
import { patchPayslipBody } from "@/lib/validation/payslip";

export const GET = route({
  access: "read",
  etag: true,
  portal: { household: "view", worker: true },
  params: idParams,
  handler: ({ service, params }) => getPayslip(service, params.id),
});

export const PATCH = route({
  access: "write",
  currentRepresentation: ({ service, params }, db) => getPayslip(service, params.id, db),
  params: idParams,
  body: patchPayslipBody,
  handler: ({ service, params, body }) => updatePayslipNotes(service, params.id, body),
});

/** 204; when later payslips of the contract exist, headers name them (their running totals may be outdated). */
export const DELETE = route({
  access: "write",
  currentRepresentation: ({ service, params }, db) => getPayslip(service, params.id, db),
  params: idParams,
  handler: async ({ service, params }) => {
    const { laterPayslips } = await deletePayslip(service, params.id);
    const headers: Record<string, string> = {};
    if (laterPayslips.length > 0) {
      headers["x-later-payslips"] = laterPayslips.map((p) => p.id).join(",");
      headers["warning"] = `299 - "${laterPayslips.length} later payslip(s) of this contract may have outdated running totals: re-run them"`;
    }
    return jsonResponse(null, 204, headers);
  },
});
