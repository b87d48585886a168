import { matchesPortfolioFilter, type PortfolioFilter } from '../../../shared/categories.ts';

interface LoadedPage {
  items: HTMLElement[];
  next: string | null;
}

/**
 * Brings the static portfolio listing to life without a framework:
 * - a filter button swaps the grid for that filter's first page (from the cards already on the page
 *   when it holds every project, otherwise from the filter's pre-rendered page) and says the total;
 * - 'Load more' appends the next pre-rendered page's cards and moves focus to the first new one.
 * Should a page fail to load, the browser simply goes to it.
 */
export const enhancePortfolio = (root: HTMLElement) => {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-filter]')];
  const results = root.querySelector<HTMLElement>('[data-result-count]');
  const empty = root.querySelector<HTMLElement>('[data-empty]');
  const more = root.querySelector<HTMLAnchorElement>('a[data-load-more]');
  let grid = root.querySelector<HTMLUListElement>('ul[data-grid]');
  if (!grid) return;
  const everyCard = root.dataset.complete === 'true' ? [...grid.children].filter((item) => item instanceof HTMLElement) : undefined;
  const pages = new Map<string, Promise<LoadedPage>>();
  let current = 0;

  const loadPage = (href: string) => {
    const cached = pages.get(href);
    if (cached) return cached;
    const loading = (async (): Promise<LoadedPage> => {
      const response = await fetch(href, { headers: { Accept: 'text/html' } });
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('[data-portfolio]');
      const items = [...(page?.querySelector('ul[data-grid]')?.children ?? [])].map((item) => document.importNode(item, true) as HTMLElement);
      const link = page?.querySelector<HTMLAnchorElement>('a[data-load-more]:not([hidden])');
      return { items, next: link?.getAttribute('href') ?? null };
    })();
    pages.set(href, loading);
    loading.catch(() => pages.delete(href));
    return loading;
  };

  const setNext = (next: string | null) => {
    if (!more) return;
    if (next) more.href = next;
    more.hidden = !next;
  };

  // A fresh list, so the cards stagger in again (site.css .stagger-in).
  const showCards = (items: HTMLElement[], next: string | null) => {
    if (!grid) return;
    const fresh = grid.cloneNode(false) as HTMLUListElement;
    // Cards of this page move between lists; loaded ones are copied, their page stays cached.
    fresh.append(...items.map((item) => (everyCard ? item : (item.cloneNode(true) as HTMLElement))));
    grid.replaceWith(fresh);
    grid = fresh;
    if (empty) empty.hidden = items.length > 0;
    setNext(next);
  };

  const matching = (filter: PortfolioFilter) =>
    (everyCard ?? []).filter((item) => matchesPortfolioFilter(item.querySelector('[data-category]')?.getAttribute('data-category') ?? '', filter));

  for (const button of buttons) {
    button.addEventListener('click', async () => {
      if (button.getAttribute('aria-pressed') === 'true') return;
      const filter = button.dataset.filter as PortfolioFilter;
      const href = button.dataset.href ?? '/portfolio';
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
      const request = ++current;
      try {
        const page = everyCard ? { items: matching(filter), next: null } : await loadPage(href);
        if (request !== current) return;
        showCards(page.items, page.next);
        if (results) results.textContent = button.dataset.results ?? '';
      } catch {
        window.location.assign(href);
      }
    });
  }

  more?.addEventListener('click', async (event) => {
    // A new tab or window is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = more.getAttribute('href') ?? '';
    const request = current;
    try {
      const page = await loadPage(href);
      if (request !== current || !grid) return;
      const items = page.items.map((item, index) => {
        const copy = item.cloneNode(true) as HTMLElement;
        copy.style.setProperty('--stagger', `${index / 10}s`);
        return copy;
      });
      grid.append(...items);
      setNext(page.next);
      items[0]?.querySelector('a')?.focus();
    } catch {
      window.location.assign(href);
    }
  });
};
