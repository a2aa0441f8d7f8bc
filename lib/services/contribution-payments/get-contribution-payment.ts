import "server-only";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { contributionPaymentWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import { todayInItaly } from "@/lib/validation/common";
import type { ContributionPaymentView } from "@/lib/validation/contribution-payment";
import { contributionPaymentSelect, serializeContributionPayment } from "./serialize";

/** GET /v1/contribution-payments/{id}: one payment with its lines, notification and payments. */
export async function getContributionPayment(ctx: ServiceContext, id: string, db: Db | Tx = getDb(), today = todayInItaly()): Promise<ContributionPaymentView> {
  const row = await db.contributionPayment.findFirst({ where: { id, ...contributionPaymentWhere(ctx.scope) }, select: contributionPaymentSelect });
  if (!row) throw notFound("Contribution payment");
  return serializeContributionPayment(row, today);
}
