import { Menu } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { company } from '../../../shared/company.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { Sheet } from '../ui/Sheet.tsx';
import { BrandMark } from './BrandMark.tsx';
import { NAV_ITEMS, isActivePath } from './nav-items.ts';
import { SidebarContent } from './SidebarContent.tsx';
import { useText } from '../i18n/text.ts';
import { usePreloadScreensWhenIdle } from '../app/use-screen-prefetch.ts';

/** The signed-in frame: a fixed sidebar on wide screens, a top bar with a menu sheet on small ones. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const text = useText();
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  usePreloadScreensWhenIdle();

  const section = NAV_ITEMS.find((item) => isActivePath(location, item.href));
  useDocumentTitle(section ? text.layout.nav[section.name] : text.app.notFoundTitle);
  // A new screen starts at its top. Not the first: the page is there already, and scrolling would make the
  // browser lay out the whole screen at once, in the middle of its first render.
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    window.scrollTo({ top: 0 });
  }, [location]);

  return (
    <div className="min-h-dvh lg:ps-64">
      <a href="#main" className="sr-only z-50 rounded-md bg-surface px-4 py-2 text-sm font-semibold text-ink shadow-panel focus:not-sr-only focus:fixed focus:start-4 focus:top-4">
        {text.layout.skipToContent}
      </a>

      <aside className="fixed inset-y-0 start-0 z-30 hidden w-64 border-e border-line bg-surface lg:block">
        <SidebarContent />
      </aside>

      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-line bg-surface/90 px-4 backdrop-blur lg:hidden">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label={text.layout.openMenu}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          className="-ms-1 grid size-10 cursor-pointer place-items-center rounded-md text-stone-800 hover:bg-subtle"
        >
          <Menu aria-hidden="true" className="size-5" />
        </button>
        <div className="flex items-center gap-2">
          <BrandMark className="size-7 rounded-md [&_svg]:size-4" />
          <span className="text-[15px] font-bold tracking-tight text-ink">{company.name}</span>
        </div>
      </header>

      <Sheet open={menuOpen} onOpenChange={setMenuOpen} side="left" title={text.layout.menuTitle(company.name)} widthClass="max-w-72" hideHeader>
        <SidebarContent onNavigate={() => setMenuOpen(false)} />
      </Sheet>

      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-10">
        {children}
      </main>
    </div>
  );
}
