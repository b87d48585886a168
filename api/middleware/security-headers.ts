import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

const POLICY = {
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
  xFrameOptions: 'DENY',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
} satisfies SecureHeadersOptions;
const HSTS = 'max-age=63072000; includeSubDomains';

/** The same headers as one plain record (the test checks that they match), for answers made whole by `completeAnswer`. */
const policyRecord = (production: boolean): Readonly<Record<string, string>> =>
  Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
const RECORDS = { production: policyRecord(true), development: policyRecord(false) };
export const securityHeaderRecord = (production: boolean) => (production ? RECORDS.production : RECORDS.development);

/** The merged records, made once for each record of an answer's own headers (callers pass constants). */
const merged = { production: new WeakMap<object, Record<string, string>>(), development: new WeakMap<object, Record<string, string>>() };
const withPolicy = (production: boolean, own: Record<string, string>) => {
  const cache = production ? merged.production : merged.development;
  let headers = cache.get(own);
  if (!headers) {
    headers = Object.freeze({ ...securityHeaderRecord(production), ...own });
    cache.set(own, headers);
  }
  return headers;
};

/** Answers that already carry every security header. */
const complete = new WeakSet<Response>();

/**
 * An answer with the security headers and its own in one plain record, which @hono/node-server hands
 * to Node as it is: no Fetch `Headers` is built and no middleware adds a header to it afterwards.
 * For the hot read paths (health, public project reads); everything else gets the headers from the middleware.
 */
export const completeAnswer = (body: string | Uint8Array<ArrayBuffer> | null, status: number, production: boolean, own: Record<string, string>) => {
  const res = new Response(body, { status, headers: withPolicy(production, own) });
  complete.add(res);
  return res;
};

export const isCompleteAnswer = (res: Response) => complete.has(res);

/**
 * Headers for every response. The policy here is the strict one for API answers and uploads;
 * HTML pages carry their own Content-Security-Policy (see site-serving/page-policy.ts), which wins
 * because existing headers are not overwritten.
 */
export const securityHeaders = ({ production }: { production: boolean }): MiddlewareHandler => {
  const secure = secureHeaders({ ...POLICY, overwrite: false, strictTransportSecurity: production ? HSTS : false });
  const nothingMore = async () => {};
  return async (c, next) => {
    await next();
    if (!complete.has(c.res)) await secure(c, nothingMore);
  };
};
