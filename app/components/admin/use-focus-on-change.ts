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

/**
 * After a form's answer arrives, focus goes where `target` says (the field a refusal is about, or the
 * message that says what happened): the button that sent the form was disabled while it went, which drops
 * focus to the page's body.
 */
export function useFocusAfterAnswer<A>(answer: A | undefined, target: (answer: A) => HTMLElement | null | undefined) {
  const pick = useRef(target);
  pick.current = target;
  useEffect(() => {
    if (answer) pick.current(answer)?.focus();
  }, [answer]);
}
