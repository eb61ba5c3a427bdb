import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { isStaffPath } from "~/utils/staff-paths";

/** The site's Content-Security-Policy; `scriptSources` allow this response's inline scripts (nonce or hashes). */
export function contentSecurityPolicy(scriptSources: string[], options: { secure: boolean; dev: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptSources],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Staff may place images hosted elsewhere in articles (the editor and the sanitiser accept https URLs).
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'"],
    "connect-src": options.dev ? ["'self'", "ws:"] : ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(options.secure ? { "upgrade-insecure-requests": [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * Cross-Origin-Opener-Policy `same-origin` on staff pages only (decision record 0018): a window that
 * opens the admin, or that the admin opens, keeps no handle on it across origins. Public pages hold
 * nothing per visitor, and Chrome on Android gives every site that sends the header a process of its
 * own, a cost paid on each landing from another site (Lighthouse's blocking time on a one-paragraph
 * page: 0 ms without it, 116-336 ms with it).
 */
const staffOpenerPolicy: RequestHandler = (req, res, next) => {
  if (isStaffPath(req.path)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  next();
};

export function securityHeaders(secure: boolean, dev: boolean): RequestHandler[] {
  const csp: RequestHandler = (_req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], { secure, dev }));
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return [csp, headers, staffOpenerPolicy];
}
