import { locationOf, route } from "@/lib/api/handler";
import { createBookImport } from "@/lib/services/imports/create-book-import";
import { createBookImportBody } from "@/lib/validation/book-import";

export const POST = route({
  access: "write",
  body: createBookImportBody,
  status: 202,
  location: locationOf("/v1/imports"),
  handler: ({ service, body }) => createBookImport(service, body),
});
