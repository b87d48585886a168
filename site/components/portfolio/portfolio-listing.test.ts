import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { enhancePortfolio } from './portfolio-listing.ts';
import { must } from '../../../shared/must.ts';

type Card = [slug: string, category: string];

const FILTERS = [
  ['all', 'All Projects', '/portfolio'],
  ['residential', 'Residential', '/portfolio/category/residential'],
  ['food-beverage', 'F&B', '/portfolio/category/food-beverage'],
] as const;

/** A listing page as PortfolioListing.astro renders it. */
const listingHtml = ({ filter, cards, next, totals, complete = false }: { filter: string; cards: Card[]; next?: string; totals: Record<string, number>; complete?: boolean }) => `
  <div data-portfolio ${complete ? 'data-complete="true"' : ''}>
    <div role="group" aria-label="Filter projects by category">
      ${FILTERS.map(([value, label, href]) => `<button type="button" aria-pressed="${value === filter}" data-filter="${value}" data-href="${href}" data-results="${totals[value]} projects">${label}</button>`).join('')}
    </div>
    <p aria-live="polite" data-result-count>${totals[filter]} projects</p>
    <p data-empty ${cards.length ? 'hidden' : ''}>No projects in this category yet.</p>
    <ul data-grid role="list">
      ${cards.map(([slug, category]) => `<li><article data-category="${category}"><h3>${slug}</h3><a href="/portfolio/${slug}">View Project</a></article></li>`).join('')}
    </ul>
    <a data-load-more href="${next ?? '/portfolio'}" ${next ? '' : 'hidden'}>Load more projects</a>
  </div>`;

const htmlResponse = (body: string) => new Response(`<!doctype html><html><body>${body}</body></html>`, { status: 200, headers: { 'Content-Type': 'text/html' } });

const mount = (html: string) => {
  document.body.innerHTML = html;
  enhancePortfolio(must(document.querySelector<HTMLElement>('[data-portfolio]')));
};

const headings = () => screen.queryAllByRole('heading').map((heading) => heading.textContent);
const categories = () => [...document.querySelectorAll('[data-category]')].map((card) => card.getAttribute('data-category'));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the portfolio listing', () => {
  it('filters in place when the page holds every project, and comes back to all', async () => {
    const fetchMock = mockFetch();
    const cards: Card[] = [
      ['villa', 'residential'],
      ['cafe', 'food-beverage'],
      ['lobby', 'hospitality'],
      ['flat', 'residential'],
    ];
    mount(listingHtml({ filter: 'all', cards, complete: true, totals: { all: 4, residential: 2, 'food-beverage': 2 } }));

    await userEvent.click(screen.getByRole('button', { name: 'F&B' }));
    expect(categories()).toEqual(['food-beverage', 'hospitality']);
    expect(screen.getByRole('button', { name: 'F&B' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Projects' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 projects')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'All Projects' }));
    expect(headings()).toEqual(['villa', 'cafe', 'lobby', 'flat']);
    expect(screen.getByText('4 projects')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads a filter’s own first page when the projects span several pages', async () => {
    const fetchMock = mockFetch();
    const totals = { all: 30, residential: 14, 'food-beverage': 0 };
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === '/portfolio/category/residential')
        return htmlResponse(listingHtml({ filter: 'residential', cards: [['villa', 'residential']], next: '/portfolio/category/residential/page/2', totals }));
      return htmlResponse(listingHtml({ filter: 'food-beverage', cards: [], totals }));
    });
    mount(listingHtml({ filter: 'all', cards: [['office', 'commercial']], next: '/portfolio/page/2', totals }));

    await userEvent.click(screen.getByRole('button', { name: 'Residential' }));
    await waitFor(() => expect(headings()).toEqual(['villa']));
    expect(screen.getByText('14 projects')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Load more projects' })).toHaveAttribute('href', '/portfolio/category/residential/page/2');

    await userEvent.click(screen.getByRole('button', { name: 'F&B' }));
    await waitFor(() => expect(headings()).toEqual([]));
    expect(screen.getByText('No projects in this category yet.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Load more projects' })).toBeNull();
  });

  it('appends the next dozen on Load more, focuses the first new card, and hides the link on the last page', async () => {
    const fetchMock = mockFetch();
    const totals = { all: 3, residential: 3, 'food-beverage': 0 };
    fetchMock.mockResolvedValueOnce(
      htmlResponse(
        listingHtml({
          filter: 'all',
          cards: [
            ['flat', 'residential'],
            ['loft', 'residential'],
          ],
          totals,
        }),
      ),
    );
    mount(listingHtml({ filter: 'all', cards: [['villa', 'residential']], next: '/portfolio/page/2', totals }));

    await userEvent.click(screen.getByRole('link', { name: 'Load more projects' }));
    await waitFor(() => expect(headings()).toEqual(['villa', 'flat', 'loft']));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/portfolio/page/2');
    expect(within(must(screen.getAllByRole('listitem')[1])).getByRole('link')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Load more projects' })).toBeNull();
  });
});
