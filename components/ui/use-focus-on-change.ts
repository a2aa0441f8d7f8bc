"use client";
import { useEffect, useRef } from "react";

/**
 * A ref whose element takes the focus each time `key` changes (not on the first render): the
 * heading of a wizard's new step, so keyboard and screen-reader users land on it (issue 15 point 9).
 * The element needs tabIndex={-1}.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}
