import { useCallback, useRef, useState } from 'react';
import type { GalleryImage } from '../../../shared/schemas/project.ts';
import type { UploadedImage } from '../lib/api-types.ts';
import { altFromFileName } from './gallery-rules.ts';
import { uploadFailureText, type Uploader } from './upload-image.ts';

export interface UploadRow {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  error?: string;
}

/** A new gallery image with the facts its upload answered; the project form sends only `url` and `alt`. */
type UploadedGalleryImage = GalleryImage & Pick<UploadedImage, 'width' | 'height' | 'variants'>;

export interface UploadOutcome {
  uploaded: UploadedGalleryImage[];
  failures: Array<{ name: string; message: string }>;
}

/** A line for each file that did not upload: its name and why. */
export const failureLines = (outcome: UploadOutcome) => outcome.failures.map((failure) => `${failure.name}: ${failure.message}`);

let rowCounter = 0;

/** Uploads files one at a time, tracking each file's progress; resolves with what arrived and what failed. */
export const useSequentialUploads = (upload: Uploader) => {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);

  const patch = useCallback((key: string, change: Partial<UploadRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row))), []);

  const run = useCallback(
    async (files: readonly File[]): Promise<UploadOutcome> => {
      if (runningRef.current || files.length === 0) return { uploaded: [], failures: [] };
      runningRef.current = true;
      setRunning(true);
      const queue = files.map((file) => ({ file, key: `upload-${++rowCounter}` }));
      setRows(queue.map(({ file, key }) => ({ key, name: file.name, progress: 0, status: 'queued' })));

      const outcome: UploadOutcome = { uploaded: [], failures: [] };
      for (const { file, key } of queue) {
        patch(key, { status: 'uploading' });
        try {
          const result = await upload(file, { onProgress: (progress) => patch(key, { progress }) });
          const { imageUrl, width, height, variants } = result;
          outcome.uploaded.push({ url: imageUrl, alt: altFromFileName(file.name), width, height, variants });
          patch(key, { status: 'done', progress: 1 });
        } catch (error) {
          const message = uploadFailureText(error);
          outcome.failures.push({ name: file.name, message });
          patch(key, { status: 'failed', error: message });
        }
      }

      runningRef.current = false;
      setRunning(false);
      setRows([]);
      return outcome;
    },
    [upload, patch],
  );

  const overall = rows.length === 0 ? 0 : rows.reduce((sum, row) => sum + (row.status === 'done' || row.status === 'failed' ? 1 : row.progress), 0) / rows.length;

  return { rows, running, overall, run };
};
