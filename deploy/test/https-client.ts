import { type Agent, request } from 'node:https';

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Each header line as received, names in lower case, repeated headers kept apart. */
  rawHeaders: [string, string][];
  body: Buffer;
}

export interface HttpsRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The client's own address on loopback (127.0.0.2, …), as another visitor. */
  localAddress?: string;
  ca: Buffer;
  /** Connections kept alive across requests, as a browser keeps them; a fresh connection each time without. */
  agent?: Agent;
}

/** One request over HTTPS, verified against `ca`, from `localAddress`. */
export const httpsRequest = (url: string, { method = 'GET', headers = {}, body, localAddress, ca, agent }: HttpsRequest) =>
  new Promise<HttpsAnswer>((resolve, reject) => {
    const sent = request(url, { method, headers, localAddress, ca, agent: agent ?? false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const rawHeaders: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) rawHeaders.push([String(raw[i]).toLowerCase(), String(raw[i + 1])]);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, rawHeaders, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });

/** How many times a header came in one answer. */
export const headerCount = (answer: HttpsAnswer, name: string) => answer.rawHeaders.filter(([key]) => key === name.toLowerCase()).length;

/** A multipart body with one file field. */
export const multipartFile = (field: string, fileName: string, type: string, data: Buffer) => {
  const boundary = `----nile${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
};
