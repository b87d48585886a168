import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { PROJECT_CARDS } from '../../test/projects-fixture.ts';
import PortfolioFilter, { PLACEHOLDER_COUNT } from './PortfolioFilter.tsx';

const shownTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const filterButton = (name: string) => screen.getByRole('button', { name });

describe('PortfolioFilter', () => {
  it('offers the five filters of the spec and starts on All Projects, listing every project', () => {
    render(<PortfolioFilter projects={PROJECT_CARDS} />);
    const labels = within(screen.getByRole('group')).getAllByRole('button').map((button) => button.textContent);
    expect(labels).toEqual(['All Projects', 'Residential', 'Retail', 'F&B', 'Commercial']);
    expect(filterButton('All Projects')).toHaveAttribute('aria-pressed', 'true');
    expect(shownTitles()).toHaveLength(PROJECT_CARDS.length);
    expect(screen.getByText('6 projects')).toBeInTheDocument();
  });

  it('shows only the matching category, with hospitality under F&B (decision 003)', async () => {
    const user = userEvent.setup();
    render(<PortfolioFilter projects={PROJECT_CARDS} />);

    await user.click(filterButton('F&B'));
    expect(shownTitles()).toEqual(['Koshary Café', 'Sahel Hotel Lobby']);
    expect(filterButton('F&B')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('All Projects')).toHaveAttribute('aria-pressed', 'false');

    await user.click(filterButton('Residential'));
    expect(shownTitles()).toEqual(['Zamalek Apartment']);

    await user.click(filterButton('Commercial'));
    expect(shownTitles()).toEqual(['Smart Village HQ']);
    expect(screen.getByText('1 project')).toBeInTheDocument();

    await user.click(filterButton('All Projects'));
    expect(shownTitles()).toHaveLength(PROJECT_CARDS.length);
  });

  it('gives each card its category, title, description and a View Project link to its page', () => {
    render(<PortfolioFilter projects={PROJECT_CARDS} />);
    const [first] = screen.getAllByRole('article');
    expect(first).toHaveAttribute('data-category', 'residential');
    expect(within(first!).getByText('Zamalek Apartment, delivered by the studio.')).toBeInTheDocument();
    expect(within(first!).getByRole('img')).toHaveAttribute('alt', 'Zamalek Apartment interior');
    expect(within(first!).getByRole('link', { name: 'View Project' })).toHaveAttribute('href', '/portfolio/zamalek-apartment');
  });

  it('says so when a category has no project yet', async () => {
    const user = userEvent.setup();
    render(<PortfolioFilter projects={PROJECT_CARDS.filter((card) => card.category !== 'retail')} />);
    await user.click(filterButton('Retail'));
    expect(shownTitles()).toEqual([]);
    expect(screen.getByText(/No projects in this category yet/)).toBeInTheDocument();
  });

  it('shows six grey placeholders while it has to fetch the list, then the projects', async () => {
    const fetchMock = mockFetch();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    render(<PortfolioFilter />);

    expect(screen.getAllByTestId('project-placeholder')).toHaveLength(PLACEHOLDER_COUNT);
    expect(shownTitles()).toEqual([]);

    answer(
      jsonResponse([
        {
          id: 1,
          title: 'Koshary Café',
          slug: 'koshary-cafe',
          category: 'food-beverage',
          description: 'A neighbourhood café.',
          fullDescription: null,
          imageUrl: '/uploads/cafe.webp',
          imageAlt: 'Café interior',
          galleryImages: [],
          featured: false,
          completionDate: null,
          client: null,
          location: null,
          size: null,
        },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Koshary Café' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('project-placeholder')).toHaveLength(0);
  });
});
