import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ar } from '../../../shared/messages/ar.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { $adminLanguage } from '../i18n/text.ts';
import type { MediaImage } from '../lib/api-types.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import MediaPage from './MediaPage.tsx';

const image = (id: string, fileName: string, alt: { en: string; ar: string }, uses: MediaImage['uses']): MediaImage => ({
  id,
  url: `/uploads/${id}`,
  thumbnailUrl: `/uploads/${id.replace('.webp', '-480w.webp')}`,
  fileName,
  width: 2400,
  height: 1600,
  bytes: 412_000,
  createdAt: '2026-11-20T10:00:00.000Z',
  alt,
  uses,
});

const LIBRARY = [
  image('kitchen.webp', 'Kitchen island.jpg', { en: 'Walnut kitchen island', ar: 'جزيرة مطبخ من خشب الجوز' }, [
    { kind: 'project', projectId: 4, title: 'Maadi Family Home', places: ['main', 'gallery'] },
  ]),
  image('lobby.webp', 'lobby.jpg', { en: '', ar: '' }, [{ kind: 'hero' }]),
  image('spare.webp', 'IMG_2031.jpg', { en: '', ar: '' }, []),
];

let fetchMock: ReturnType<typeof mockFetch>;
const requests = () => Promise.all(fetchMock.mock.calls.map((call) => requestOf(call)));

beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const { method, path, body } = await requestOf([input, init]);
    if (method === 'PATCH') return jsonResponse({ ...LIBRARY[0], alt: body.alt });
    if (method === 'DELETE') return jsonResponse({ message: 'Image deleted' });
    if (path === '/api/admin/media') return jsonResponse(LIBRARY);
    return jsonResponse({});
  });
});

const cardOf = async (fileName: string) => {
  const heading = await screen.findByRole('heading', { name: fileName });
  return within(heading.closest('li') as HTMLElement);
};

describe('Media', () => {
  it('shows each image with its facts, where it is used and its alt texts', async () => {
    renderAdmin(<MediaPage />, { path: '/admin/media' });
    const kitchen = await cardOf('Kitchen island.jpg');
    expect(kitchen.getByText(/2400 × 1600 · 402 KB/)).toHaveTextContent('2400 × 1600 · 402 KB · Uploaded November 20, 2026');
    expect(kitchen.getByText('Maadi Family Home (main image, gallery)')).toBeInTheDocument();
    expect(kitchen.getByText('جزيرة مطبخ من خشب الجوز')).toHaveAttribute('dir', 'rtl');
    expect((await cardOf('lobby.jpg')).getByText('Home page hero')).toBeInTheDocument();
    expect((await cardOf('IMG_2031.jpg')).getByText('Not used anywhere')).toBeInTheDocument();
  });

  it('searches by name or alt text, and filters the unused images', async () => {
    renderAdmin(<MediaPage />, { path: '/admin/media' });
    await screen.findByText('3 images');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search images by file name or alt text' }), 'walnut');
    expect(screen.getAllByTestId('media-image')).toHaveLength(1);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Unused');
    expect(screen.getAllByTestId('media-image').map((card) => within(card).getByRole('heading').textContent)).toEqual(['IMG_2031.jpg']);
  });

  it('offers to delete only what nothing uses, and says why the rest stays', async () => {
    renderAdmin(<MediaPage />, { path: '/admin/media' });
    const kitchen = await cardOf('Kitchen island.jpg');
    expect(kitchen.queryByRole('button', { name: 'Delete Kitchen island.jpg' })).not.toBeInTheDocument();
    expect(kitchen.getByText('In use: remove it from the places above to delete it.')).toBeInTheDocument();
    await userEvent.click((await cardOf('IMG_2031.jpg')).getByRole('button', { name: 'Delete IMG_2031.jpg' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await requests()).some((request) => request.method === 'DELETE' && request.path === '/api/admin/media/spare.webp')).toBe(true));
  });

  it('edits the alt texts of an image in both languages', async () => {
    renderAdmin(<MediaPage />, { path: '/admin/media' });
    await userEvent.click((await cardOf('Kitchen island.jpg')).getByRole('button', { name: 'Edit the alt text of Kitchen island.jpg' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Alt text of Kitchen island.jpg' }));
    const english = dialog.getByLabelText('Alt text (English)');
    expect(english).toHaveValue('Walnut kitchen island');
    await userEvent.clear(english);
    await userEvent.type(english, 'A walnut island with a brass rail');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await requests()).find((request) => request.method === 'PATCH')).toMatchObject({
        path: '/api/admin/media/kitchen.webp',
        body: { alt: { en: 'A walnut island with a brass rail', ar: 'جزيرة مطبخ من خشب الجوز' } },
      }),
    );
  });
});

/** Without the isolates (U+2066…U+2069) that keep a typed name or a path whole inside an Arabic sentence. */
const plain = (value: string | null) => (value ?? '').replace(/[\u2066-\u2069]/g, '');

describe('Media in Arabic', () => {
  beforeEach(() => $adminLanguage.set('ar'));
  afterEach(() => $adminLanguage.set('en'));

  it('says each image’s facts and places in Arabic, each alt text in its own direction', async () => {
    renderAdmin(<MediaPage />, { path: '/admin/media' });
    expect(await screen.findByRole('heading', { level: 1, name: 'مكتبة الصور' })).toBeInTheDocument();
    expect(await screen.findByText('3 صور')).toBeInTheDocument();
    const kitchen = await cardOf('Kitchen island.jpg');
    expect(kitchen.getByText(/بكسل/)).toHaveTextContent('2400 × 1600 بكسل · 402 كيلوبايت · رُفعت في 20 نوفمبر 2026');
    expect(plain(kitchen.getByText(/Maadi Family Home/).textContent)).toBe('المشروع «Maadi Family Home» (الصورة الرئيسية، المعرض)');
    expect(kitchen.getByText('Walnut kitchen island')).toHaveAttribute('dir', 'ltr');
    expect(kitchen.getByText('جزيرة مطبخ من خشب الجوز')).toHaveAttribute('dir', 'rtl');
    expect(kitchen.getByText('مستخدمة: أزلها من الأماكن أعلاه لتحذفها.')).toBeInTheDocument();
    expect((await cardOf('lobby.jpg')).getByText('واجهة الصفحة الرئيسية')).toBeInTheDocument();
    expect((await cardOf('IMG_2031.jpg')).getByText('غير مستخدمة في أي مكان')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('عرض'), 'غير المستخدمة');
    expect(screen.getByText('1 من 3 صور')).toBeInTheDocument();
  });

  it('checks the alt texts by the Arabic rule, and sends nothing while one is too long', async () => {
    renderAdmin(<MediaPage />, { path: '/admin/media' });
    await userEvent.click((await cardOf('Kitchen island.jpg')).getByRole('button', { name: 'تعديل وصف الصورة Kitchen island.jpg' }));
    const dialog = within(await screen.findByRole('dialog', { name: /وصف الصورة/ }));
    const english = dialog.getByLabelText('وصف الصورة بالإنجليزية');
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(dialog.getByLabelText('وصف الصورة بالعربية')).toHaveAttribute('dir', 'rtl');
    await userEvent.clear(english);
    await userEvent.click(english);
    await userEvent.paste('x'.repeat(301));
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await dialog.findByText(ar.fields.tooLong('imageAlt', 300))).toBeInTheDocument();
    expect((await requests()).some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('says which chosen files did not upload and why, in the screen’s language, until dismissed', async () => {
    renderAdmin(<MediaPage />, { path: '/admin/media' });
    await cardOf('IMG_2031.jpg');
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 8 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('اختر الصور لرفعها'), [huge]);
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('تعذّر رفع بعض الصور');
    expect(box).toHaveTextContent('huge.jpg');
    await userEvent.click(within(box).getByRole('button', { name: 'إخفاء' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((await requests()).filter((request) => request.method === 'POST')).toEqual([]);
  });
});
