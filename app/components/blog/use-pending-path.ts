import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/**
 * True when a navigation to a path matching `test` has been loading for longer than `delayMs`, so a fast
 * load never flashes a placeholder.
 */
export function usePendingPath(test: (pathname: string) => boolean, delayMs = 150): boolean {
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const pending = target !== null && test(target);
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setShow(false);
      return;
    }
    const timer = setTimeout(() => setShow(true), delayMs);
    return () => clearTimeout(timer);
  }, [pending, target, delayMs]);
  return pending && show;
}

/** /blog/{slug}, not the list and not the admin or the feed. */
export function isArticlePath(pathname: string): boolean {
  return /^\/blog\/(?!admin(?:\/|$)|rss\.xml$)[^/]+\/?$/.test(pathname);
}
