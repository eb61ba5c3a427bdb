export { listPostsLoader as loader } from "~/utils/blog-api.server";
export { createPostAction as action } from "~/utils/blog-admin-api.server";
