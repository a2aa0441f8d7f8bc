import Link from "next/link";
import { InvitationForm } from "@/components/portal/invitation-form";
import { getDictionary } from "@/lib/i18n/dictionary";
import { getLocale } from "@/lib/i18n/server";
import { readInvitation } from "@/lib/services/portal-access/accept-invitation";
import { acceptInvitationAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata = { title: "Invito", robots: { index: false } };

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");

/** /portal/invitation/<token>: the phone-sized page an invitation's e-mail links to (issue 29 point 3). */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await readInvitation(token);
  const locale = invitation.locale ?? (await getLocale());
  const t = getDictionary(locale).portal.invitation;
  if (invitation.state === "invalid") {
    return (
      <main lang={locale} className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-4 py-8">
        <h1 className="text-xl font-semibold">{t.invalidTitle}</h1>
        <p>{t.invalidText}</p>
        <p>{t.invalidHelp}</p>
        <Link href="/sign-in" className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-medium text-white">
          {t.signIn}
        </Link>
      </main>
    );
  }
  const by = invitation.inviterName ? `${invitation.inviterName} (${invitation.organizationName})` : invitation.organizationName;
  const what = fill(invitation.kind === "worker" ? t.whatWorker : t.whatHousehold, { name: invitation.subjectName });
  const expires = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "it-IT", { dateStyle: "long", timeZone: "Europe/Rome" }).format(invitation.expiresAt);
  return (
    <main lang={locale} className="mx-auto flex min-h-screen max-w-md flex-col gap-4 px-4 py-8">
      <h1 className="text-xl font-semibold">{t.title}</h1>
      <p>{fill(t.invitedBy, { by, what })}</p>
      {invitation.right && <p>{t.rights[invitation.right]}</p>}
      <p className="text-sm text-slate-600">{fill(t.expires, { date: expires })}</p>
      <InvitationForm
        token={token}
        email={invitation.email}
        existingUser={invitation.existingUser}
        accept={acceptInvitationAction}
        text={{
          email: t.email,
          name: t.name,
          password: invitation.existingUser ? t.existingPassword : t.password,
          passwordHint: t.passwordHint,
          confirm: t.confirm,
          submit: t.submit,
          submitting: t.submitting,
          mismatch: t.mismatch,
          weak_password: t.weak,
          wrong_password: t.wrongPassword,
          rate_limited: t.tooMany,
          email_in_use: t.emailInUse,
          invalid: `${t.invalidTitle}. ${t.invalidHelp}`,
        }}
      />
    </main>
  );
}
