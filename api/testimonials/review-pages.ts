import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../../db/client.ts';
import type { PageLang } from '../../shared/inbox.ts';
import { isImageTooLarge, MAX_IMAGE_BYTES } from '../../shared/image-limits.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { reviewFormSchemas, TESTIMONIAL_LIMITS } from '../../shared/schemas/testimonial.ts';
import { REVIEW_TOKEN_PATTERN } from '../../shared/testimonials.ts';
import type { AppConfig } from '../config.ts';
import { answerLinkPage } from '../http/link-page.ts';
import { escapeHtml } from '../mail/escape.ts';
import type { Limit } from '../rate-limits/rate-limits.ts';
import type { ImageStorage } from '../storage/storage.ts';
import { saveUploadedImage, TooManyPixelsError, UnsupportedImageError } from '../uploads/index.ts';
import { openRequest, storeReview } from './testimonial-store.ts';

export interface ReviewPagesDeps {
  db: Database;
  config: AppConfig;
  storage: ImageStorage;
  /** Counts each request of a client; answers 429 past the limit. */
  limit: Limit;
  /** The client's key for the limit (its address, or its /64). */
  clientOf: (c: Context) => string;
  /** The client's address, as the activity log writes it. */
  addressOf: (c: Context) => string;
  now?: () => Date;
}

type Texts = (typeof apiMessages)['en']['reviewPage'];
type Field = 'quote' | 'name' | 'role' | 'company' | 'photo' | 'consent';
interface FormState {
  values: Partial<Record<Field, string>>;
  errors: Partial<Record<Field, string>>;
}

const MEGABYTES = MAX_IMAGE_BYTES / 1024 / 1024;
/** Room for the form's texts and multipart framing around a photo of the largest size. */
const FORM_OVERHEAD = 64 * 1024;

const homeLink = (lang: PageLang, t: Texts) => `<a class="link" href="${lang === 'ar' ? '/ar' : '/'}">${escapeHtml(t.home)}</a>`;

const invalidPage = (c: Context, lang: PageLang) => {
  const t = apiMessages[lang].reviewPage;
  return answerLinkPage(c, { lang, eyebrow: t.eyebrow, title: t.invalidTitle, body: t.invalidBody, content: homeLink(lang, t) }, 410);
};

const field = (id: Field, label: string, control: string, { hint, error }: { hint?: string; error?: string | undefined } = {}) =>
  `<div><label for="${id}">${escapeHtml(label)}</label>${hint ? `<span class="hint" id="${id}-hint">${escapeHtml(hint)}</span>` : ''}${control}${
    error ? `<span class="error" id="${id}-error">${escapeHtml(error)}</span>` : ''
  }</div>`;

/** Attributes that tie a control to its hint and error. */
const described = (id: Field, { hint = false, error }: { hint?: boolean; error?: string | undefined }) => {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `${ids ? ` aria-describedby="${ids}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
};

const formPage = (c: Context, lang: PageLang, requestName: string, { values, errors }: FormState, status: 200 | 400 | 413 = 200) => {
  const t = apiMessages[lang].reviewPage;
  const value = (name: Field) => escapeHtml(values[name] ?? '');
  const alert = Object.keys(errors).length > 0 ? `<p class="alert" role="alert">${escapeHtml(t.problem)}</p>` : '';
  // No action attribute: the form posts to its page's own address, token included. Works without JavaScript.
  const form = `${alert}<form method="post" enctype="multipart/form-data" novalidate>
${field('quote', t.quote, `<textarea id="quote" name="quote" required maxlength="${TESTIMONIAL_LIMITS.quote}" dir="auto"${described('quote', { hint: true, error: errors.quote })}>${value('quote')}</textarea>`, { hint: t.quoteHint, error: errors.quote })}
${field('name', t.name, `<input type="text" id="name" name="name" required maxlength="${TESTIMONIAL_LIMITS.name}" autocomplete="name" dir="auto" value="${value('name')}"${described('name', { error: errors.name })}>`, { error: errors.name })}
${field('role', t.role, `<input type="text" id="role" name="role" maxlength="${TESTIMONIAL_LIMITS.role}" autocomplete="organization-title" dir="auto" placeholder="${escapeHtml(t.rolePlaceholder)}" value="${value('role')}"${described('role', { error: errors.role })}>`, { error: errors.role })}
${field('company', t.company, `<input type="text" id="company" name="company" maxlength="${TESTIMONIAL_LIMITS.company}" autocomplete="organization" dir="auto" value="${value('company')}"${described('company', { error: errors.company })}>`, { error: errors.company })}
${field('photo', t.photo, `<input type="file" id="photo" name="photo" accept="image/jpeg,image/png,image/webp"${described('photo', { hint: true, error: errors.photo })}>`, { hint: t.photoHint(MEGABYTES), error: errors.photo })}
<div><label class="consent"><input type="checkbox" name="consent" value="yes" required${values.consent === 'yes' ? ' checked' : ''}${described('consent', { error: errors.consent })}><span>${escapeHtml(t.consent)}</span></label>${
    errors.consent ? `<span class="error" id="consent-error">${escapeHtml(errors.consent)}</span>` : ''
  }</div>
<div><button type="submit">${escapeHtml(t.send)}</button></div>
</form>`;
  return answerLinkPage(c, { lang, eyebrow: t.eyebrow, title: t.title(requestName), body: t.intro, content: form }, status);
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The page a client's review link opens (`/review/<token>`, `/ar/review/<token>`), answered by the server: a plain
 * form that posts back to its own address, so it works without JavaScript. A sent testimonial is stored as
 * `pending`, the link is used up and the office is told; a used, expired or unknown link gets a page that says so.
 */
export const reviewPages = ({ db, config, storage, limit, clientOf, addressOf, now = () => new Date() }: ReviewPagesDeps) => {
  const pages = new Hono();
  // Mounted at the site's root: only the review pages count against the limit.
  const counted = async (c: Context, next: () => Promise<void>) => {
    await limit.consume(clientOf(c));
    await next();
  };
  pages.use('/review/*', counted);
  pages.use('/ar/review/*', counted);
  for (const lang of ['en', 'ar'] as const) {
    const base = lang === 'ar' ? '/ar/review' : '/review';
    pages.get(`${base}/sent`, (c) => {
      const t = apiMessages[lang].reviewPage;
      return answerLinkPage(c, { lang, eyebrow: t.eyebrow, title: t.thanksTitle, body: t.thanksBody, content: homeLink(lang, t) });
    });
    pages.get(`${base}/:token`, async (c) => {
      const token = c.req.param('token');
      const request = REVIEW_TOKEN_PATTERN.test(token) ? await openRequest(db, token, now()) : null;
      if (!request) return invalidPage(c, lang);
      return formPage(c, lang, request.name, { values: { name: request.name }, errors: {} });
    });
    pages.post(
      `${base}/:token`,
      bodyLimit({
        maxSize: MAX_IMAGE_BYTES + FORM_OVERHEAD,
        onError: async (c) => {
          const token = c.req.param('token') ?? '';
          const request = REVIEW_TOKEN_PATTERN.test(token) ? await openRequest(db, token, now()) : null;
          if (!request) return invalidPage(c, lang);
          const t = apiMessages[lang].reviewPage;
          return formPage(c, lang, request.name, { values: { name: request.name }, errors: { photo: t.photoTooLarge(MEGABYTES) } }, 413);
        },
      }),
      async (c) => {
        const token = c.req.param('token');
        const request = REVIEW_TOKEN_PATTERN.test(token) ? await openRequest(db, token, now()) : null;
        if (!request) return invalidPage(c, lang);
        const t = apiMessages[lang].reviewPage;
        let body: Record<string, string | File | (string | File)[]>;
        try {
          body = await c.req.parseBody();
        } catch {
          return formPage(c, lang, request.name, { values: { name: request.name }, errors: { quote: t.problem } }, 400);
        }
        const values: FormState['values'] = { quote: text(body.quote), name: text(body.name), role: text(body.role), company: text(body.company), consent: text(body.consent) };
        const parsed = reviewFormSchemas[lang].safeParse(values);
        const errors: FormState['errors'] = {};
        if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
        const photo = body.photo instanceof File && body.photo.size > 0 ? body.photo : null;
        if (photo && isImageTooLarge(photo.size)) errors.photo = t.photoTooLarge(MEGABYTES);
        if (!parsed.success || errors.photo) return formPage(c, lang, request.name, { values, errors }, 400);
        let photoUrl: string | null = null;
        if (photo) {
          try {
            photoUrl = (await saveUploadedImage(db, storage, Buffer.from(await photo.arrayBuffer()), { fileName: photo.name })).url;
          } catch (error) {
            if (!(error instanceof UnsupportedImageError || error instanceof TooManyPixelsError)) throw error;
            return formPage(c, lang, request.name, { values, errors: { photo: t.photoProblem } }, 400);
          }
        }
        const stored = await storeReview(db, config, token, { ...parsed.data, photo: photoUrl }, { lang, now: now(), clientAddress: addressOf(c) });
        if (!stored) return invalidPage(c, lang);
        return c.redirect(`${base}/sent`, 303);
      },
    );
  }
  return pages;
};
