import { MailOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PageLang } from '../../../shared/inbox.ts';
import { useText } from '../i18n/text.ts';
import { Card, CardHeader } from '../ui/Card.tsx';
import { cx } from '../ui/cx.ts';
import { framedEmail } from './email-preview.ts';

const LANGS: readonly PageLang[] = ['en', 'ar'];
/** The frame is written again once typing pauses this long, not at every key. */
const PAUSE_MS = 250;

const usePaused = <T,>(value: T): T => {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
};

/** One language's email, or null while that language has no subject and body. */
export type PreviewEmails = Record<PageLang, string | null>;

/**
 * The email as it is sent, in a frame that runs no script and opens its links in a new tab. The frame is as
 * tall as the email, so the page scrolls rather than a box inside it.
 */
function EmailFrame({ html, title }: { html: string; title: string }) {
  const [height, setHeight] = useState(480);
  return (
    <iframe
      title={title}
      srcDoc={framedEmail(html)}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      onLoad={(event) => {
        const document = event.currentTarget.contentDocument;
        if (document) setHeight(document.documentElement.scrollHeight);
      }}
      style={{ height }}
      className="block w-full border-0 bg-white"
    />
  );
}

/** The live preview of both languages' emails, one at a time; `lang` follows the language being written. */
export function EmailPreview({ emails, lang, onLangChange }: { emails: PreviewEmails; lang: PageLang; onLangChange: (lang: PageLang) => void }) {
  const t = useText().newsletter;
  const paused = { en: usePaused(emails.en), ar: usePaused(emails.ar) };
  const shown = paused[lang];
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title={t.preview}
        description={t.previewDescription}
        action={
          <fieldset className="inline-flex rounded-md border border-line-strong p-0.5">
            <legend className="sr-only">{t.previewLanguage}</legend>
            {LANGS.map((code) => (
              <button
                key={code}
                type="button"
                aria-pressed={lang === code}
                onClick={() => onLangChange(code)}
                className={cx('h-8 cursor-pointer rounded px-3 text-[13px] font-semibold', lang === code ? 'bg-primary text-white' : 'text-stone-800 hover:bg-subtle')}
              >
                {t.languageNames[code]}
              </button>
            ))}
          </fieldset>
        }
      />
      {shown ? (
        <EmailFrame html={shown} title={t.previewFrame[lang]} />
      ) : (
        <div className="flex flex-col items-center gap-2 px-6 py-14 text-center text-sm text-muted">
          <MailOpen aria-hidden="true" className="size-6" />
          <p>{t.previewEmpty}</p>
        </div>
      )}
    </Card>
  );
}
