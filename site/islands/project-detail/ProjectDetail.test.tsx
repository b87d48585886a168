import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectPage } from '../../content/project.ts';
import { toProjectView, type ProjectSource } from '../../lib/project-view.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import ProjectDetail from './ProjectDetail.tsx';
import { must } from '../../../shared/must.ts';

const SOURCE: ProjectSource = {
  slug: 'sabaya-rooftop',
  title: 'Sabaya Rooftop Restaurant',
  category: 'food-beverage',
  description: 'A 320-seat rooftop restaurant over Downtown Cairo.',
  fullDescription: 'Every material arrived by one service lift.\n\nThe result is a restaurant in three moods.',
  imageUrl: '/uploads/main.webp',
  imageAlt: 'Dining room',
  galleryImages: [
    { url: '/uploads/main.webp', alt: 'Dining room' },
    { url: '/uploads/bar.webp', alt: 'Bar counter' },
  ],
  completionDate: 'November 2024',
  location: null,
  size: '320 m²',
  client: 'Sabaya Hospitality Group',
};

const setPath = (path: string) => window.history.replaceState(null, '', path);

describe('ProjectDetail', () => {
  beforeEach(() => setPath('/'));
  afterEach(() => setPath('/'));

  it('renders a pre-rendered project from its props: back link, title, description, gallery and details', () => {
    render(<ProjectDetail project={toProjectView(SOURCE)} related={[]} />);
    expect(screen.getByRole('link', { name: projectPage.back })).toHaveAttribute('href', '/portfolio');
    expect(screen.getByRole('heading', { level: 1, name: SOURCE.title })).toBeInTheDocument();
    expect(screen.getByText(SOURCE.description)).toBeInTheDocument();
    expect(screen.getByText('The result is a restaurant in three moods.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: projectPage.gallery.next })).toBeInTheDocument();
  });

  it('lists Category always and only the other details that are known', () => {
    render(<ProjectDetail project={toProjectView(SOURCE)} />);
    const panel = screen.getByRole('tabpanel', { name: 'Project Details' });
    expect(screen.getByRole('tab', { name: 'Project Details' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText('Category').nextElementSibling).toHaveTextContent('F&B');
    expect(within(panel).getByText('Completion Date').nextElementSibling).toHaveTextContent('November 2024');
    expect(within(panel).getByText('Size').nextElementSibling).toHaveTextContent('320 m²');
    expect(within(panel).queryByText('Location')).not.toBeInTheDocument();
  });

  it('always shows three Related Projects cards leading to the portfolio, and the call to action about this project', () => {
    render(<ProjectDetail project={toProjectView(SOURCE)} related={[]} />);
    expect(screen.getByRole('heading', { name: 'Related Projects' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('related-project');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card).toHaveAttribute('href', '/portfolio');
    expect(screen.getByRole('link', { name: 'Start a project like this' })).toHaveAttribute('href', `/contact?project=${SOURCE.slug}`);
    // Without the studio's WhatsApp number there is no WhatsApp link.
    expect(screen.queryByRole('link', { name: projectPage.cta.whatsapp })).toBeNull();
  });

  it('asks about the project on WhatsApp through the server, naming the page, in its edition', () => {
    render(<ProjectDetail project={toProjectView(SOURCE)} related={[]} locale="ar" whatsapp="/go/whatsapp" />);
    expect(screen.getByRole('link', { name: 'اسأل عن هذا المشروع عبر واتساب' })).toHaveAttribute('href', `/go/whatsapp?page=/ar/portfolio/${SOURCE.slug}`);
    expect(screen.getByRole('link', { name: 'ابدأ مشروعًا مثل هذا' })).toHaveAttribute('href', `/ar/contact?project=${SOURCE.slug}`);
  });

  it('on the preview page shows placeholders, then fetches the project named in the address', async () => {
    setPath('/portfolio/sabaya-rooftop');
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      return url.endsWith('/api/projects/sabaya-rooftop') ? jsonResponse({ id: 7, featured: true, ...SOURCE }) : jsonResponse([]);
    });
    render(<ProjectDetail />);

    expect(screen.getByTestId('project-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: SOURCE.title })).toBeInTheDocument();
    expect(await requestOf(must(fetchMock.mock.calls[0]))).toMatchObject({ path: '/api/projects/sabaya-rooftop', method: 'GET' });
    expect(screen.queryByTestId('project-loading')).not.toBeInTheDocument();
  });

  it('shows Project Not Found with a way back when the project does not exist', async () => {
    setPath('/portfolio/no-such-project');
    mockFetch().mockResolvedValue(jsonResponse({ message: 'Project not found' }, 404));
    render(<ProjectDetail />);

    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, we couldn't find the project you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Portfolio' })).toHaveAttribute('href', '/portfolio');
  });

  it('treats a failed request like a missing project', async () => {
    setPath('/portfolio/sabaya-rooftop');
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ProjectDetail />);
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
  });
});

describe('ProjectDetail, an admin’s preview', () => {
  it('reads the project, a draft too, through the admin API by the id in the address', async () => {
    setPath('/admin/preview/projects/7');
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      return url.endsWith('/api/admin/projects/7') ? jsonResponse({ id: 7, featured: false, status: 'Draft', position: 0, ...SOURCE }) : jsonResponse([]);
    });
    render(<ProjectDetail />);

    expect(await screen.findByRole('heading', { level: 1, name: SOURCE.title })).toBeInTheDocument();
    expect(await requestOf(must(fetchMock.mock.calls[0]))).toMatchObject({ path: '/api/admin/projects/7', method: 'GET' });
  });

  it('shows Project Not Found when the session is missing', async () => {
    setPath('/admin/preview/projects/7');
    mockFetch().mockResolvedValue(jsonResponse({ message: 'Please sign in to continue.' }, 401));
    render(<ProjectDetail />);
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
  });
});

describe('ProjectDetail in Arabic, before the rebuild and in an admin’s preview', () => {
  const ARABIC = { title: 'مطعم صبايا على السطح', description: 'مطعم على السطح بـ320 مقعدًا فوق وسط القاهرة.' };
  const urlOf = (input: Parameters<typeof fetch>[0]) => new URL(String(input instanceof Request ? input.url : input), 'http://localhost');

  it('reads the Arabic view of a project newer than the build, and marks what is still English', async () => {
    setPath('/ar/portfolio/sabaya-rooftop');
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (input) => {
      const url = urlOf(input);
      if (url.pathname !== '/api/projects/sabaya-rooftop') return jsonResponse([]);
      return jsonResponse({ id: 7, featured: true, ...SOURCE, ...(url.searchParams.get('lang') === 'ar' ? ARABIC : {}) });
    });
    render(<ProjectDetail locale="ar" />);

    expect(await screen.findByRole('heading', { level: 1, name: ARABIC.title })).not.toHaveAttribute('lang');
    expect(screen.getByText('The result is a restaurant in three moods.').parentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByText('مطاعم ومقاهٍ', { selector: 'header p' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => `${urlOf(input).pathname}${urlOf(input).search}`)).toContain('/api/projects/sabaya-rooftop?lang=ar');
  });

  it('shows an admin the Arabic texts of a draft from the admin API', async () => {
    setPath('/admin/preview/projects/7');
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (input) => {
      const { pathname } = urlOf(input);
      if (pathname === '/api/admin/projects/7') return jsonResponse({ id: 7, featured: false, status: 'Draft', position: 0, ...SOURCE });
      if (pathname === '/api/admin/projects/translations')
        return jsonResponse([
          {
            projectId: 7,
            locale: 'ar',
            ...ARABIC,
            fullDescription: null,
            client: null,
            location: null,
            size: null,
            completionDate: 'نوفمبر 2024',
            imageAlt: null,
            galleryAlts: ['قاعة الطعام', 'البار'],
          },
        ]);
      return jsonResponse([]);
    });
    render(<ProjectDetail locale="ar" />);

    expect(await screen.findByRole('heading', { level: 1, name: ARABIC.title })).toBeInTheDocument();
    expect(screen.getByText(ARABIC.description)).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: 'قاعة الطعام' })).toBeInTheDocument();
    expect(screen.getByText('320 m²').closest('dd')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('نوفمبر 2024').closest('dd')).not.toHaveAttribute('lang');
  });
});
