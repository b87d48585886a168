import { Link } from 'wouter';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { cx } from '../ui/cx.ts';
import { contentScreens, HISTORY_SLUG, SITE_CONTENT_BASE } from './screens.ts';
import type { SiteContentSection } from '../../../shared/site-content/sections.ts';

/** The screens as links (each has its own address); a dot marks a screen with an unpublished draft. */
export function ScreenTabs({ current, changed }: { current: string; changed: readonly SiteContentSection[] }) {
  const text = useText();
  const tabs = [
    ...contentScreens(useAdminLanguage()).map(({ slug, label, section }) => ({ slug, label, section: section as SiteContentSection | null })),
    { slug: HISTORY_SLUG, label: text.siteContent.screens.history, section: null },
  ];
  return (
    <nav aria-label={text.siteContent.screensLabel} className="mb-4 sm:border-b sm:border-line">
      <ul className="flex flex-wrap gap-1.5 sm:-mb-px sm:gap-x-1 sm:gap-y-0">
        {tabs.map((tab) => {
          const active = tab.slug === current;
          const hasDraft = tab.section !== null && changed.includes(tab.section);
          return (
            <li key={tab.slug}>
              <Link
                href={`${SITE_CONTENT_BASE}/${tab.slug}`}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                  'sm:h-10 sm:rounded-none sm:border-0 sm:border-b-2 sm:bg-transparent',
                  active
                    ? 'border-nile-600 bg-nile-600 text-white sm:text-ink'
                    : 'border-line-strong bg-surface text-stone-800 hover:text-ink sm:border-transparent sm:text-muted sm:hover:border-line-strong',
                )}
              >
                {tab.label}
                {hasDraft ? <span aria-hidden="true" className="size-1.5 rounded-full bg-brass-500" /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
