export { formBodyLimit, formFile, isMultipartForm } from './form-file.ts';
export { TooManyPixelsError, UnsupportedImageError, reencodeImage } from './image-processing.ts';
export { imageUses, type ImageUse } from './image-references.ts';
export { storedFileNames } from './save-upload.ts';
export { serveUploads } from './serve-uploads.ts';
export { saveUploadedImage } from './save-upload.ts';
