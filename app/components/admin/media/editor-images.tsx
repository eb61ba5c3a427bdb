import Image from "@tiptap/extension-image";
import { Plugin, PluginKey, TextSelection } from "@tiptap/pm/state";
import type { Editor } from "@tiptap/react";
import { ARTICLE_IMAGE_SIZES } from "~/utils/media";
import { imageFiles } from "./media-client";
import { MediaDialog } from "./media-dialog";

// Images in the post editor: the image node keeps srcset, sizes, width and height (what the public
// article needs to load the right size without layout shift), and an image file dropped on or pasted
// into the editor opens the media picker with that file, to be described (alt text) and uploaded.

type MediaImageOptions = { onFiles: ((file: File) => void) | null };

export const MediaImage = Image.extend<MediaImageOptions & Parameters<typeof Image.configure>[0]>({
  addOptions() {
    return { ...this.parent?.(), inline: false, allowBase64: false, HTMLAttributes: {}, resize: false, onFiles: null };
  },
  addAttributes() {
    return { ...this.parent?.(), srcset: { default: null }, sizes: { default: null } };
  },
  addProseMirrorPlugins() {
    const onFiles = this.options.onFiles;
    if (!onFiles) return [];
    return [
      new Plugin({
        key: new PluginKey("mediaImageFiles"),
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
