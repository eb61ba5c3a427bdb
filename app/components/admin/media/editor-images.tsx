import { Extension } from "@tiptap/core";
import { Plugin, PluginKey, TextSelection } from "@tiptap/pm/state";
import type { Editor } from "@tiptap/react";
import { ARTICLE_IMAGE_SIZES } from "~/utils/media";
import { imageFiles } from "./media-client";
import { MediaDialog } from "./media-dialog";

// Images in the post editor: the toolbar's Image button, and an image file dropped on or pasted into the
// editor, open the media picker; the chosen image is inserted with its srcset, sizes, width and height
// (the article's image node keeps them), so the public article loads the right size without layout shift.

/**
 * An image file dropped on or pasted into the editor goes to `onFiles` (the picker, for its alt text)
 * instead of into the article as a data: URL, which the sanitiser would drop.
 */
export const MediaFiles = Extension.create<{ onFiles: ((file: File) => void) | null }>({
  name: "mediaFiles",
  addOptions() {
    return { onFiles: null };
  },
  addProseMirrorPlugins() {
    const onFiles = this.options.onFiles;
    if (!onFiles) return [];
    return [
      new Plugin({
        key: new PluginKey("mediaFiles"),
        props: {
          handleDrop(view, event, _slice, moved) {
            const file = moved ? undefined : imageFiles(event.dataTransfer?.files)[0];
            if (!file) return false;
            event.preventDefault();
            // The image goes where it was dropped.
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
            if (at) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at.pos))));
            onFiles(file);
            return true;
          },
          handlePaste(_view, event) {
            const file = imageFiles(event.clipboardData?.files)[0];
            if (!file) return false;
            event.preventDefault();
            onFiles(file);
            return true;
          },
        },
      }),
    ];
  },
});

/** The media picker for the editor: the chosen image is inserted at the cursor with its srcset. */
export function EditorImageDialog({ editor, file, onClose }: { editor: Editor; file: File | null; onClose: () => void }) {
  return (
    <MediaDialog
      open
      title="Insert an image"
      initialFile={file}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onChoose={(image) => {
        editor
          .chain()
          .focus()
          .insertContent({
            type: "image",
            attrs: {
              src: image.url,
              srcset: image.srcset,
              sizes: ARTICLE_IMAGE_SIZES,
              alt: image.alt,
              width: image.width,
              height: image.height,
            },
          })
          .run();
      }}
    />
  );
}
