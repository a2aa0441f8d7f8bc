"use client";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n/client";

export function PrintButton() {
  const t = useT();
  return (
    <Button onClick={() => window.print()} data-testid="print-button">
      {t.payroll.print.printButton}
    </Button>
  );
}
