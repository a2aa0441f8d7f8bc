import { route } from "@/lib/api/handler";
import { getBookImport } from "@/lib/services/imports/get-book-import";
import { idParams } from "@/lib/validation/common";

export const GET = route({
  access: "read",
  params: idParams,
  handler: ({ service, params }) => getBookImport(service, params.id),
});
