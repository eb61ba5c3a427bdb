/**
 * A response whose whole body is known as bytes when it is made (a light page rendered to one string):
 * the server writes those bytes in one call instead of reading them back through the Response's web
 * stream, chunk by chunk (server/react-router-handler.ts). Anything else reads the body as usual.
 */
const wholeBodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

export function responseWithWholeBody(body: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(body, init);
  wholeBodies.set(response, body);
  return response;
}

/** The bytes a response was made with, while its body has not been read; otherwise undefined. */
export function wholeBodyOf(response: Response): Uint8Array<ArrayBuffer> | undefined {
  const body = wholeBodies.get(response);
  return body && !response.bodyUsed ? body : undefined;
}
