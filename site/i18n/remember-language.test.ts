import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLanguageChoices, returnToChosenEdition } from './remember-language.ts';

const place = (pathname: string) => ({ pathname, search: '?ref=card', hash: '#top', replace: vi.fn() }) as unknown as Location;

afterEach(() => window.localStorage.clear());

describe('the remembered edition', () => {
  it('follows the switch the visitor used, wherever it sits on the page', () => {
    const doc = document.implementation.createHTMLDocument();
    rememberLanguageChoices(doc);
    doc.body.innerHTML = '<a href="/ar/about" data-language-switch="ar"><span>العربية</span></a><a href="/about">About</a>';
    const english = place('/');

    doc.querySelector('a[href="/about"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(returnToChosenEdition(english)).toBe(false);

    doc.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(returnToChosenEdition(english)).toBe(true);
    expect(english.replace).toHaveBeenCalledWith('/ar?ref=card#top');
  });

  it('moves only the English home page, and only after a choice of Arabic', () => {
    const home = place('/');
    expect(returnToChosenEdition(home)).toBe(false);

    window.localStorage.setItem('nile-atelier:language', 'ar');
    const about = place('/about');
    expect(returnToChosenEdition(about)).toBe(false);
    expect(about.replace).not.toHaveBeenCalled();
    expect(returnToChosenEdition(home)).toBe(true);

    window.localStorage.setItem('nile-atelier:language', 'en');
    expect(returnToChosenEdition(place('/'))).toBe(false);
  });
});
