/**
 * Builds the arguments React Router passes to a loader or action, so tests can call route modules with a
 * real Request. The result is typed loosely on purpose: route modules type their own args.
 */
export function routeArgs(
  request: Request,
  params: Record<string, string | undefined> = {},
  context: { cspNonce?: string; clientIp?: string } = {},
) {
  return {
    request,
    params,
    context: { cspNonce: context.cspNonce ?? "", clientIp: context.clientIp ?? "203.0.113.7" },
    unstable_pattern: "",
  } as never;
}

export const BASE_URL = "http://localhost:3000";

export function jsonRequest(path: string, method: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${BASE_URL}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: BASE_URL, ...headers },
    body: JSON.stringify(body),
  });
}
