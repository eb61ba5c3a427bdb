import type { ComponentProps } from "react";
import { useMatches } from "react-router";
import { responsiveImage, type MediaSizes } from "~/utils/media";

/**
 * The sizes of media-library images the current page's loaders looked up (each returns them as
 * `mediaSizes`, from mediaSizesFor in media.server.ts). Read during the server render: no script.
 */
function useMediaSizes(): MediaSizes {
  const sizes: MediaSizes = {};
  for (const match of useMatches()) {
    const data: unknown = match.loaderData;
    if (data && typeof data === "object" && "mediaSizes" in data && data.mediaSizes && typeof data.mediaSizes === "object") {
      Object.assign(sizes, data.mediaSizes);
    }
  }
  return sizes;
}

export type MediaImageProps = Omit<ComponentProps<"img">, "srcSet"> & {
  src: string;
  /** Which of the widths the browser should pick, as the `sizes` attribute says it. */
  sizes: string;
};

/**
 * An `<img>` that, for an image of the media library, lists every stored width in `srcset` (the server
 * answers each in AVIF or WebP) and takes the image's own width and height when none are given, so the
 * page keeps its layout while it loads. Any other address is drawn as it is.
 */
export function MediaImage({ src, sizes, width, height, alt, ...props }: MediaImageProps) {
  const image = responsiveImage(src, useMediaSizes());
  if (!image) return <img src={src} width={width} height={height} alt={alt} {...props} />;
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={width ?? image.width}
      height={height ?? image.height}
      alt={alt}
      {...props}
    />
  );
}
