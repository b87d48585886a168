import { type Context, Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { PageLang } from '../../shared/inbox.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { prefersArabic } from '../middleware/language.ts';
import { escapeHtml } from '../mail/escape.ts';
import type { Limit } from '../rate-limits/rate-limits.ts';
import { answerLinkPage } from '../http/link-page.ts';
import { confirmWithToken, subscriberOfUnsubscribeLink, unsubscribeWithToken } from './subscription.ts';
import { TOKEN_PATTERN } from './tokens.ts';

export interface NewsletterPagesDeps {
  db: Database;
  /** Counts each request of a client; answers 429 past the limit. */
  limit: Limit;
  /** The client's key for the limit (its address, or its /64). */
  clientOf: (c: Context) => string;
  now?: () => Date;
}

type Texts = (typeof apiMessages)['en']['newsletterPages'];

const render = (c: Context, lang: PageLang, status: 200 | 404, pick: (t: Texts) => { title: string; body: string }, action = '') => {
  const t = apiMessages[lang].newsletterPages;
  const { title, body } = pick(t);
  const home = `<a class="link" href="${lang === 'ar' ? '/ar' : '/'}">${escapeHtml(t.home)}</a>`;
  return answerLinkPage(c, { lang, eyebrow: t.eyebrow, title, body, content: action || home }, status);
};

const tokenOf = (c: Context) => {
  const token = c.req.query('token') ?? '';
  return TOKEN_PATTERN.test(token) ? token : null;
};

/** A page for a link that is not (or no longer) ours, in the browser's language. */
const browserLang = (c: Context): PageLang => (prefersArabic(c.req.header('accept-language')) ? 'ar' : 'en');

/**
 * The pages the newsletter's links open, served by the site app: `GET /newsletter/confirm` confirms a subscription;
 * `GET /newsletter/unsubscribe` shows one button, and `POST` unsubscribes at once: RFC 8058's one-click request from a
 * mail program gets an empty 200, the page's own button comes back to the page (303), which then says it is done.
 * A GET never changes anything, so mail scanners that open links unsubscribe nobody.
 */
export const newsletterPages = ({ db, limit, clientOf, now = () => new Date() }: NewsletterPagesDeps) =>
  new Hono()
    .use(async (c, next) => {
      await limit.consume(clientOf(c));
      await next();
    })
    .get('/confirm', async (c) => {
      const token = tokenOf(c);
      const subscriber = token ? await confirmWithToken(db, token, now()) : null;
      if (!subscriber) return render(c, browserLang(c), 404, (t) => ({ title: t.confirmInvalidTitle, body: t.confirmInvalidBody }));
      return render(c, subscriber.lang, 200, (t) => ({ title: t.confirmedTitle, body: t.confirmedBody }));
    })
    .get('/unsubscribe', async (c) => {
      const token = tokenOf(c);
      const subscriber = token ? await subscriberOfUnsubscribeLink(db, token) : null;
      if (!subscriber) return render(c, browserLang(c), 404, (t) => ({ title: t.unsubscribeInvalidTitle, body: t.unsubscribeInvalidBody }));
      if (subscriber.status === 'unsubscribed') return render(c, subscriber.lang, 200, (t) => ({ title: t.unsubscribedTitle, body: t.unsubscribedBody }));
      const t = apiMessages[subscriber.lang].newsletterPages;
      // No action attribute: a form posts to its page's own address, token included.
      const form = `<form method="post"><input type="hidden" name="from" value="page"><button type="submit">${escapeHtml(t.unsubscribeButton)}</button></form>`;
      return render(c, subscriber.lang, 200, (t) => ({ title: t.unsubscribeTitle, body: t.unsubscribeBody }), form);
    })
    .post('/unsubscribe', async (c) => {
      const token = tokenOf(c);
      const subscriber = token ? await unsubscribeWithToken(db, token, now()) : null;
      const small = Number(c.req.header('content-length') ?? 0) <= 1024;
      const fromPage = small && c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded') && (await c.req.parseBody()).from === 'page';
      if (fromPage) return c.redirect(`/newsletter/unsubscribe?token=${token ?? ''}`, 303);
      return c.body(null, subscriber ? 200 : 404);
    });
