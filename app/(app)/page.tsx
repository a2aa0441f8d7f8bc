import Link from "next/link";
import { Card, PageHeader } from "@/components/ui/misc";
import { getServerDictionary } from "@/lib/i18n/server";

export default async function HomePage() {
  const { t } = await getServerDictionary();
  const links = [
    { href: "/employers", label: t.common.nav.employers },
    { href: "/contracts", label: t.common.nav.contracts },
    { href: "/payroll", label: t.common.nav.payroll },
    { href: "/settings/api-keys", label: t.common.nav.settings },
  ];
  return (
    <>
      <PageHeader title={t.common.home.title} description={t.common.home.intro} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {links.map((l) => (
          <Link key={l.href} href={l.href}>
            <Card className="transition hover:ring-brand-500">
              <span className="font-medium text-brand-700">{l.label} →</span>
            </Card>
          </Link>
        ))}
      </div>
    </>
  );
}
