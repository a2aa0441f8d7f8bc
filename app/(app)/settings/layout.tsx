import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/misc";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { getServerDictionary } from "@/lib/i18n/server";

export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const { t } = await getServerDictionary();
  return (
    <>
      <PageHeader title={t.settings.title} />
      <SettingsTabs />
      {children}
    </>
  );
}
