import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ImageUp, Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useReturnFocus } from "~/components/ui/return-focus";
import { cn } from "~/utils/cn";
import {
  ACCEPTED_FORMATS_LABEL,
  altProblem,
  MEDIA_ACCEPT,
  MEDIA_ALT_MAX,
  MEDIA_MAX_BYTES,
  mediaWidthUrl,
  type UploadedMedia,
} from "~/utils/media";
import { fetchLibrary, imageFiles, uploadImage, type LibraryImage } from "./media-client";

// Choosing an image for the admin forms and the post editor: upload a new one (file chooser, drag and
// drop, paste) or pick one from the library, with alt text required before the image can be used.
// Progress and problems are announced in a live region.

export type ChosenImage = UploadedMedia;

export type MediaDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A file dropped or pasted elsewhere (the editor), to upload once it has alt text. */
  initialFile?: File | null;
  onChoose: (image: ChosenImage) => void;
};

export function MediaDialog({ open, onOpenChange, title, initialFile, onChoose }: MediaDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <DialogPrimitive.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-slate-200 bg-white shadow-xl"
          data-testid="media-dialog"
        >
          {open ? (
            <MediaChooser
              title={title}
              initialFile={initialFile ?? null}
              onChoose={(image) => {
                onChoose(image);
                onOpenChange(false);
              }}
            />
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

type Status = { tone: "info" | "error" | "success"; text: string };

function MediaChooser({
  title,
  initialFile,
  onChoose,
}: {
  title: string;
  initialFile: File | null;
  onChoose: (image: ChosenImage) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(initialFile);
  const [selected, setSelected] = useState<LibraryImage | null>(null);
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState("");
  const [fileError, setFileError] = useState("");
  const [status, setStatus] = useState<Status | null>(
    initialFile ? { tone: "info", text: `${initialFile.name || "Pasted image"} is ready: describe it, then upload it.` } : null,
  );
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [library, setLibrary] = useState<{ items: LibraryImage[]; total: number; page: number } | null>(null);
  const [search, setSearch] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);

  const load = (page: number, term: string) => {
    fetchLibrary(page, term)
      .then((result) =>
        setLibrary((current) => ({
          items: page > 1 && current ? [...current.items, ...result.items] : result.items,
          total: result.total,
          page,
        })),
      )
      .catch((error: unknown) =>
        setStatus({ tone: "error", text: error instanceof Error ? error.message : "The library could not be loaded" }),
      );
  };
  useEffect(() => {
    load(1, "");
  }, []);
  useEffect(() => {
    if (initialFile) altInput.current?.focus();
  }, [initialFile]);

  const takeFile = (next: File | undefined) => {
    if (!next) return;
    setSelected(null);
    setFileError("");
    if (next.size > MEDIA_MAX_BYTES) {
      setFile(null);
      setFileError(`${next.name} is larger than 10 MB: choose a smaller file.`);
      setStatus({ tone: "error", text: `${next.name} is larger than 10 MB: choose a smaller file.` });
      return;
    }
    setFile(next);
    setStatus({ tone: "info", text: `${next.name || "Pasted image"} is ready: describe it, then upload it.` });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    takeFile(imageFiles(event.dataTransfer.files)[0]);
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = imageFiles(event.clipboardData.files)[0];
    if (!pasted) return;
    event.preventDefault();
    takeFile(pasted);
  };

  const use = async () => {
    const problem = altProblem(alt);
    if (problem) {
      setAltError(problem);
      setStatus({ tone: "error", text: problem });
      altInput.current?.focus();
      return;
    }
    if (selected) {
      onChoose({ ...selected, alt: alt.trim() });
      return;
    }
    if (!file) {
      setFileError("Choose a file to upload, or an image from the library.");
      setStatus({ tone: "error", text: "Choose a file to upload, or an image from the library." });
      return;
    }
    setBusy(true);
    setStatus({ tone: "info", text: "Uploading… 0%" });
    const result = await uploadImage(file, alt.trim(), (percent) =>
      setStatus({ tone: "info", text: percent < 100 ? `Uploading… ${percent}%` : "Uploaded; making the smaller sizes…" }),
    );
    setBusy(false);
    if (!result.ok) {
      if (result.field === "alt") setAltError(result.message);
      else setFileError(result.message);
      setStatus({ tone: "error", text: result.message });
      return;
    }
    setStatus({ tone: "success", text: "Image uploaded." });
    onChoose({ ...result.image, alt: alt.trim() });
  };

  return (
    // Paste lands anywhere in the dialog: the handler only takes image files and lets text through.

    <div className="flex min-h-0 flex-col" onPaste={onPaste}>
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <div>
          <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm text-slate-600">
            Upload an image ({ACCEPTED_FORMATS_LABEL}, at most 10 MB) or choose one already in the library. Alt text is required.
          </DialogPrimitive.Description>
        </div>
        <DialogPrimitive.Close className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900" aria-label="Close">
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
        <section aria-labelledby={`${id}-upload`}>
          <h3 id={`${id}-upload`} className="text-sm font-semibold text-slate-900">
            Upload a new image
          </h3>
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              "mt-2 flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm text-slate-700",
              dragging ? "border-brand-600 bg-brand-50" : "border-slate-300",
            )}
            data-testid="media-drop-zone"
          >
            <ImageUp className="size-6 text-slate-500" aria-hidden="true" />
            <p>Drop an image here, paste one, or</p>
            <label htmlFor={`${id}-file`} className="sr-only">
              Image file
            </label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={MEDIA_ACCEPT}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${id}-file-error` : undefined}
              onChange={(event) => takeFile(event.target.files?.[0])}
              className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
            />
            {file ? <p className="font-medium text-slate-900">Ready: {file.name || "pasted image"}</p> : null}
            {fileError ? (
              <p id={`${id}-file-error`} className="text-red-700">
                {fileError}
              </p>
            ) : null}
          </div>
        </section>

        <section aria-labelledby={`${id}-library`} className="mt-5">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h3 id={`${id}-library`} className="text-sm font-semibold text-slate-900">
              Or choose from the library
            </h3>
            <div className="flex items-end gap-2" role="search">
              <label htmlFor={`${id}-search`} className="sr-only">
                Search the library
              </label>
              <Input
                id={`${id}-search`}
                type="search"
                fieldSize="sm"
                placeholder="Search alt text"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    load(1, search);
                  }
                }}
                className="w-48"
              />
              <Button type="button" size="sm" variant="outline" onClick={() => load(1, search)}>
                <Search aria-hidden="true" />
                Search
              </Button>
            </div>
          </div>
          {library === null ? (
            <p className="mt-2 text-sm text-slate-600">Loading the library…</p>
          ) : library.items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No images in the library{search ? " match this search" : " yet"}.</p>
          ) : (
            <>
              <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Library images">
                {library.items.map((image) => {
                  const isSelected = selected?.id === image.id;
                  return (
                    <li key={image.id}>
                      <button
                        type="button"
                        aria-pressed={isSelected}
                        aria-label={`${image.alt} (${image.originalName})`}
                        onClick={() => {
                          setSelected(isSelected ? null : image);
                          setFile(null);
                          setFileError("");
                          if (fileInput.current) fileInput.current.value = "";
                          if (!isSelected && !alt.trim()) setAlt(image.alt);
                        }}
                        className={cn(
                          "block w-full overflow-hidden rounded-md border-2 bg-slate-100",
                          isSelected ? "border-brand-600 ring-2 ring-brand-600" : "border-transparent hover:border-slate-400",
                        )}
                      >
                        <img
                          src={mediaWidthUrl(image.id, Math.min(320, image.width))}
                          alt=""
                          width={image.width}
                          height={image.height}
                          loading="lazy"
                          className="aspect-square w-full object-cover"
                        />
                      </button>
                    </li>
                  );
                })}
              </ul>
              {library.items.length < library.total ? (
                <Button type="button" size="sm" variant="outline" className="mt-2" onClick={() => load(library.page + 1, search)}>
                  Show more
                </Button>
              ) : null}
            </>
          )}
        </section>
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-alt`} className="text-sm font-medium text-slate-900">
            Alt text <span aria-hidden="true">*</span>
          </label>
          <Input
            ref={altInput}
            id={`${id}-alt`}
            value={alt}
            required
            maxLength={MEDIA_ALT_MAX}
            aria-invalid={altError ? true : undefined}
            aria-describedby={`${id}-alt-hint`}
            onChange={(event) => {
              setAlt(event.target.value);
              setAltError("");
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                void use();
              }
            }}
            className="mt-1"
          />
          <p id={`${id}-alt-hint`} className={cn("mt-1 text-xs", altError ? "text-red-700" : "text-slate-600")}>
            {altError || "What the image shows, for people who cannot see it."}
          </p>
        </div>
        <Button type="button" onClick={() => void use()} disabled={busy} className="sm:mb-5">
          {selected ? "Use this image" : "Upload and use"}
        </Button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={cn(
          "min-h-6 px-5 pb-3 text-sm",
          status?.tone === "error" ? "text-red-700" : status?.tone === "success" ? "text-green-800" : "text-slate-700",
        )}
        data-testid="media-status"
      >
        {status?.text}
      </p>
    </div>
  );
}
