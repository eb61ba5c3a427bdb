import { Images } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { MediaDialog, type ChosenImage } from "./media-dialog";

/**
 * Sets a form field as a person typing would, so that any form library (React state, Conform, a plain
 * uncontrolled form) sees the change: through the element's own value setter, then an input event.
 */
function fillField(id: string | undefined, value: string) {
  if (!id) return;
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
  const prototype = element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
}

export type MediaFieldButtonProps = {
  /** id of the text field that holds the image's address. */
  urlFieldId: string;
  /** id of the field for its alt text, when the form has one. */
  altFieldId?: string;
  /** "Choose featured image", "Choose photo", … */
  label: string;
  onChosen?: (image: ChosenImage) => void;
};

/**
 * A button beside an image-address field that opens the media picker and fills the field (and its alt
 * text field) with the chosen image. Shown only once JavaScript runs: without it, the address is typed.
 */
export function MediaFieldButton({ urlFieldId, altFieldId, label, onChosen }: MediaFieldButtonProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) return null;
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Images aria-hidden="true" />
        {label}
      </Button>
      <MediaDialog
        open={open}
        onOpenChange={setOpen}
        title={label}
        onChoose={(image) => {
          fillField(urlFieldId, image.url);
          fillField(altFieldId, image.alt);
          onChosen?.(image);
        }}
      />
    </>
  );
}
