import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The Node request behind a Hono request on @hono/node-server (HTTP/1), or undefined (app.request in tests). */
export const nodeIncoming = (c: Context): IncomingMessage | undefined => {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : undefined;
};

/** One request header, from Node's parsed headers when there are some: asking the Fetch request builds a whole Headers object. */
export const requestHeader = (c: Context, name: string): string | undefined => {
  const incoming = nodeIncoming(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};
