"use client";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * A list's search box whose query lives in the URL: the box updates at once, `search` (which moves
 * the URL) runs `delayMs` after the last key; a URL changed from outside (back button, a link)
 * puts its query back in the box. `cancelPending` is for a link followed while a search is still
 * waiting: that search must not undo the navigation.
 */
export function useUrlSearch(urlQuery: string, search: (query: string) => void, delayMs = 300) {
  const [input, setInput] = useState(urlQuery);
  const pushed = useRef(urlQuery);
  const cancelled = useRef<string | null>(null);
  useEffect(() => {
    if (urlQuery !== pushed.current) {
      pushed.current = urlQuery;
      setInput(urlQuery);
    }
  }, [urlQuery]);
  const typed = useDebouncedValue(input.trim(), delayMs);
  // only a change of what was typed moves the URL (a URL changed from outside catches the box up above)
  const searchTyped = useEffectEvent((query: string) => {
    if (query === cancelled.current || query === urlQuery) return;
    pushed.current = query;
    search(query);
  });
  useEffect(() => searchTyped(typed), [typed]);
  return {
    input,
    setInput,
    /** search what the box holds now (Enter), without waiting */
    searchNow: () => {
      pushed.current = input.trim();
      search(input.trim());
    },
    cancelPending: () => {
      cancelled.current = input.trim();
    },
  };
}
