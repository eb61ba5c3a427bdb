import type { CacheHandle } from "~/utils/cache-headers";
export { tagsLoader as loader } from "~/utils/blog-api.server";

export const handle = { queryParams: ["locale"] } satisfies CacheHandle;
