import { route } from "@/lib/api/handler";
import { fileInpsCommunication } from "@/lib/services/inps-communications/file-inps-communication";
import { idParams } from "@/lib/validation/common";
import { fileInpsCommunicationBody } from "@/lib/validation/inps-communication";

/** Records the INPS receipt (and, for a hiring, the relationship code). */
export const POST = route({
  access: "write",
  params: idParams,
  body: fileInpsCommunicationBody,
  handler: ({ service, params, body }) => fileInpsCommunication(service, params.id, body),
});
