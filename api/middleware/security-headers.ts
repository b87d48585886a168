import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers for every response. The policy here is the strict one for API answers and uploads;
 * HTML pages carry their own Content-Security-Policy (see site-serving/page-policy.ts), which wins
 * because existing headers are not overwritten.
 */
export const securityHeaders = ({ production }: { production: boolean }) =>
  secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    strictTransportSecurity: production ? 'max-age=63072000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
