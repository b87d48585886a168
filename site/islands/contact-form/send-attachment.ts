import { messageInBody } from '../../lib/api-error.ts';
import { api } from '../../lib/api-client.ts';

/** A file kept by the server for the message being written: the id the message names it by. */
export interface KeptAttachment {
  id: string;
  name: string;
  size: number;
}

export class AttachmentError extends Error {
  override name = 'AttachmentError';
}

interface SendOptions {
  /** The page's language, for the server's sentences. */
  locale: string;
  /** 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  /** For tests: a stand-in for XMLHttpRequest. */
  createRequest?: () => XMLHttpRequest;
}

/**
 * Sends one file as multipart field `file` with XHR (fetch cannot report upload progress). Fails with the
 * server's own sentence when it refuses the file, or with `fallback`.
 */
export const sendAttachment = (file: File, fallback: string, { locale, onProgress, createRequest = () => new XMLHttpRequest() }: SendOptions) =>
  new Promise<KeptAttachment>((resolve, reject) => {
    const request = createRequest();
    request.open('POST', api.api.contact.attachments.$path());
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', locale);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: Partial<KeptAttachment> | null = null;
      try {
        body = JSON.parse(request.responseText) as Partial<KeptAttachment>;
      } catch {
        body = null;
      }
      if (request.status !== 201 || typeof body?.id !== 'string') {
        reject(new AttachmentError(messageInBody(request.responseText) ?? fallback));
        return;
      }
      onProgress?.(1);
      resolve({ id: body.id, name: String(body.name ?? file.name), size: Number(body.size ?? file.size) });
    };
    request.onerror = () => reject(new AttachmentError(fallback));
    request.onabort = () => reject(new AttachmentError(fallback));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
