import { MAX_IMAGE_BYTES } from '../../../shared/image-limits.ts';
import { uploadImage } from '../gallery/upload-image.ts';
import { checkSelection, tooLargeMessage } from '../gallery/upload-limits.ts';
import { useSequentialUploads } from '../gallery/use-sequential-uploads.ts';
import { useRefreshMedia } from './use-media.ts';

/**
 * Uploads several images into the library, one at a time with each file's progress (the gallery's queue),
 * and refreshes the library once they are in. Resolves with the addresses that arrived.
 */
export const useLibraryUploads = () => {
  const uploads = useSequentialUploads(uploadImage);
  const refresh = useRefreshMedia();
  const upload = async (files: readonly File[]): Promise<{ urls: string[]; problems: string[] }> => {
    const check = checkSelection(files, 0, { max: Number.POSITIVE_INFINITY, maxBytes: MAX_IMAGE_BYTES });
    const problems = check.tooLarge.map((file) => tooLargeMessage(file, MAX_IMAGE_BYTES));
    const outcome = await uploads.run(check.accepted);
    if (outcome.uploaded.length > 0) await refresh();
    return { urls: outcome.uploaded.map((image) => image.url), problems: [...problems, ...outcome.failures.map((failure) => `${failure.name}: ${failure.message}`)] };
  };
  return { ...uploads, upload };
};
