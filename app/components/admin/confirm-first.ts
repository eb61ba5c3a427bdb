import type { FormEvent } from "react";

/**
 * A form's submit handler that asks the browser's own confirmation first, for an action that cannot be
 * taken back in one click (deactivating an account signs its owner out and loses what they have not
 * saved; a deleted image is gone). Without JavaScript the form posts as it is.
 */
export function confirmFirst(question: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(question)) event.preventDefault();
  };
}
