import type { CacheHandle } from "~/utils/cache-headers";
export { listPostsLoader as loader } from "~/utils/blog-api.server";
export { createPostAction as action } from "~/utils/blog-admin-api.server";

export const handle = { queryParams: ["limit", "offset", "published", "categoryId", "search", "locale"] } satisfies CacheHandle;
