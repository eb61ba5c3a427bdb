import type { UploadedMedia } from "~/utils/media";

// The browser's side of the media API (POST and GET /api/media): uploads with progress (XMLHttpRequest,
// since fetch reports none for a request body) and pages of the library for the picker.

export type LibraryImage = UploadedMedia & { originalName: string };

export type UploadOutcome = { ok: true; image: UploadedMedia } | { ok: false; message: string; field?: "file" | "alt" };

function messageOf(body: unknown, fallback: string): { message: string; field?: "file" | "alt" } {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    const errors = "errors" in body && body.errors && typeof body.errors === "object" ? body.errors : {};
    return { message: body.message, field: "alt" in errors ? "alt" : "file" in errors ? "file" : undefined };
  }
  return { message: fallback };
}

function isUploaded(body: unknown): body is UploadedMedia {
  return Boolean(body && typeof body === "object" && "id" in body && "url" in body && "srcset" in body);
}

/** Sends `file` with its alt text; `onProgress` hears the share of the file sent (0-100). */
export function uploadImage(file: File, alt: string, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/media");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      const body: unknown = request.response;
      if ((request.status === 200 || request.status === 201) && isUploaded(body)) resolve({ ok: true, image: body });
      else resolve({ ok: false, ...messageOf(body, `The upload failed (${request.status}). Please try again.`) });
    });
    request.addEventListener("error", () =>
      resolve({ ok: false, message: "The upload did not reach the server: check the connection and try again." }),
    );
    const form = new FormData();
    form.append("alt", alt);
    form.append("file", file);
    request.send(form);
  });
}

export async function fetchLibrary(page: number, search: string): Promise<{ total: number; items: LibraryImage[] }> {
  const params = new URLSearchParams({ page: String(page) });
  if (search.trim()) params.set("search", search.trim());
  const response = await fetch(`/api/media?${params.toString()}`, { headers: { accept: "application/json" } });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(messageOf(body, "The library could not be loaded").message);
  return body as { total: number; items: LibraryImage[] };
}

/** The image files among a drop's or a paste's items. */
export function imageFiles(list: FileList | null | undefined): File[] {
  return [...(list ?? [])].filter((file) => file.type.startsWith("image/") || file.type === "");
}
