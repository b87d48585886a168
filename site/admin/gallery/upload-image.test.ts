import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/messages/en.ts';
import { en as adminText } from '../i18n/en.ts';
import { uploadImage } from './upload-image.ts';

const UPLOAD_MESSAGES = adminText.gallery.upload;

/** A stand-in XMLHttpRequest that records what was sent and lets the test answer. */
class FakeRequest {
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const photo = new File(['jpeg bytes'], 'terrace.jpg', { type: 'image/jpeg' });
const start = (onProgress?: (fraction: number) => void) => {
  const request = new FakeRequest();
  const result = uploadImage(photo, { onProgress, createRequest: () => request as unknown as XMLHttpRequest });
  return { request, result };
};

describe('uploadImage', () => {
  it('posts the file as multipart field "image" with credentials and X-Requested-With', async () => {
    const { request, result } = start();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/upload');
    expect(request.withCredentials).toBe(true);
    expect(request.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect((request.body as FormData).get('image')).toBe(photo);
    request.answer(201, { imageUrl: '/uploads/abc.webp', width: 1200, height: 900, variants: [] });
    await expect(result).resolves.toMatchObject({ imageUrl: '/uploads/abc.webp' });
  });

  it('reports upload progress', () => {
    const seen: number[] = [];
    const { request } = start((fraction) => seen.push(fraction));
    request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 } as ProgressEvent);
    expect(seen).toEqual([0.25]);
  });

  it('fails with the status and the server’s sentence for a non-2xx answer', async () => {
    const { request, result } = start();
    request.answer(413, { message: en.uploads.tooLarge });
    await expect(result).rejects.toThrow(`Upload failed with status 413: ${en.uploads.tooLarge}`);
  });

  it('fails with "Network error during upload" when the connection drops', async () => {
    const { request, result } = start();
    request.onerror?.();
    await expect(result).rejects.toThrow(UPLOAD_MESSAGES.network);
  });

  it('fails with "Upload failed" for an answer without an imageUrl', async () => {
    const { request, result } = start();
    request.answer(201, 'not json');
    await expect(result).rejects.toThrow(UPLOAD_MESSAGES.failed);
  });
});
