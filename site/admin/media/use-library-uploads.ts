import { useState } from 'react';
import { MAX_IMAGE_BYTES } from '../../../shared/image-limits.ts';
import { uploadImage } from '../gallery/upload-image.ts';
import { checkSelection, tooLargeMessage } from '../gallery/upload-limits.ts';
import { failureLines, useSequentialUploads } from '../gallery/use-sequential-uploads.ts';
import { useRefreshMedia } from './use-media.ts';

/**
 * Uploads several images into the library, one at a time with each file's progress (the gallery's queue),
 * and refreshes the library once they are in. Resolves with the addresses that arrived; `problems` says,
 * a line a file, what did not arrive and why, until the next upload or `clearProblems`.
 */
export const useLibraryUploads = () => {
  const uploads = useSequentialUploads(uploadImage);
  const refresh = useRefreshMedia();
  const [problems, setProblems] = useState<string[]>([]);
  const clearProblems = () => setProblems([]);
  const upload = async (files: readonly File[]): Promise<string[]> => {
    clearProblems();
    const check = checkSelection(files, 0, { max: Number.POSITIVE_INFINITY, maxBytes: MAX_IMAGE_BYTES });
    const outcome = await uploads.run(check.accepted);
    setProblems([...check.tooLarge.map((file) => tooLargeMessage(file, MAX_IMAGE_BYTES)), ...failureLines(outcome)]);
    if (outcome.uploaded.length > 0) await refresh();
    return outcome.uploaded.map((image) => image.url);
  };
  return { ...uploads, upload, problems, clearProblems };
};
