import { notFound } from "next/navigation";
import type { Principal } from "@/lib/auth/principal";
import { requireSessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { idSchema } from "@/lib/validation/common";

/** The signed-in clerk as a Principal, for the employer pages that read through the services. */
export async function sessionPrincipal(): Promise<Principal> {
  const user = await requireSessionUser();
  return { kind: "user", actorId: user.id, organizationId: user.organizationId, readOnly: false, role: user.role };
}

/** Runs a read; an unknown, foreign or malformed id renders the 404 page. */
export async function orNotFound<T>(id: string, read: () => Promise<T>): Promise<T> {
  if (!idSchema.safeParse(id).success) notFound();
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}
