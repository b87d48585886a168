import { messageInBody } from '../../lib/api-error.ts';
import type { UploadedImage } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';
import { currentText } from '../i18n/text.ts';

/** The upload's sentences, in the admin's language when the upload ends. */
const uploadMessages = () => currentText().gallery.upload;

export class UploadError extends Error {
  override name = 'UploadError';
}

interface UploadOptions {
  /** 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  /** For tests: a stand-in for XMLHttpRequest. */
  createRequest?: () => XMLHttpRequest;
}

export type Uploader = (file: File, options?: UploadOptions) => Promise<UploadedImage>;

/**
 * Sends one image as multipart field `image` with XHR, because fetch cannot report upload
 * progress. `X-Requested-With` marks it as coming from the admin app (the server requires it).
 */
export const uploadImage: Uploader = (file, { onProgress, createRequest = () => new XMLHttpRequest() } = {}) =>
  new Promise((resolve, reject) => {
    const request = createRequest();
    request.open('POST', endpoints.upload);
    request.withCredentials = true;
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        const detail = messageInBody(request.responseText);
        reject(new UploadError(`${uploadMessages().status(request.status)}${detail ? `: ${detail}` : ''}`));
        return;
      }
      let body: Partial<UploadedImage> | null = null;
      try {
        body = JSON.parse(request.responseText) as Partial<UploadedImage>;
      } catch {
        body = null;
      }
      if (!body || typeof body.imageUrl !== 'string') {
        reject(new UploadError(uploadMessages().failed));
        return;
      }
      onProgress?.(1);
      resolve(body as UploadedImage);
    };
    request.onerror = () => reject(new UploadError(uploadMessages().network));
    request.onabort = () => reject(new UploadError(uploadMessages().failed));
    const body = new FormData();
    body.append('image', file);
    request.send(body);
  });

/** The sentence to show for a failed upload. */
export const uploadFailureText = (error: unknown) => (error instanceof UploadError ? error.message : uploadMessages().generic);
