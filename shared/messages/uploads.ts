/** What the image upload route answers; the admin shows the server's sentence as it is. */
export const uploadMessages = {
  tooLarge: 'The image is larger than 5 MB. Please choose a smaller file.',
  tooManyPixels: (megapixels: number) => `The image has too many pixels. Please choose a photo of at most ${megapixels} megapixels (for example 6000 × 4000).`,
  notFromAdmin: 'Uploads must come from the admin app (X-Requested-With: XMLHttpRequest is missing).',
  multipartRequired: 'Please send the image as multipart/form-data in the field "image".',
  unreadable: 'The upload could not be read. Please try again.',
  fileMissing: 'Please choose an image file to upload in the field "image".',
  unsupported: 'Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded, and the file must be a readable image.',
} as const;
