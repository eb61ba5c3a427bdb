export { tagsLoader as loader } from "~/utils/blog-api.server";
