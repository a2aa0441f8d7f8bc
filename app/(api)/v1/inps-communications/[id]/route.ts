import { route } from "@/lib/api/handler";
import { getInpsCommunication } from "@/lib/services/inps-communications/get-inps-communication";
import { idParams } from "@/lib/validation/common";

export const GET = route({
  access: "read",
  etag: true,
  params: idParams,
  handler: ({ service, params }) => getInpsCommunication(service, params.id),
});
