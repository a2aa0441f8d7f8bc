import { getServerDictionary } from "@/lib/i18n/server";
import { SignInForm } from "@/components/layout/sign-in-form";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  const { t } = await getServerDictionary();
  return { title: t.auth.signIn.title };
}

export default function SignInPage() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <SignInForm />
    </main>
  );
}
