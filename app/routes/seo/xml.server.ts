// Characters XML 1.0 cannot carry at all (most control characters, lone surrogates, U+FFFE/U+FFFF).
const INVALID_XML =
  // eslint-disable-next-line no-control-regex -- finds the control characters XML 1.0 does not allow
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element or attribute value. */
export function escapeXml(value: string): string {
  return value.replace(INVALID_XML, "").replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

export function xmlResponse(body: string, contentType: string, cacheControl: string): Response {
  return new Response(body, {
    headers: { "Content-Type": `${contentType}; charset=utf-8`, "Cache-Control": cacheControl },
  });
}
