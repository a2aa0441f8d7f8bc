import "server-only";
/** Statements of bulk imports (POST /v1/imports). */
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlOf, type Queryable } from "../sql";

export interface NewBookImport {
  id: string;
  organizationId: string;
  dryRun: boolean;
  document: unknown;
  principal: unknown;
  total: number;
  summary: unknown;
  actorType: "user" | "api_key";
  actorId: string | null;
  requestId: string | null;
}

/** Inserts a queued import; answers its creation time. */
export async function insertBookImport(db: Queryable, i: NewBookImport): Promise<Date> {
  const row = await sqlOf(db).one<{ createdAt: string | Date }>(
    Prisma.sql`INSERT INTO book_imports (id, organization_id, status, dry_run, document, principal, total, summary, actor_type, actor_id, request_id)
               VALUES (${i.id}::uuid, ${i.organizationId}::uuid, 'queued', ${i.dryRun}, ${JSON.stringify(i.document)}::jsonb,
                       ${JSON.stringify(i.principal)}::jsonb, ${i.total}, ${JSON.stringify(i.summary)}::jsonb,
                       ${i.actorType}::"ActorType", ${i.actorId}::uuid, ${i.requestId})
               RETURNING created_at AS "createdAt"`,
  );
  return new Date(row!.createdAt);
}
