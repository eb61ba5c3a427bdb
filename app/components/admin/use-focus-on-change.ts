import { useEffect, useRef } from "react";

/**
 * A ref whose element receives focus when `key` changes to a non-empty value after the first render: a
 * result that appears in place (a comparison, a conflict) is where keyboard and screen reader users land.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (key && key !== previous.current) ref.current?.focus();
    previous.current = key;
  }, [key]);
  return ref;
}
