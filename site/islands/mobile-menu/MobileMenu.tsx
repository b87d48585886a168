import { useEffect, useRef, useState } from 'react';
import Icon from '../../components/icons/Icon.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { common as arabic } from '../../content/ar/common.ts';
import { common as english } from '../../content/common.ts';
import type { Locale } from '../../i18n/locales.ts';

const DESKTOP = '(min-width: 1024px)';

const isActive = (href: string, currentPath: string) => (href === '/' || href === '/ar' ? currentPath === href : currentPath === href || currentPath.startsWith(`${href}/`));

/**
 * The small-screen side menu: the header's links plus GET A QUOTE and ADMIN, in a modal <dialog>
 * so focus stays inside, Escape closes it and the page behind is inert.
 */
interface Props {
  currentPath: string;
  locale?: Locale;
  /** The same page in the other edition (language-switch.ts). */
  languageSwitch?: { href: string; locale: Locale; label: string };
}

export default function MobileMenu({ currentPath, locale = 'en', languageSwitch }: Props) {
  const { nav } = locale === 'ar' ? arabic : english;
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) {
      element.close?.();
      opener.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP);
    const closeOnDesktop = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-label={nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
        className="-me-2 inline-flex size-11 items-center justify-center rounded-xs lg:hidden"
      >
        <Icon name="menu" className="size-6" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop; keyboard users close the dialog with Escape. */}
      <dialog
        id="mobile-menu"
        ref={dialog}
        aria-label={nav.menuTitle}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself.
          if (event.target === event.currentTarget) setOpen(false);
        }}
        className="fixed inset-y-0 ms-auto me-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-stone-950 p-0 text-white opacity-0 transition-[opacity,translate,display,overlay] transition-discrete duration-500 ease-calm backdrop:bg-ink/60 backdrop:opacity-0 backdrop:transition-opacity backdrop:duration-500 open:opacity-100 open:backdrop:opacity-100 translate-x-8 open:translate-x-0 rtl:-translate-x-8 rtl:open:translate-x-0 starting:open:translate-x-8 rtl:starting:open:-translate-x-8 starting:open:opacity-0 starting:open:backdrop:opacity-0 motion-reduce:transition-none"
      >
        <div className="flex h-full flex-col px-7 pt-5 pb-8">
          <div className="flex items-center justify-between">
            <p className="font-display text-2xl font-medium">{nav.menuTitle}</p>
            <button type="button" aria-label={nav.closeMenu} onClick={() => setOpen(false)} className="-me-2 inline-flex size-11 items-center justify-center rounded-xs">
              <Icon name="close" className="size-6" />
            </button>
          </div>
          <nav aria-label={nav.label} className="mt-10">
            <ul className="grid gap-1">
              {nav.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={isActive(link.href, currentPath) ? 'page' : undefined}
                    className="group flex min-h-12 items-center justify-between border-b border-white/10 text-sm font-semibold tracking-[0.22em] text-stone-200 transition-colors hover:text-white aria-[current=page]:text-brass-300"
                  >
                    {link.label}
                    <span aria-hidden="true" className="h-px w-6 bg-current opacity-0 transition-opacity group-aria-[current=page]:opacity-100" />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto grid gap-3">
            <a href={nav.quote.href} className={buttonClass('brass', 'w-full')}>
              {nav.quote.label}
            </a>
            <a href={nav.admin.href} className={buttonClass('outline-light', 'w-full')}>
              {nav.admin.label}
            </a>
            {languageSwitch && (
              <a
                href={languageSwitch.href}
                hrefLang={languageSwitch.locale}
                lang={languageSwitch.locale}
                data-language-switch={languageSwitch.locale}
                className="inline-flex min-h-11 items-center justify-center text-sm font-semibold text-stone-200 underline-offset-4 hover:text-white hover:underline"
              >
                {languageSwitch.label}
              </a>
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}
