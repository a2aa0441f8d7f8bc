import type { Metadata } from "next";
import { getServerSession } from "next-auth";
import { AppShell } from "@/components/layout/app-shell";
import { NotFoundContent } from "@/components/layout/error-pages";
import { authOptions } from "@/lib/auth/options";
import { getServerDictionary } from "@/lib/i18n/server";
import { notFoundRequestId } from "@/lib/http/not-found-id";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.common.pages.notFoundTitle };
}

/** An address that matches no screen: the same 404, inside the app shell when a clerk is signed in. */
export default async function NotFound() {
  const requestId = await notFoundRequestId();
  const session = await getServerSession(authOptions).catch(() => null);
  const user = session?.user as { name?: string; email?: string; role?: string } | undefined;
  const content = <NotFoundContent requestId={requestId} />;
  if (!user?.email) return <main className="mx-auto max-w-7xl px-4 py-8">{content}</main>;
  return <AppShell user={{ name: user.name ?? "", email: user.email, role: user.role ?? "clerk" }}>{content}</AppShell>;
}
