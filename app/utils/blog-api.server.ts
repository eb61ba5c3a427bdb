import { jsonError } from "./api.server";

// The public half of the blog JSON API (DESIGN.md section 4). Wired into app/routes/api/*.

const notYet = async () => jsonError(501, "Not implemented yet");

export const listPostsLoader = notYet;
export const featuredPostsLoader = notYet;
export const postLoader = notYet;
export const viewsAction = notYet;
export const categoriesLoader = notYet;
export const tagsLoader = notYet;
