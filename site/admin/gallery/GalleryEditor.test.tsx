import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GalleryImage } from '../../../shared/schemas/project.ts';
import type { UploadedImage } from '../lib/api-types.ts';
import { GalleryEditor } from './GalleryEditor.tsx';
import { UploadError, type Uploader } from './upload-image.ts';
import { must } from '../../../shared/must.ts';
import { $adminLanguage } from '../i18n/text.ts';

const MB = 1024 * 1024;
const image = (name: string): GalleryImage => ({ url: `/uploads/${name}.webp`, alt: name });
const photo = (name: string, bytes = 1000) => {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
const facts = { width: 1200, height: 900, variants: [{ url: '/uploads/x-480w.webp', width: 480 }] };
const uploaded = (name: string): UploadedImage => ({
  id: `${name}.webp`,
  fileName: `${name}.jpg`,
  imageUrl: `/uploads/${name}.webp`,
  ...facts,
  bytes: 90_000,
  createdAt: '2026-11-23T10:00:00.000Z',
});

function Harness({ initial, upload, onUploaded }: { initial: GalleryImage[]; upload?: Uploader; onUploaded?: (images: GalleryImage[]) => void }) {
  const [images, setImages] = useState(initial);
  return <GalleryEditor images={images} onChange={setImages} upload={upload} onUploaded={onUploaded} />;
}

const cards = () => screen.getAllByTestId('gallery-image');
const altTexts = () => cards().map((card) => (within(card).getByRole('textbox') as HTMLInputElement).value);
const picker = () => screen.getByLabelText('Choose images to upload') as HTMLInputElement;

describe('GalleryEditor', () => {
  it('shows how many of the 10 images are used and marks the first as main', () => {
    render(<Harness initial={[image('hall'), image('kitchen')]} />);
    expect(screen.getByText('2 of 10 images used')).toBeInTheDocument();
    expect(within(must(cards()[0])).getByText('Main')).toBeInTheDocument();
    expect(within(must(cards()[1])).queryByText('Main')).not.toBeInTheDocument();
  });

  it('moves an image chosen as main to the front', async () => {
    render(<Harness initial={[image('hall'), image('kitchen'), image('terrace')]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set image 3 as main image' }));
    expect(altTexts()).toEqual(['terrace', 'hall', 'kitchen']);
    expect(within(must(cards()[0])).getByText('Main')).toBeInTheDocument();
  });

  it('makes the next image main when the main image is removed', async () => {
    render(<Harness initial={[image('hall'), image('kitchen')]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(altTexts()).toEqual(['kitchen']);
    expect(within(must(cards()[0])).getByText('Main')).toBeInTheDocument();
    expect(screen.getByText('1 of 10 images used')).toBeInTheDocument();
  });

  it('edits the alt text of an image', async () => {
    render(<Harness initial={[image('hall')]} />);
    const input = screen.getByLabelText('Alt text for image 1');
    await userEvent.clear(input);
    await userEvent.type(input, 'Entrance hall');
    expect(altTexts()).toEqual(['Entrance hall']);
  });

  it('offers a keyboard handle to reorder each image', () => {
    render(<Harness initial={[image('hall'), image('kitchen')]} />);
    const handle = screen.getByRole('button', { name: 'Reorder image 2' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAttribute('aria-describedby');
  });

  it('refuses a selection that passes the maximum and uploads nothing', async () => {
    const upload = vi.fn<Uploader>();
    const nine = Array.from({ length: 9 }, (_, index) => image(`room-${index}`));
    render(<Harness initial={nine} upload={upload} />);
    await userEvent.upload(picker(), [photo('a.jpg'), photo('b.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent('You can only upload a maximum of 10 images');
    expect(upload).not.toHaveBeenCalled();
  });

  it('disables the picker and the button when the gallery is full', () => {
    render(<Harness initial={Array.from({ length: 10 }, (_, index) => image(`room-${index}`))} />);
    expect(picker()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload images' })).toBeDisabled();
    expect(screen.getByText('10 of 10 images used')).toBeInTheDocument();
  });

  it('refuses files over 5 MB before uploading, with a clear message, and uploads the rest', async () => {
    const upload = vi.fn<Uploader>(async (file) => uploaded(file.name));
    render(<Harness initial={[]} upload={upload} />);
    await userEvent.upload(picker(), [photo('huge.jpg', 8 * MB), photo('terrace.jpg')]);
    expect(await screen.findByText('“huge.jpg” is 8.0 MB. Each image must be under 5 MB. Please choose a smaller file.')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(must(upload.mock.calls[0])[0].name).toBe('terrace.jpg');
    expect(altTexts()).toEqual(['terrace']);
  });

  it('uploads one file at a time with per-file and overall progress, then hands the list over', async () => {
    const pending: Array<{ resolve: (value: UploadedImage) => void; progress?: (fraction: number) => void }> = [];
    const upload = vi.fn<Uploader>((_file, options) => new Promise((resolve) => pending.push({ resolve, progress: options?.onProgress })));
    const onUploaded = vi.fn();
    render(<Harness initial={[image('hall')]} upload={upload} onUploaded={onUploaded} />);
    await userEvent.upload(picker(), [photo('kitchen.png'), photo('terrace.final.jpg')]);

    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    expect(screen.getByText('Uploading 1 of 2…')).toBeInTheDocument();
    expect(picker()).toBeDisabled();
    act(() => must(pending[0]).progress?.(0.5));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of kitchen.png' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('progressbar', { name: 'Overall upload progress' })).toHaveAttribute('aria-valuenow', '25');

    await act(async () => must(pending[0]).resolve(uploaded('kitchen')));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Uploading 2 of 2…')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    await act(async () => must(pending[1]).resolve(uploaded('terrace')));

    expect(altTexts()).toEqual(['hall', 'kitchen', 'terrace.final']);
    // The facts the upload answered travel with each new image (the form sends only url and alt).
    expect(onUploaded).toHaveBeenCalledWith([
      image('hall'),
      { url: '/uploads/kitchen.webp', alt: 'kitchen', ...facts },
      { url: '/uploads/terrace.webp', alt: 'terrace.final', ...facts },
    ]);
    expect(screen.getByRole('button', { name: 'Upload images' })).toBeEnabled();
  });

  it('counts the uploads in the admin’s language', async () => {
    $adminLanguage.set('ar');
    try {
      render(<Harness initial={[]} upload={() => new Promise(() => {})} />);
      await userEvent.upload(screen.getByLabelText(/^اختر/) as HTMLInputElement, [photo('kitchen.png'), photo('terrace.jpg')]);
      expect(screen.getByText('جارٍ رفع الصورة 1 من 2…')).toBeInTheDocument();
    } finally {
      $adminLanguage.set('en');
    }
  });

  it('keeps what uploaded and shows a dismissible red box when some files fail', async () => {
    const upload = vi.fn<Uploader>(async (file) => {
      if (file.name === 'broken.gif') throw new UploadError('Upload failed with status 415');
      return uploaded(file.name);
    });
    render(<Harness initial={[]} upload={upload} />);
    await userEvent.upload(picker(), [photo('hall.jpg'), photo('broken.gif')]);
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Failed to upload some images. Please try again.');
    expect(box).toHaveTextContent('broken.gif: Upload failed with status 415');
    expect(altTexts()).toEqual(['hall']);
    await userEvent.click(within(box).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces a broken image with the "Image Error" placeholder', async () => {
    render(<Harness initial={[{ url: '/missing.jpg', alt: 'Lost' }]} />);
    const img = screen.getByRole('img', { name: 'Lost' });
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('img', { name: 'Image Error: Lost' })).toBeInTheDocument();
    expect(screen.getByText('Image Error')).toBeInTheDocument();
  });
});
