import { route } from "@/lib/api/handler";
import { LOCALE_COOKIE, preferredLocale } from "@/lib/i18n/config";
import { listDeadlines } from "@/lib/services/deadlines/list-deadlines";
import { listDeadlinesQuery } from "@/lib/validation/deadlines";

export const GET = route({
  access: "read",
  query: listDeadlinesQuery,
  handler: ({ service, query, req }) =>
    listDeadlines(service, {
      ...query,
      // `kind` may be repeated: every value, not only the last the query schema saw
      kinds: req.nextUrl.searchParams.getAll("kind"),
      locale: preferredLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get("accept-language")),
    }),
});
