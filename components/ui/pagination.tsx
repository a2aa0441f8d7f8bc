"use client";
import { useT } from "@/lib/i18n/client";
import { Button } from "./button";

export function PaginationBar({ page, limit, total, onPage }: { page: number; limit: number; total: number; onPage: (page: number) => void }) {
  const t = useT();
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav className="mt-3 flex items-center justify-between text-sm text-slate-600" aria-label="pagination">
      <span>{t.common.pagination.summary(from, to, total)}</span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t.common.pagination.previous}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t.common.pagination.next}
        </Button>
      </div>
    </nav>
  );
}
