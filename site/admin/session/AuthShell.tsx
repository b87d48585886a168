import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { company } from '../../../shared/company.ts';
import { BrandMark } from '../layout/BrandMark.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The centred card of the register and waiting screens, with the language switch above it (the sign-in screens are a page of their own). */
export function AuthShell({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const text = useText();
  const lang = useAdminLanguage();
  useDocumentTitle(title);
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-4 py-10">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b from-brass-300/35 to-transparent" />
      <header className="relative mb-6 flex w-full max-w-[420px] justify-end sm:absolute sm:end-6 sm:top-6 sm:mb-0 sm:w-auto">
        <LanguageSwitch hideLabel />
      </header>
      <main className="relative w-full max-w-[420px]">
        <div className="mb-6 flex items-center justify-center gap-2.5">
          <BrandMark />
          <div className="leading-tight">
            <p className="text-[15px] font-bold tracking-tight text-ink">{company.name}</p>
            <p className="text-xs text-muted">{text.common.admin}</p>
          </div>
        </div>
        <div className="rounded-xl border border-line bg-surface p-6 shadow-panel sm:p-8">{children}</div>
        {footer ? <div className="mt-5 text-center text-sm text-muted">{footer}</div> : null}
        <p className="mt-6 text-center">
          <a href={localizedPath('/', lang)} className="inline-flex items-center gap-1.5 rounded text-[13px] font-medium text-muted hover:text-ink">
            <ArrowLeft aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
            {text.session.returnToWebsite}
          </a>
        </p>
      </main>
    </div>
  );
}
