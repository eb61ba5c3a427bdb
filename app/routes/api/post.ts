import type { CacheHandle } from "~/utils/cache-headers";
export { postLoader as loader } from "~/utils/blog-api.server";
export { postAction as action } from "~/utils/blog-admin-api.server";

export const handle = { queryParams: ["locale"] } satisfies CacheHandle;
