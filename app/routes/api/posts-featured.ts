import type { CacheHandle } from "~/utils/cache-headers";
export { featuredPostsLoader as loader } from "~/utils/blog-api.server";

export const handle = { queryParams: ["locale"] } satisfies CacheHandle;
