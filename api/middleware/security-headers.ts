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
 * those of retired browsers and plug-ins protect nothing on it. Each costs bytes in every file the first
 * paint waits for (decision 124).
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
    const isResource = c.req.path.startsWith('/api/') || RESOURCE_TYPE.test(c.res.headers.get('content-type') ?? '');
    await (isResource ? resource : site)(c, nothingMore);
  };
};
