import { isImageTooLarge, MAX_IMAGE_BYTES } from '../../../shared/image-limits.ts';
import { MAX_GALLERY_IMAGES } from '../../../shared/schemas/project.ts';
import { currentText } from '../i18n/text.ts';

export interface SelectionCheck {
  /** Files to upload, in the order chosen. */
  accepted: File[];
  /** Files refused before any upload because they are 5 MB or more. */
  tooLarge: File[];
  /** The spec's message when the selection would pass the maximum; nothing is uploaded then. */
  overLimit: string | null;
}

const formatMegabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} ${currentText().common.byteUnits[2]}`;

export const tooLargeMessage = (file: File, maxBytes: number = MAX_IMAGE_BYTES) =>
  currentText().gallery.tooLarge(file.name, formatMegabytes(file.size), Math.round(maxBytes / (1024 * 1024)));

/** Checks a selection before anything is sent: the count against the maximum, then each file's size. */
export const checkSelection = (
  files: readonly File[],
  existingCount: number,
  { max = MAX_GALLERY_IMAGES, maxBytes = MAX_IMAGE_BYTES }: { max?: number; maxBytes?: number } = {},
): SelectionCheck => {
  if (existingCount + files.length > max) return { accepted: [], tooLarge: [], overLimit: currentText().gallery.tooMany(max) };
  const tooLarge = (file: File) => isImageTooLarge(file.size, maxBytes);
  return {
    accepted: files.filter((file) => !tooLarge(file)),
    tooLarge: files.filter(tooLarge),
    overLimit: null,
  };
};
