export { featuredPostsLoader as loader } from "~/utils/blog-api.server";
