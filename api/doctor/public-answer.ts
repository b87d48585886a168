import { request } from 'node:https';
import { getCACertificates, type TLSSocket } from 'node:tls';

/** What the public address answered to GET SITE_URL, as a visitor's browser sees it. */
export interface PublicAnswer {
  url: string;
  status: number;
  /** Each header line as received, names in lower case, repeated headers kept apart. */
  rawHeaders: [string, string][];
  certificate: { validTo: Date; issuer: string };
}

const TIMEOUT_MS = 15_000;

/** GET `url` over HTTPS, the certificate checked against the system's authorities and `ca` (an extra authority, PEM). */
export const askPublicAddress = (url: string, { ca }: { ca?: string } = {}) =>
  new Promise<PublicAnswer>((resolve, reject) => {
    const sent = request(url, { agent: false, timeout: TIMEOUT_MS, ...(ca ? { ca: [...getCACertificates('default'), ca] } : {}) }, (response) => {
      const peer = (response.socket as TLSSocket).getPeerCertificate();
      const raw = response.rawHeaders;
      const rawHeaders: [string, string][] = [];
      for (let i = 0; i < raw.length; i += 2) rawHeaders.push([String(raw[i]).toLowerCase(), String(raw[i + 1])]);
      response.resume();
      response.on('end', () =>
        resolve({
          url,
          status: response.statusCode ?? 0,
          rawHeaders,
          certificate: { validTo: new Date(peer.valid_to), issuer: String(peer.issuer?.O ?? peer.issuer?.CN ?? '') },
        }),
      );
      response.on('error', reject);
    });
    sent.on('timeout', () => sent.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    sent.on('error', reject);
    sent.end();
  });
