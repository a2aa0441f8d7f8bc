"use client";
import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { useCallback, useEffect, useMemo } from "react";
import { useEmployerList } from "@/lib/client/employers";
import { useUrlSearch } from "@/lib/client/use-url-search";
import { EMPLOYER_SORT_FIELDS } from "@/lib/validation/employer-query";

export type SortField = (typeof EMPLOYER_SORT_FIELDS)[number];
export type StatusFilter = "all" | "active" | "archived";
export type TypeFilter = "" | "domestic" | "business";

export interface DirectoryState {
  q: string;
  status: StatusFilter;
  type: TypeFilter;
  sort: SortField;
  dir: "asc" | "desc";
  page: number;
}

const PAGE_SIZE = 20;
const DEBOUNCE_MS = 300;
/** A clerk mostly works on current households: the directory opens on the active ones. */
const DEFAULTS: DirectoryState = { q: "", status: "active", type: "", sort: "name", dir: "asc", page: 1 };
const DEFAULT_DIRECTION: Record<SortField, "asc" | "desc"> = { name: "asc", type: "asc", createdAt: "desc", updatedAt: "desc" };

/** The directory's state lives in the URL (nuqs): defaults stay out of it, a link or the back button restores the list. */
const DIRECTORY_PARAMS = {
  q: parseAsString.withDefault(DEFAULTS.q),
  status: parseAsStringLiteral(["all", "active", "archived"] as const).withDefault(DEFAULTS.status),
  type: parseAsStringLiteral(["domestic", "business"] as const),
  sort: parseAsStringLiteral(EMPLOYER_SORT_FIELDS).withDefault(DEFAULTS.sort),
  dir: parseAsStringLiteral(["asc", "desc"] as const).withDefault(DEFAULTS.dir),
  page: parseAsInteger.withDefault(DEFAULTS.page),
};

/** The directory's state (from the URL), its page of employers, and how to change either. */
export function useDirectory(organizationId: string) {
  const [params, setParams] = useQueryStates(DIRECTORY_PARAMS, { history: "replace", scroll: false });
  const state: DirectoryState = useMemo(() => ({ ...params, type: params.type ?? "", page: Math.max(1, params.page) }), [params]);

  const navigate = useCallback(
    (patch: Partial<DirectoryState>) => {
      const { type, ...rest } = patch;
      void setParams({ ...rest, ...(type !== undefined ? { type: type || null } : {}) });
    },
    [setParams],
  );

  // search as you type: the box updates at once, the URL (and the request) 300 ms after the last key
  const { input, setInput, searchNow } = useUrlSearch(state.q, (q) => navigate({ q, page: 1 }), DEBOUNCE_MS);

  const list = useEmployerList({
    organizationId,
    search: state.q || undefined,
    status: state.status === "all" ? undefined : state.status,
    type: state.type || undefined,
    sortField: state.sort,
    sortDirection: state.dir,
    page: state.page,
    limit: PAGE_SIZE,
  });

  // a page past the end (after a deletion, or an old link): go to the last page that exists
  const totalPages = list.data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && list.data.data.length === 0 && totalPages > 0 && state.page > totalPages) navigate({ page: totalPages });
  }, [list.data, list.isPlaceholderData, totalPages, state.page, navigate]);

  const onSort = (field: string) => {
    const sort = field as SortField;
    navigate({ sort, dir: sort === state.sort ? (state.dir === "asc" ? "desc" : "asc") : DEFAULT_DIRECTION[sort], page: 1 });
  };

  return { state, navigate, input, setInput, searchNow, list, onSort };
}
