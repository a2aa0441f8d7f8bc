import { route } from "@/lib/api/handler";
import { resetSandbox } from "@/lib/services/sandbox/reset-sandbox";

export const POST = route({ access: "write", organizationWide: true, handler: ({ service }) => resetSandbox(service) });
