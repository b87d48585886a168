import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteContent } from '../../../shared/site-content/defaults.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { renderSiteContentPage, siteContentState } from './site-content-fixture.tsx';

/** The upload goes out by XHR (for its progress); this one answers like the upload route. */
class FakeUpload {
  static sent: FormData[] = [];
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    FakeUpload.sent.push(body);
    this.status = 201;
    this.responseText = JSON.stringify({ imageUrl: '/uploads/hero-terrace.webp', variants: [] });
    queueMicrotask(() => this.onload?.());
  }
}

const renderHome = () => renderSiteContentPage('/admin/site-content/home');

/** The media library as GET /api/admin/media answers it. */
const LIBRARY = [
  {
    id: 'lobby.webp',
    url: '/uploads/lobby.webp',
    thumbnailUrl: '/uploads/lobby-480w.webp',
    fileName: 'Studio lobby.jpg',
    width: 2400,
    height: 1600,
    bytes: 420_000,
    createdAt: '2026-11-20T10:00:00.000Z',
    alt: { en: 'The studio’s lobby in Palm Hills', ar: 'ردهة الاستوديو في بالم هيلز' },
    uses: [],
  },
];

let fetchMock: ReturnType<typeof mockFetch>;
const savedContent = async () => {
  const requests = await Promise.all(fetchMock.mock.calls.map((call) => requestOf(call)));
  return requests.find((request) => request.method === 'PUT')?.body?.content;
};

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const { method, body, path } = await requestOf([input, init]);
    if (method === 'PUT')
      return jsonResponse({ section: 'home', published: defaultSiteContent.home, draft: body.content, version: 4, updatedAt: '2026-11-23T10:00:00.000Z', updatedBy: 'Mona' });
    if (path === '/api/admin/media') return jsonResponse(LIBRARY);
    return jsonResponse(siteContentState());
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Hero background image', () => {
  it('uploads an image through the image pipeline, shows it, and saves it with its descriptions', async () => {
    renderHome();
    const field = within(await screen.findByRole('region', { name: 'Hero background image' }));
    expect(field.getByText('No image: the hero shows the studio’s video.')).toBeInTheDocument();

    const file = new File(['jpeg bytes'], 'terrace.jpg', { type: 'image/jpeg' });
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    expect(await field.findByRole('img', { name: 'Hero background image preview' })).toBeInTheDocument();
    expect(FakeUpload.sent[0]?.get('image')).toBe(file);

    await userEvent.type(field.getByRole('textbox', { name: 'Image description English' }), 'A terrace over the Nile at dusk');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(async () => expect((await savedContent())?.hero.image).toEqual({ url: '/uploads/hero-terrace.webp', alt: { en: 'A terrace over the Nile at dusk', ar: '' } }));
  });

  it('"Remove image" goes back to the studio’s video', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const { method, body, path } = await requestOf([input, init]);
      if (method === 'PUT')
        return jsonResponse({ section: 'home', published: defaultSiteContent.home, draft: body.content, version: 4, updatedAt: '2026-11-23T10:00:00.000Z', updatedBy: 'Mona' });
      if (path === '/api/admin/media') return jsonResponse(LIBRARY);
      const home = { ...defaultSiteContent.home, hero: { ...defaultSiteContent.home.hero, image: { url: '/uploads/old-hero.webp', alt: { en: 'Old hero', ar: '' } } } };
      return jsonResponse(siteContentState({ home }));
    });
    renderHome();
    const field = within(await screen.findByRole('region', { name: 'Hero background image' }));
    expect(field.getByRole('img', { name: 'Hero background image preview' })).toBeInTheDocument();
    await userEvent.click(field.getByRole('button', { name: 'Remove image' }));
    expect(field.getByText('No image: the hero shows the studio’s video.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(async () => expect((await savedContent())?.hero.image).toBeNull());
  });

  it('"Choose from library" takes an image the library describes, and leaves the place’s own description empty to use the library’s', async () => {
    renderHome();
    const field = within(await screen.findByRole('region', { name: 'Hero background image' }));
    await userEvent.click(field.getByRole('button', { name: 'Choose from library' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Choose from library' }));
    await userEvent.click(await picker.findByRole('button', { name: 'Select Studio lobby.jpg' }));
    await userEvent.click(picker.getByRole('button', { name: 'Choose 1' }));
    expect(await field.findByRole('img', { name: 'Hero background image preview' })).toHaveAttribute('src', expect.stringContaining('/uploads/lobby'));
    // Each language's empty field says which of the library's descriptions the pages use in its place.
    expect(await field.findByText('Empty: the library’s “The studio’s lobby in Palm Hills” is used')).toBeInTheDocument();
    expect(field.getByRole('textbox', { name: 'Image description English' })).toHaveAccessibleDescription('Empty: the library’s “The studio’s lobby in Palm Hills” is used');
    expect(field.getByRole('textbox', { name: 'Image description العربية' })).toHaveAccessibleDescription('Empty: the library’s “ردهة الاستوديو في بالم هيلز” is used');
    await userEvent.type(field.getByRole('textbox', { name: 'Image description العربية' }), 'ردهة');
    expect(field.getByRole('textbox', { name: 'Image description العربية' })).not.toHaveAccessibleDescription();
    await userEvent.clear(field.getByRole('textbox', { name: 'Image description العربية' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(async () => expect((await savedContent())?.hero.image).toEqual({ url: '/uploads/lobby.webp', alt: { en: '', ar: '' } }));
  });
});
