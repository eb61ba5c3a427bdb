export { categoriesLoader as loader } from "~/utils/blog-api.server";
