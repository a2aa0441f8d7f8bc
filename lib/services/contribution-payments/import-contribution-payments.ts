import "server-only";
import { isCsvParseError, readCsv, type CsvRecord } from "@/lib/validation/csv";
import { getDb } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/sql";
import { contributionPaymentWhere } from "@/lib/db/scope";
import { AppError, notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import { queueWebhookDeliveries } from "@/lib/services/webhooks/emit-webhook-event";
import { isRealDate } from "@/lib/validation/common";
import type { ImportContributionPaymentsBody, ImportContributionPaymentsResult } from "@/lib/validation/contribution-payment";
import { paymentProblems, recordPaymentIn } from "./record-contribution-payment";

type Outcome = ImportContributionPaymentsResult["rows"][number];

/**
 * A CSV of payments (`codice_rapporto;trimestre;data;importo[;codice_avviso]`, header optional; `;`, tab or `,`;
 * decimal comma or dot): each row is matched to the contribution payment of that INPS relationship code and
 * quarter (the quarterly one before a cessation's), checked like `POST …/{id}/payments` and, unless
 * `dryRun`, recorded in its own transaction. Each row answers its outcome with pointers.
 */
export async function importContributionPayments(
  ctx: ServiceContext,
  body: ImportContributionPaymentsBody,
  today: string,
): Promise<ImportContributionPaymentsResult> {
  if (body.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  let records: CsvRecord[];
  try {
    // `;` (the Italian spreadsheet's), else a tab, else a comma (then amounts use a dot)
    records = readCsv(body.csv, [";", "\t", ","]);
  } catch (error) {
    if (!isCsvParseError(error)) throw error;
    throw new AppError("validation_failed", "The CSV cannot be read", {
      errors: [{ path: "/csv", message: error.message, code: "invalid_csv", params: { line: String(error.lines ?? 1) } }],
    });
  }
  const rows: Outcome[] = [];
  for (const [i, record] of records.entries()) {
    const cells = record.cells.map((c) => c.trim());
    if (i === 0 && /codice/i.test(cells[0] ?? "")) continue;
    rows.push(await importRow(ctx, record.line, cells, body.dryRun, today));
  }
  return {
    dryRun: body.dryRun,
    rows,
    recorded: rows.filter((r) => r.outcome === "recorded").length,
    refused: rows.filter((r) => r.outcome === "refused").length,
  };
}

async function importRow(ctx: ServiceContext, line: number, cells: string[], dryRun: boolean, today: string): Promise<Outcome> {
  const [code = "", quarter = "", paidOn = "", rawAmount = "", noticeCode = ""] = cells;
  const amount = rawAmount
    .replace(/\s|€/g, "")
    .replace(/\.(?=\d{3}(\D|$))/g, "")
    .replace(",", ".");
  const refuse = (path: string, problem: string): Outcome => ({ line, outcome: "refused", contributionPaymentId: null, errors: [{ path, code: problem }] });
  if (!/^\d{4}-Q[1-4]$/.test(quarter)) return refuse("/quarter", "invalid_quarter");
  if (!isRealDate(paidOn)) return refuse("/paidOn", "invalid_date");
  if (!/^-?\d{1,9}(\.\d{1,2})?$/.test(amount)) return refuse("/amount", "invalid_decimal");
  if (noticeCode && !/^\d{18}$/.test(noticeCode)) return refuse("/noticeCode", "invalid_notice_code");
  const payment = await getDb().contributionPayment.findFirst({
    where: { quarter, contract: { inpsRelationshipCode: code }, ...contributionPaymentWhere(ctx.scope) },
    orderBy: { kind: "asc" },
    select: { id: true, state: true },
  });
  if (!code || !payment) return refuse("/relationshipCode", "contribution_payment_not_found");
  const input = { paidOn, amount, ...(noticeCode ? { noticeCode } : {}) };
  const problems = paymentProblems(input, payment.state, quarter, today);
  if (problems.length > 0)
    return { line, outcome: "refused", contributionPaymentId: payment.id, errors: problems.map((p) => ({ path: p.path, code: p.code })) };
  if (dryRun) return { line, outcome: "valid", contributionPaymentId: payment.id, errors: [] };
  try {
    const { deliveries } = await writeTransaction((tx) => recordPaymentIn(tx, ctx, payment.id, input, today, "import"));
    await queueWebhookDeliveries(deliveries);
    return { line, outcome: "recorded", contributionPaymentId: payment.id, errors: [] };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      line,
      outcome: "refused",
      contributionPaymentId: payment.id,
      errors: (error.errors ?? [{ path: "", code: error.code }]).map((e) => ({ path: e.path, code: e.code })),
    };
  }
}
