"use client";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/misc";
import { useT } from "@/lib/i18n/client";
import type { DirectoryState } from "./use-directory";

/** No rows: none at all (create the first), none for the search (show archived, clear it), or none for the filter. */
export function DirectoryEmpty({
  state,
  counts,
  nothingAtAll,
  onShowArchived,
  onClearSearch,
}: {
  state: DirectoryState;
  counts: { active: number; archived: number } | undefined;
  nothingAtAll: boolean;
  onShowArchived: () => void;
  onClearSearch: () => void;
}) {
  const d = useT().employers.directory;
  return (
    <EmptyState>
      {nothingAtAll ? (
        <div className="space-y-3">
          <p>{d.emptyAll}</p>
          <Link href="/employers/new" className="font-medium text-brand-700 hover:underline">
            {d.emptyAllAction}
          </Link>
        </div>
      ) : state.q ? (
        <div className="space-y-3">
          <p>{d.emptySearch(state.q)}</p>
          <div className="flex flex-wrap justify-center gap-2">
            {state.status === "active" && counts && counts.archived > 0 && (
              <Button variant="secondary" size="sm" onClick={onShowArchived}>
                {d.showArchived(counts.archived)}
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={onClearSearch}>
              {d.clearSearch}
            </Button>
          </div>
        </div>
      ) : (
        <p>{d.emptyFilter}</p>
      )}
    </EmptyState>
  );
}
