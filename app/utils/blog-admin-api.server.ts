import { jsonError } from "./api.server";

// The admin half of the blog JSON API (DESIGN.md section 4): create, update, delete.

const notYet = async () => jsonError(501, "Not implemented yet");

/** POST /api/blog/posts */
export const createPostAction = notYet;
/** PUT and DELETE /api/blog/posts/{id} */
export const postAction = notYet;
