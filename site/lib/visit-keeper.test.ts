import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { must } from '../../shared/must.ts';
import { jsonResponse, mockFetch, requestOf } from '../test/fetch-mock.ts';
import { aboutProject, keptVisit, VISIT_KEEPER } from './visit-keeper.ts';

/** Runs the inline script as a page would, on a page at `address` reached from `referrer`. */
const load = (address: string, referrer = '') => {
  window.history.replaceState({}, '', address);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  new Function(VISIT_KEEPER)();
};

/** The listeners each load adds to the window and the document, removed after each test. */
const added: (() => void)[] = [];
const realWindowAdd = window.addEventListener.bind(window);
const realDocumentAdd = document.addEventListener.bind(document);

beforeEach(() => {
  const recording =
    <T extends EventTarget>(target: T, add: typeof window.addEventListener) =>
    (type: string, listener: EventListener, options?: boolean | AddEventListenerOptions) => {
      added.push(() => target.removeEventListener(type, listener, options));
      add(type, listener, options);
    };
  window.addEventListener = recording(window, realWindowAdd) as typeof window.addEventListener;
  document.addEventListener = recording(document, realDocumentAdd) as typeof document.addEventListener;
});

afterEach(() => {
  for (const remove of added.splice(0)) remove();
  window.addEventListener = realWindowAdd;
  document.addEventListener = realDocumentAdd;
  sessionStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

describe('the visit keeper', () => {
  it('is one small script, under 1.2 KB', () => {
    expect(new TextEncoder().encode(VISIT_KEEPER).length).toBeLessThan(1200);
  });

  it('keeps the first page of the visit, the site that sent it and its campaign, and nothing from later pages', () => {
    load('/portfolio/zamalek-loft?utm_source=instagram&utm_medium=paid&utm_campaign=spring&fbclid=abc', 'https://www.instagram.com/');
    load('/contact', 'http://localhost/portfolio/zamalek-loft');
    expect(keptVisit()).toEqual({
      landingPage: '/portfolio/zamalek-loft',
      referrer: 'www.instagram.com',
      utmSource: 'instagram',
      utmMedium: 'paid',
      utmCampaign: 'spring',
      clickId: 'fbclid',
    });
  });

  it('keeps no referrer for a visit that came from this site, or from nowhere', () => {
    load('/about', 'http://localhost/');
    expect(keptVisit()).toEqual({ landingPage: '/about' });
  });

  it('marks the page while a form field has focus, and only then, so the WhatsApp button steps aside', () => {
    document.body.innerHTML = '<form><input id="name"><button>Send</button></form><a id="elsewhere" href="/about">About</a>';
    load('/contact');
    const marked = () => document.documentElement.classList.contains('form-focus');
    must(document.querySelector<HTMLInputElement>('#name')).focus();
    expect(marked()).toBe(true);
    must(document.querySelector<HTMLAnchorElement>('#elsewhere')).focus();
    expect(marked()).toBe(false);
    must(document.querySelector<HTMLInputElement>('#name')).focus();
    must(document.querySelector<HTMLInputElement>('#name')).blur();
    expect(marked()).toBe(false);
  });

  it('adds the page and the visit’s source to a WhatsApp link when it is clicked', () => {
    load('/portfolio/zamalek-loft?utm_source=instagram&gclid=1', 'https://google.com/');
    document.body.innerHTML = '<a href="/go/whatsapp?page=/portfolio/zamalek-loft"><svg></svg><span>Chat</span></a><a href="/about">About</a>';
    const whatsapp = must(document.querySelector<HTMLAnchorElement>('a[href^="/go/"]'));
    whatsapp.addEventListener('click', (event) => event.preventDefault());
    must(whatsapp.querySelector('span')).click();
    const link = new URL(whatsapp.href);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      page: '/portfolio/zamalek-loft',
      landingPage: '/portfolio/zamalek-loft',
      referrer: 'google.com',
      utmSource: 'instagram',
      clickId: 'gclid',
    });
  });

  it('names the project a visitor asks about on /contact, in the page’s language, once it is found', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse({ slug: 'zamalek-loft', title: 'شقة الزمالك' }));
    document.documentElement.lang = 'ar';
    document.body.innerHTML = '<p id="about-project" hidden>بخصوص: <a href="/ar/portfolio/">أعمالنا</a></p>';
    load('/ar/contact?project=zamalek-loft');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const about = must(document.getElementById('about-project'));
    await expect.poll(() => about.hidden).toBe(false);
    expect((await requestOf(must(fetchMock.mock.calls[0]))).path).toBe('/api/projects/zamalek-loft');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/projects/zamalek-loft?lang=ar');
    expect(about.querySelector('a')?.textContent).toBe('شقة الزمالك');
    expect(new URL(must(about.querySelector('a')).href).pathname).toBe('/ar/portfolio/zamalek-loft');
    expect(aboutProject()).toBe('zamalek-loft');
  });

  it('names nothing for a project that is not on the site', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse({ message: 'Project not found' }, 404));
    document.body.innerHTML = '<p id="about-project" hidden>About: <a href="/portfolio/">Portfolio</a></p>';
    load('/contact?project=gone');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(must(document.getElementById('about-project')).hidden).toBe(true);
    expect(aboutProject()).toBeUndefined();
  });
});
