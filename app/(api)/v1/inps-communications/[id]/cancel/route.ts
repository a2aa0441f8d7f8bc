import { route } from "@/lib/api/handler";
import { cancelInpsCommunication } from "@/lib/services/inps-communications/cancel-inps-communication";
import { idParams } from "@/lib/validation/common";
import { cancelInpsCommunicationBody } from "@/lib/validation/inps-communication";

/** Cancels a communication still to file, with the reason. */
export const POST = route({
  access: "write",
  params: idParams,
  body: cancelInpsCommunicationBody,
  handler: ({ service, params, body }) => cancelInpsCommunication(service, params.id, body),
});
