/** The largest image file the admin may upload (spec: "Each image must be under 5MB"). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** One comparison for the form and the server: "under 5MB" means a file of exactly 5 MB is refused. */
export const isImageTooLarge = (bytes: number, limit: number = MAX_IMAGE_BYTES) => bytes >= limit;
