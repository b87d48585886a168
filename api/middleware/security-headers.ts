import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** For pages, uploads and everything that is not the API. */
const SITE_POLICY = {
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

/**
 * An answer a browser never shows as a page of its own (JSON, fonts, stylesheets, scripts, raster images,
 * video): the headers that govern documents (window opener, permissions, DNS prefetch, origin clusters) and
 * those of retired browsers and plug-ins protect nothing on it (decision 122). Each costs a header write on
 * the hot API paths and, on HTTP/1.1, bytes in every file the first paint waits for (decision 124).
 */
const RESOURCE_POLICY = {
  ...SITE_POLICY,
  crossOriginOpenerPolicy: false,
  permissionsPolicy: {},
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies SecureHeadersOptions;
/** Content types that are never rendered as a document; SVG is (it can carry script), so it is not here. */
const RESOURCE_TYPE = /^(?:font\/|image\/(?!svg)|video\/|audio\/|text\/css|(?:text|application)\/javascript|application\/(?:manifest\+)?json)/;
const HSTS = 'max-age=63072000; includeSubDomains';

/** The API's headers as one plain record (the test checks that they match), for answers made whole by `completeAnswer`. */
const apiRecord = (production: boolean): Readonly<Record<string, string>> =>
  Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  });
const RECORDS = { production: apiRecord(true), development: apiRecord(false) };
export const apiSecurityHeaderRecord = (production: boolean) => (production ? RECORDS.production : RECORDS.development);

/** The merged records, made once for each record of an answer's own headers (callers pass constants). */
const merged = { production: new WeakMap<object, Record<string, string>>(), development: new WeakMap<object, Record<string, string>>() };
/** The API's security headers and an answer's own in one frozen record, made once per record of its own. */
export const withPolicy = (production: boolean, own: Record<string, string>) => {
  const cache = production ? merged.production : merged.development;
  let headers = cache.get(own);
  if (!headers) {
    headers = Object.freeze({ ...apiSecurityHeaderRecord(production), ...own });
    cache.set(own, headers);
  }
  return headers;
};

/** Answers that already carry every security header. */
const complete = new WeakSet<Response>();

/**
 * An API answer with the API's security headers and its own in one plain record, which @hono/node-server
 * hands to Node as it is: no Fetch `Headers` is built and no middleware adds a header to it afterwards.
 * For the hot read paths (health, public project reads); everything else gets the headers from the middleware.
 */
export const completeAnswer = (body: string | Uint8Array<ArrayBuffer> | null, status: number, production: boolean, own: Record<string, string>) => {
  const res = new Response(body, { status, headers: withPolicy(production, own) });
  complete.add(res);
  return res;
};

export const isCompleteAnswer = (res: Response) => complete.has(res);

/**
 * Headers for every response: the resource set on API answers and on files that are not documents, the
 * full set on everything else. The policy here is the strict one for API answers and uploads; HTML pages
 * carry their own Content-Security-Policy (see site-serving/page-policy.ts), which wins because existing
 * headers are not overwritten.
 */
export const securityHeaders = ({ production }: { production: boolean }): MiddlewareHandler => {
  const hsts = production ? HSTS : false;
  const resource = secureHeaders({ ...RESOURCE_POLICY, overwrite: false, strictTransportSecurity: hsts });
  const site = secureHeaders({ ...SITE_POLICY, overwrite: false, strictTransportSecurity: hsts });
  const nothingMore = async () => {};
  return async (c, next) => {
    await next();
    if (complete.has(c.res)) return;
    const isResource = c.req.path.startsWith('/api/') || RESOURCE_TYPE.test(c.res.headers.get('content-type') ?? '');
    await (isResource ? resource : site)(c, nothingMore);
  };
};
