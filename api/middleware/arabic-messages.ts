import type { MiddlewareHandler } from 'hono';
import { arabicMessage, prefersArabic } from '../../shared/messages/ar/translate.ts';

/**
 * The public API answers in Arabic when the request asks for it first (`Accept-Language: ar`, sent by
 * the Arabic pages' forms); without it every sentence stays the spec's English (decision 092).
 */
export const arabicMessages: MiddlewareHandler = async (c, next) => {
  await next();
  const status = c.res.status;
  if (status < 400 || status >= 500 || c.req.path.startsWith('/api/admin') || !prefersArabic(c.req.header('Accept-Language'))) return;
  if (!c.res.headers.get('Content-Type')?.includes('application/json')) return;
  const body = (await c.res.clone().json()) as { message?: unknown; issues?: { path: string; message: string }[] };
  if (typeof body.message !== 'string') return;
  const translated = {
    ...body,
    message: arabicMessage(body.message),
    ...(body.issues ? { issues: body.issues.map((issue) => ({ ...issue, message: arabicMessage(issue.message) })) } : {}),
  };
  const headers = new Headers(c.res.headers);
  headers.delete('Content-Length');
  headers.set('Content-Language', 'ar');
  c.res = undefined;
  c.res = new Response(JSON.stringify(translated), { status, headers });
};
